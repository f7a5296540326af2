/** Value objects and pure checks shared by the browser and the server. */

/** SIRET: 14 digits passing the Luhn checksum (La Poste's head office SIRENs are the known exception). */
export function siretValide(siret: string): boolean {
  if (!/^\d{14}$/.test(siret)) return false;
  let somme = 0;
  for (let i = 0; i < 14; i++) {
    let n = Number(siret[13 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    somme += n;
  }
  if (somme % 10 === 0) return true;
  // La Poste's establishments (SIREN 356000000) follow another rule: the digit sum is a multiple of 5
  return siret.startsWith('356000000') && [...siret].reduce((s, c) => s + Number(c), 0) % 5 === 0;
}

/** Registration number: 2 letters and 7 digits, `AA1234567` or `AA1-234-567` (spec 000 §5). */
const IMMAT = /^([A-Z]{2})(\d)-?(\d{3})-?(\d{3})$/;
export function normaliserImmatriculation(saisie: string): string | null {
  const m = IMMAT.exec(saisie.trim().toUpperCase());
  if (!m) return null;
  const [, lettres, a, b, c] = m;
  // the dashed form must have both dashes or none
  const brut = saisie.trim().toUpperCase();
  if (brut.includes('-') && !/^[A-Z]{2}\d-\d{3}-\d{3}$/.test(brut)) return null;
  return `${lettres}${a}${b}${c}`;
}
export const formaterImmatriculation = (immat: string) => `${immat.slice(0, 3)}-${immat.slice(3, 6)}-${immat.slice(6, 9)}`;

/** Dates on screen are dd/mm/yyyy, ISO (yyyy-mm-dd) in storage. */
export function dateFrVersIso(fr: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(fr.trim());
  if (!m) return null;
  const [, j, mo, a] = m;
  const d = new Date(Date.UTC(Number(a), Number(mo) - 1, Number(j)));
  if (d.getUTCFullYear() !== Number(a) || d.getUTCMonth() !== Number(mo) - 1 || d.getUTCDate() !== Number(j)) return null;
  return `${a}-${mo}-${j}`;
}
export function dateIsoVersFr(iso: string): string {
  const [a, mo, j] = iso.slice(0, 10).split('-');
  return `${j}/${mo}/${a}`;
}

/** Email (spec 001 §5): special characters allowed in the local part are & * + . - _ ; domain ends in 2–64 letters. */
export const EMAIL_REGEX = /^[A-Za-z0-9&*+._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,64}$/;

/** Phone (spec 001 §5): international form like +33122334455. */
export const TELEPHONE_REGEX = /^\+\d{11,13}$/;

/** Password rules (spec 001 §5), each shown live under "Votre mot de passe doit contenir :". */
export const REGLES_MOT_DE_PASSE = [
  { cle: 'longueur', libelle: 'au moins 12 caractères', test: (m: string) => m.length >= 12 },
  { cle: 'majuscule', libelle: 'une lettre majuscule', test: (m: string) => /[A-Z]/.test(m) },
  { cle: 'minuscule', libelle: 'une lettre minuscule', test: (m: string) => /[a-z]/.test(m) },
  { cle: 'chiffre', libelle: 'un chiffre', test: (m: string) => /\d/.test(m) },
  { cle: 'special', libelle: 'un caractère spécial', test: (m: string) => /[^A-Za-z0-9\s]/.test(m) },
  { cle: 'espace', libelle: 'aucun espace', test: (m: string) => m.length > 0 && !/\s/.test(m) },
] as const;
export const motDePasseConforme = (m: string) => REGLES_MOT_DE_PASSE.every((r) => r.test(m));

/** Footer version: the server version without its SNAPSHOT suffix (spec 001 §9). */
export const versionAffichee = (version: string) => `V ${version.replace(/-?SNAPSHOT$/i, '')}`;
