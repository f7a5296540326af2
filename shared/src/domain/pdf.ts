/**
 * Supporting documents (spec 000 §5, §8, §9): PDF only, 5 MB at most. The check is made on the CONTENT, never on
 * the name or the declared type: a PDF header at the very start (no leading junk is tolerated, although some
 * readers accept up to 1 KB of it: a supporting document is produced by software, not repaired by hand), an
 * end-of-file marker near the end, and a cross-reference (a `startxref` pointer, or an xref stream).
 * Used by `POST api/public/pdf/estValide` and by the server check of every uploaded document.
 */

/** 5 MB: exactly 5 × 1024 × 1024 bytes are allowed, one more is refused. */
export const TAILLE_MAX_DOCUMENT = 5 * 1024 * 1024;

export type CodeRefusFichier = 'FICHIER_TROP_VOLUMINEUX' | 'FORMAT_FICHIER_NON_AUTORISE' | 'NOMBRE_FICHIERS_INCORRECT';

export type VerdictFichier = { ok: true } | { ok: false; code: CodeRefusFichier; message: string };

/** The spec's messages (the same as the error catalogue's, kept here so that the domain stays free of it). */
export const MESSAGES_REFUS_FICHIER: Record<CodeRefusFichier, string> = {
  FICHIER_TROP_VOLUMINEUX: 'Le fichier est trop volumineux : 5 Mo au maximum.',
  FORMAT_FICHIER_NON_AUTORISE: "Le format du fichier n'est pas autorisé : seuls les PDF sont acceptés.",
  NOMBRE_FICHIERS_INCORRECT: 'Le nombre de fichiers joints est incorrect.',
};

const refus = (code: CodeRefusFichier): VerdictFichier => ({ ok: false, code, message: MESSAGES_REFUS_FICHIER[code] });
const OK: VerdictFichier = { ok: true };

/** How far from the end the end-of-file marker and the `startxref` pointer are looked for. */
const QUEUE = 1024;

// one byte, one character (markers are ASCII): runs in the browser as on the server
const decodeur = new TextDecoder('latin1');
const latin1 = (octets: Uint8Array, debut: number, fin: number) => decodeur.decode(octets.subarray(debut, fin));

/** Is this content a PDF of an allowed size? */
export function verifierPdf(octets: Uint8Array): VerdictFichier {
  if (octets.length > TAILLE_MAX_DOCUMENT) return refus('FICHIER_TROP_VOLUMINEUX');
  if (octets.length === 0) return refus('FORMAT_FICHIER_NON_AUTORISE');
  if (!/^%PDF-(1\.[0-7]|2\.0)[\r\n\s%]/.test(latin1(octets, 0, 16))) return refus('FORMAT_FICHIER_NON_AUTORISE');
  const queue = latin1(octets, Math.max(0, octets.length - QUEUE), octets.length);
  if (!/%%EOF[\r\n\s\0]*$/.test(queue)) return refus('FORMAT_FICHIER_NON_AUTORISE');
  // the classic trailer points at its cross-reference table; PDF 1.5+ may use a cross-reference stream instead
  const pointeur = /startxref\s+\d+\s+%%EOF/.test(queue);
  if (!pointeur && !/\/Type\s*\/XRef\b/.test(latin1(octets, 0, octets.length))) return refus('FORMAT_FICHIER_NON_AUTORISE');
  return OK;
}

/** Before any upload: the name announced by the browser ends with `.pdf` and the announced size is allowed. */
export function verifierAnnonce(nomFichier: string, taille: number): VerdictFichier {
  if (taille > TAILLE_MAX_DOCUMENT) return refus('FICHIER_TROP_VOLUMINEUX');
  if (taille < 1 || !/\.pdf$/i.test(nomFichier.trim())) return refus('FORMAT_FICHIER_NON_AUTORISE');
  return OK;
}

/** A form that must carry exactly `attendu` files. */
export function verifierNombre(nombre: number, attendu = 1): VerdictFichier {
  return nombre === attendu ? OK : refus('NOMBRE_FICHIERS_INCORRECT');
}
