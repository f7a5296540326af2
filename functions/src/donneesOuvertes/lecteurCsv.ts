/**
 * The record reader of the RNIC import (issue 22 §6): a malformed file costs only its bad lines. Between the byte
 * stream and the row reader, it cuts the stream into records at line ends, honouring RFC 4180 quoting (a quoted
 * value may hold separators, doubled quotes and, rarely, line breaks), and splits each record into its values.
 *
 * A line that cannot be a row becomes a reject of that physical line only, with a French reason, and reading goes
 * on with the next line, so nothing valid after it is lost:
 * - a line longer than `TAILLE_MAX_LIGNE` (read to its end and discarded, never held whole in memory);
 * - bytes that are not UTF-8 text, or control characters (NUL…): binary data;
 * - a quote still open at the end of its line whose continuation is no row (the next lines do not close it into a
 *   well-formed record of the header's field count within `LIGNES_SUITE_MAX` lines and `TAILLE_MAX_LIGNE` bytes):
 *   only the line that opened it is rejected, the following ones are read again as records of their own;
 * - a closing quote followed by something else than a separator.
 * A quote inside an unquoted value is kept as a character (as it reads), not an error.
 *
 * Line numbers count physical lines from the start of the stream (1 = its first line); byte offsets count the
 * stream's bytes (a BOM and CRLF included), so that a slice of the import workflow resumes exactly after a record.
 */
import { Readable } from 'node:stream';
import { isUtf8 } from 'node:buffer';

/** A line longer than this is no row of the file (a real one holds less than 4 000 bytes). */
export const TAILLE_MAX_LIGNE = 64 * 1024;
/** A quoted value may run over this many following lines at most. */
export const LIGNES_SUITE_MAX = 10;

/** One record: its values, or why its (first) line is rejected. */
export type Enregistrement = {
  /** its first physical line (1 = the first line of the stream) */
  ligne: number;
  /** its last physical line (a quoted value may span lines) */
  derniereLigne: number;
  /** bytes of the stream up to the end of the record, line break included */
  octetFin: number;
} & ({ ok: true; valeurs: string[] } | { ok: false; raison: string; motif: string });

interface LignePhysique {
  numero: number;
  /** offset after its line break */
  fin: number;
  /** its bytes, line break excluded */
  taille: number;
  /** its text without the line break, null when it is no text */
  texte: string | null;
  terminateur: string;
  defaut?: { raison: string; motif: string };
}

type Decoupe =
  | { statut: 'complet'; valeurs: string[] }
  | { statut: 'ouvert'; colonne: number; extrait: string }
  | { statut: 'malforme'; colonne: number; caractere: string };

const nombreFr = (n: number) => n.toLocaleString('fr-FR').replace(/[\u202f\u00a0]/g, ' ');
// every C0 control but the tab, and DEL (a lone CR too: line breaks are LF or CRLF): finding them is the point
// eslint-disable-next-line no-control-regex
const CONTROLE = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const MOTIF_LONGUE = 'Ligne trop longue';
const MOTIF_ILLISIBLE = 'Caractères illisibles (données binaires)';
const MOTIF_GUILLEMET = 'Guillemet non fermé';
const MOTIF_MALFORMEE = 'Ligne mal formée (guillemets ou séparateurs)';

/**
 * Splits a record into its values (RFC 4180: `"` opens a quoted value, `""` is a quote inside it). `ouvert`: a
 * quoted value still runs at the end of the text; `malforme`: a closing quote is followed by neither a separator
 * nor the end.
 */
export function decouper(texte: string, delimiteur: string): Decoupe {
  const valeurs: string[] = [];
  const n = texte.length;
  let i = 0;
  for (;;) {
    if (texte.charCodeAt(i) !== 34) {
      const k = texte.indexOf(delimiteur, i);
      if (k < 0) {
        valeurs.push(texte.slice(i));
        return { statut: 'complet', valeurs };
      }
      valeurs.push(texte.slice(i, k));
      i = k + 1;
      continue;
    }
    let valeur = '';
    let debut = i + 1;
    for (;;) {
      const q = texte.indexOf('"', debut);
      if (q < 0) return { statut: 'ouvert', colonne: valeurs.length + 1, extrait: texte.slice(i + 1, i + 31) };
      if (texte.charCodeAt(q + 1) === 34) {
        valeur += texte.slice(debut, q + 1);
        debut = q + 2;
        continue;
      }
      valeurs.push(valeur + texte.slice(debut, q));
      i = q + 1;
      break;
    }
    if (i >= n) return { statut: 'complet', valeurs };
    if (texte[i] !== delimiteur) return { statut: 'malforme', colonne: valeurs.length, caractere: texte.slice(i, i + 1) };
    i++;
  }
}

function illisible(octets: Buffer): LignePhysique['defaut'] | string {
  const texte = octets.toString('utf8');
  const m = CONTROLE.exec(texte);
  if (m) {
    const code = m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    return {
      motif: MOTIF_ILLISIBLE,
      raison: `${MOTIF_ILLISIBLE} : caractère de contrôle U+${code} au caractère ${nombreFr(m.index + 1)} de la ligne`,
    };
  }
  if (isUtf8(octets)) return texte;
  const position = Buffer.byteLength(texte.slice(0, Math.max(texte.indexOf('\uFFFD'), 0))) + 1;
  return {
    motif: MOTIF_ILLISIBLE,
    raison: `${MOTIF_ILLISIBLE} : des octets ne forment pas du texte UTF-8, à partir de l'octet ${nombreFr(position)} de la ligne (fichier binaire, ou enregistré dans un autre encodage que l'UTF-8)`,
  };
}

/** The stream cut at LF; a line over the limit is counted to its end, not kept. */
async function* lignesPhysiques(source: AsyncIterable<unknown>, bom: boolean): AsyncGenerator<LignePhysique> {
  let morceaux: Buffer[] = [];
  let taille = 0;
  let dernier = -1;
  let position = 0;
  let numero = 1;
  const ligne = (fin: number, terminee: boolean): LignePhysique => {
    const cr = terminee && dernier === 13;
    const contenu = taille - (cr ? 1 : 0);
    const base = { numero, fin, taille: contenu, terminateur: terminee ? (cr ? '\r\n' : '\n') : '' };
    if (contenu > TAILLE_MAX_LIGNE)
      return {
        ...base,
        texte: null,
        defaut: {
          motif: MOTIF_LONGUE,
          raison: `${MOTIF_LONGUE} (${nombreFr(contenu)} octets) : une ligne du fichier RNIC en compte moins de 4 000`,
        },
      };
    let octets = morceaux.length === 1 ? morceaux[0] : Buffer.concat(morceaux);
    if (cr) octets = octets.subarray(0, contenu);
    if (numero === 1 && bom && octets[0] === 0xef && octets[1] === 0xbb && octets[2] === 0xbf) octets = octets.subarray(3);
    const lu = illisible(octets);
    return typeof lu === 'string' ? { ...base, texte: lu } : { ...base, texte: null, defaut: lu };
  };
  for await (const brut of source) {
    const bloc = Buffer.isBuffer(brut) ? brut : Buffer.from(String(brut), 'utf8');
    let i = 0;
    while (i < bloc.length) {
      const j = bloc.indexOf(10, i);
      const fin = j < 0 ? bloc.length : j;
      if (fin > i) {
        taille += fin - i;
        dernier = bloc[fin - 1];
        // past the limit the line is only counted (+1: its CR)
        if (taille <= TAILLE_MAX_LIGNE + 1) morceaux.push(bloc.subarray(i, fin));
        else morceaux = [];
      }
      if (j < 0) break;
      yield ligne(position + j + 1, true);
      numero++;
      morceaux = [];
      taille = 0;
      dernier = -1;
      i = j + 1;
    }
    position += bloc.length;
  }
  if (taille > 0) yield ligne(position, false);
}

const rejet = (l: LignePhysique, motif: string, raison: string): Enregistrement => ({
  ok: false,
  ligne: l.numero,
  derniereLigne: l.numero,
  octetFin: l.fin,
  motif,
  raison,
});

/**
 * Reads a CSV stream record by record (see the module's comment). `nbChamps`: the header's field count when the
 * stream starts after it (a resumed slice); otherwise the first record's.
 */
export async function* lireEnregistrements(
  source: AsyncIterable<unknown>,
  o: { delimiteur: string; bom: boolean; nbChamps?: number },
): AsyncGenerator<Enregistrement> {
  const lignes = lignesPhysiques(source, o.bom);
  // lines read ahead for a quoted value that did not close: read again as records of their own
  const relues: LignePhysique[] = [];
  const suivante = async (): Promise<LignePhysique | undefined> => {
    const relue = relues.shift();
    if (relue) return relue;
    const r = await lignes.next();
    return r.done ? undefined : r.value;
  };
  let nbChamps = o.nbChamps;
  try {
    for (;;) {
      const l = await suivante();
      if (!l) return;
      if (l.texte === null) {
        yield rejet(l, l.defaut!.motif, l.defaut!.raison);
        continue;
      }
      const d = decouper(l.texte, o.delimiteur);
      if (d.statut === 'malforme') {
        yield rejet(
          l,
          MOTIF_MALFORMEE,
          `${MOTIF_MALFORMEE} : colonne ${d.colonne}, un guillemet fermant est suivi de « ${d.caractere} » au lieu d'un séparateur`,
        );
        continue;
      }
      if (d.statut === 'complet') {
        nbChamps ??= d.valeurs.length;
        yield { ok: true, valeurs: d.valeurs, ligne: l.numero, derniereLigne: l.numero, octetFin: l.fin };
        continue;
      }
      // a quote still open at the end of the line: the value may go on over the next lines
      const suite: LignePhysique[] = [];
      let texte = l.texte;
      let taille = l.taille;
      let fin: Decoupe = d;
      let precedente = l;
      for (;;) {
        const m = await suivante();
        if (!m) break;
        suite.push(m);
        if (m.texte === null || suite.length > LIGNES_SUITE_MAX || taille + m.taille > TAILLE_MAX_LIGNE) break;
        texte += precedente.terminateur + m.texte;
        taille += m.taille;
        precedente = m;
        fin = decouper(texte, o.delimiteur);
        if (fin.statut !== 'ouvert') break;
      }
      const derniere = suite.at(-1);
      if (
        derniere &&
        derniere === precedente &&
        fin.statut === 'complet' &&
        (nbChamps === undefined || fin.valeurs.length === nbChamps)
      ) {
        nbChamps ??= fin.valeurs.length;
        yield { ok: true, valeurs: fin.valeurs, ligne: l.numero, derniereLigne: derniere.numero, octetFin: derniere.fin };
        continue;
      }
      relues.unshift(...suite);
      yield rejet(
        l,
        MOTIF_GUILLEMET,
        `${MOTIF_GUILLEMET} : la valeur de la colonne ${d.colonne} (« ${d.extrait.trimEnd()}${d.extrait.length >= 30 ? '…' : ''} ») s'ouvre par un guillemet qui ne se ferme pas avant la fin de la ligne`,
      );
    }
  } finally {
    await lignes.return(undefined);
  }
}

/** `,` or `;` (2022 files), from the header line. */
function detecterDelimiteur(premiereLigne: string): string {
  let virgules = 0;
  let pointsVirgules = 0;
  let entreGuillemets = false;
  for (const ch of premiereLigne) {
    if (ch === '"') entreGuillemets = !entreGuillemets;
    else if (!entreGuillemets && ch === ',') virgules++;
    else if (!entreGuillemets && ch === ';') pointsVirgules++;
  }
  return pointsVirgules > virgules ? ';' : ',';
}

/** Reads the first bytes to find the delimiter, then gives the stream back whole. */
export async function avecDelimiteur(
  source: Readable,
): Promise<{ flux: Readable; delimiteur: string; vide: boolean; ignores: number }> {
  const iterateur = source[Symbol.asyncIterator]();
  let debut = Buffer.alloc(0);
  let fini = false;
  let ignores = 0;
  // up to the header line, without the blank lines before it nor npm's banner (`> pkg@1.0 script`, `> command`)
  // that `npm run generate:rnic > f.csv` without -s writes before the file
  for (;;) {
    const fin = debut.indexOf(10);
    if (fin >= 0) {
      const ligne = debut
        .subarray(0, fin)
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trimEnd();
      if (ligne !== '' && !ligne.startsWith('> ')) break;
      debut = debut.subarray(fin + 1);
      ignores += fin + 1;
      continue;
    }
    // a first line longer than this is no header: it is read as one, and refused
    if (debut.length >= TAILLE_MAX_LIGNE) break;
    const r = await iterateur.next();
    if (r.done) {
      fini = true;
      break;
    }
    debut = Buffer.concat([debut, Buffer.isBuffer(r.value) ? r.value : Buffer.from(r.value as string)]);
  }
  const texteDebut = debut.toString('utf8').replace(/^\uFEFF/, '');
  const premiere = texteDebut.split(/\r?\n/, 1)[0] ?? '';
  async function* tout() {
    if (debut.length) yield debut;
    if (fini) return;
    for (;;) {
      const r = await iterateur.next();
      if (r.done) return;
      yield r.value as Buffer;
    }
  }
  return {
    flux: Readable.from(tout(), { objectMode: false }),
    delimiteur: detecterDelimiteur(premiere),
    vide: texteDebut.trim() === '',
    ignores,
  };
}
