/**
 * [issue 22] One normalisation of French addresses, the same at indexing time and at search time: the public
 * directory (its ADR index and its search), the duplicate check, the keepers' address key and the RNIC import all
 * compare addresses through it, so `8 r Victor Hugo`, `8 R. VICTOR-HUGO` and `8 rue Victor Hugo` are one address.
 *
 * - text (`normaliserTexte`): lower case, no accents (œ → oe, æ → ae), every punctuation sign, hyphen and
 *   apostrophe as a space, single spaces;
 * - address (`normaliserAdresse`): the text with the house number's suffix joined to it (`12 bis`, `12 b`, `12B`,
 *   `12-bis` → `12bis`; `ter`/`t`, `quater`/`q`, `quinquies`; another letter stays a letter: `12a`), and every other
 *   word that is an abbreviation of the table below replaced by its full form. Whole words only, never a part of a
 *   word; the house number itself is never expanded. A full form is never an abbreviation of the table, so the
 *   normalisation is idempotent and a text normalised twice does not change;
 * - street (`normaliserVoie`): the address normalised, without the street articles (`de`, `la`, `du`…);
 * - a line (`decouperAdresse`): "12 bis r de la Paix 75002 Paris" → number, street, postcode, commune.
 *
 * The table: the street types and the titles of the AFNOR NF Z 10-011 standard (postal addresses) as the cadastre
 * (FANTOIR natures de voie) and the Base Adresse Nationale write them. No maintained npm package exports it:
 * `@etalab/normadresse` only shortens a line to 32 characters (its rules are regular expressions, often not the
 * cadastre's abbreviations: CHEM, FAUB, COUR) and `@ban-team/adresses-util` keeps a partial table private.
 * Ambiguous words that are common in street names are left out (`col`, `pas` only as `pass`, `me`, `pte`, `m`).
 */

/** Lower case, no accents, punctuation, hyphens and apostrophes as spaces, single spaces. */
export function normaliserTexte(v: string | null | undefined): string {
  return (v ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Street types (AFNOR NF Z 10-011, cadastre and BAN abbreviations) → full form. */
export const TYPES_DE_VOIE: Readonly<Record<string, string>> = {
  r: 'rue',
  av: 'avenue',
  ave: 'avenue',
  avn: 'avenue',
  bd: 'boulevard',
  bld: 'boulevard',
  blvd: 'boulevard',
  bvd: 'boulevard',
  boul: 'boulevard',
  pl: 'place',
  ptte: 'placette',
  all: 'allee',
  al: 'allee',
  imp: 'impasse',
  che: 'chemin',
  ch: 'chemin',
  chem: 'chemin',
  chm: 'chemin',
  cr: 'chemin rural',
  cv: 'chemin vicinal',
  rte: 'route',
  sq: 'square',
  fg: 'faubourg',
  fbg: 'faubourg',
  faub: 'faubourg',
  crs: 'cours',
  qu: 'quai',
  qua: 'quai',
  res: 'residence',
  resid: 'residence',
  pass: 'passage',
  psge: 'passage',
  car: 'carrefour',
  carr: 'carrefour',
  crf: 'carrefour',
  chs: 'chaussee',
  chau: 'chaussee',
  esp: 'esplanade',
  espl: 'esplanade',
  ham: 'hameau',
  hame: 'hameau',
  ld: 'lieu dit',
  lieudit: 'lieu dit',
  lot: 'lotissement',
  mte: 'montee',
  parv: 'parvis',
  prom: 'promenade',
  qrt: 'quartier',
  rpt: 'rond point',
  rle: 'ruelle',
  sen: 'sente',
  snt: 'sente',
  str: 'sentier',
  tsse: 'terrasse',
  trav: 'traverse',
  vla: 'villa',
  vlge: 'village',
  vge: 'village',
  vc: 'voie communale',
  dom: 'domaine',
  prt: 'porte',
  gr: 'grande rue',
  roc: 'rocade',
  zi: 'zone industrielle',
  za: 'zone activite',
  zac: 'zone amenagement concerte',
  cc: 'centre commercial',
  ccal: 'centre commercial',
};

/** Titles and common words of street names (AFNOR NF Z 10-011) → full form. */
export const TITRES: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  sts: 'saints',
  stes: 'saintes',
  gal: 'general',
  gen: 'general',
  mal: 'marechal',
  pdt: 'president',
  dr: 'docteur',
  doct: 'docteur',
  pr: 'professeur',
  prof: 'professeur',
  cdt: 'commandant',
  cmdt: 'commandant',
  cne: 'capitaine',
  capt: 'capitaine',
  lt: 'lieutenant',
  ltn: 'lieutenant',
  lcl: 'lieutenant colonel',
  cnl: 'colonel',
  adj: 'adjudant',
  sgt: 'sergent',
  amal: 'amiral',
  mgr: 'monseigneur',
  cdl: 'cardinal',
  ing: 'ingenieur',
  mme: 'madame',
  mlle: 'mademoiselle',
  vve: 'veuve',
  nd: 'notre dame',
  anc: 'ancien',
  gd: 'grand',
  gde: 'grande',
  gds: 'grands',
  gdes: 'grandes',
  prol: 'prolongee',
};

/** Every abbreviation of one word. */
export const ABREVIATIONS: Readonly<Record<string, string>> = { ...TYPES_DE_VOIE, ...TITRES };

/** Abbreviations of two words once hyphens and dots are spaces: `N.-D.`, `N D` → notre dame. */
const ABREVIATIONS_DOUBLES: Readonly<Record<string, string>> = { 'n d': 'notre dame' };

/** The suffixes of a house number, in full: `12 b`, `12 bis`, `12B` → `12bis`. */
const SUFFIXES: Readonly<Record<string, string>> = {
  bis: 'bis',
  b: 'bis',
  ter: 'ter',
  t: 'ter',
  quater: 'quater',
  q: 'quater',
  quinquies: 'quinquies',
  a: 'a',
  c: 'c',
  d: 'd',
};
/** Words joining two numbers of a range (`12-14`, `12 à 14`, `12 et 14`): the first one is the house number. */
const LIAISONS_PLAGE = new Set(['a', 'au', 'et']);
/** A number followed by a month is a street's name ("3 8 mai 1945"), not the end of a range. */
const MOIS = new Set('janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre'.split(' '));

const NUMERO_COLLE = /^(\d{1,5})([a-z]+)$/;
const estNombre = (m: string | undefined): m is string => m !== undefined && /^\d{1,5}$/.test(m);
/** A suffix letter or word at position i (not the "a" of a range "12 a 14"). */
const suffixeEn = (mots: readonly string[], i: number) =>
  mots[i] !== undefined && SUFFIXES[mots[i]] && !(LIAISONS_PLAGE.has(mots[i]) && estNombre(mots[i + 1]))
    ? SUFFIXES[mots[i]]
    : null;

/**
 * The house number at the head of the words, with its suffix, and the words it spans (a range `12 a 14` spans
 * three; its first number is the house number). null when the words do not start with a number.
 */
function numeroEnTete(mots: readonly string[]): { numero: string; entier: number; longueur: number } | null {
  const premier = mots[0];
  let entier: number;
  let suffixe: string | null;
  let i = 1;
  const colle = NUMERO_COLLE.exec(premier ?? '');
  if (colle && SUFFIXES[colle[2]]) {
    entier = Number(colle[1]);
    suffixe = SUFFIXES[colle[2]];
  } else if (estNombre(premier)) {
    entier = Number(premier);
    suffixe = suffixeEn(mots, 1);
    if (suffixe) i = 2;
  } else return null;
  // the rest of a range: "12 14" (from "12-14"), "12 a 14", "12 et 14 bis"
  for (;;) {
    const lien = LIAISONS_PLAGE.has(mots[i]) ? 1 : 0;
    const suivant = mots[i + lien];
    const nombre = estNombre(suivant) ? Number(suivant) : Number(NUMERO_COLLE.exec(suivant ?? '')?.[1] ?? NaN);
    if (!(nombre > entier) || MOIS.has(mots[i + lien + 1]) || mots.length <= i + lien + 1) break;
    i += lien + 1;
    if (estNombre(suivant) && mots.length > i + 1 && suffixeEn(mots, i)) i++;
  }
  return { numero: `${entier}${suffixe ?? ''}`, entier, longueur: i };
}

/** The words after the house number, abbreviations expanded (whole words only). */
function developper(mots: readonly string[]): string[] {
  const sortie: string[] = [];
  for (let i = 0; i < mots.length; i++) {
    const double = mots[i + 1] !== undefined ? ABREVIATIONS_DOUBLES[`${mots[i]} ${mots[i + 1]}`] : undefined;
    if (double) {
      sortie.push(double);
      i++;
    } else sortie.push(ABREVIATIONS[mots[i]] ?? mots[i]);
  }
  return sortie.join(' ').split(' ');
}

/**
 * An address (a whole line or a part of it) in its one comparable form: text normalised, house number and its
 * suffix joined, abbreviations expanded. "12 B av. du Gal-Leclerc" → "12bis avenue du general leclerc".
 */
export function normaliserAdresse(v: string | null | undefined): string {
  const mots = normaliserTexte(v).split(' ').filter(Boolean);
  const tete = numeroEnTete(mots);
  const reste = developper(tete ? mots.slice(tete.longueur) : mots);
  return [...(tete ? [tete.numero] : []), ...reste].join(' ');
}

const ARTICLES_VOIE = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'l', 'd']);

/** A street name with abbreviations expanded and articles dropped: "Av. de la République" → "avenue republique". */
export function normaliserVoie(voie: string | null | undefined): string {
  return normaliserAdresse(voie)
    .split(' ')
    .filter((m) => m && !ARTICLES_VOIE.has(m))
    .join(' ');
}

/** The house number as a number ("12 bis" → 12, "12B" → 12); null without one. */
export function numeroDeVoie(numero: string | null | undefined): number | null {
  const m = /^\s*(\d{1,5})/.exec(numero ?? '');
  return m ? Number(m[1]) : null;
}

/** An address line cut into its parts, each normalised (null: not in the line). */
export interface AdresseDecoupee {
  /** the house number and its suffix, normalised ("12bis") */
  numero: string | null;
  /** the house number as a number */
  entier: number | null;
  /** the street, normalised by `normaliserAdresse` (articles kept): `normaliserVoie` gives its key */
  voie: string | null;
  /**
   * the street before a commune was taken off its end (= voie when none was): "r du Gal Saint-Ouen" may be the
   * street "du Général Saint-Ouen" or "du Général" in Saint-Ouen; a search tries this one first, then `voie`
   */
  voieEntiere: string | null;
  codePostal: string | null;
  /** the commune as the line writes it after the postcode (raw text) */
  commune: string | null;
}

/** The words of the street types in full ("rue", "chemin", "rural"…). */
const MOTS_DE_TYPE = new Set(Object.values(TYPES_DE_VOIE).flatMap((t) => t.split(' ')));

/** Words after which a name is not a commune but the end of a street's name ("12 rue de Paris"). */
const AVANT_NOM_DE_VOIE = new Set([...ARTICLES_VOIE, 'a', 'au', 'aux', 'en', 'sur', 'sous']);

/**
 * A line cut into number, street, postcode and commune: "12 bis r de la Paix 75002 Paris", "r des Lilas",
 * "3 imp. du Moulin Saint-Ouen" (a commune of `communes` is taken off the end of a line without postcode, unless
 * the street would then end on an article or be a bare street type: "12 rue de Paris", "rue Saint-Ouen" keep it).
 */
export function decouperAdresse(
  ligne: string | null | undefined,
  communes: readonly (string | null | undefined)[] = [],
): AdresseDecoupee {
  const texte = (ligne ?? '').trim();
  // the last 5-digit number is the postcode (not the head of the line: a house number is at most 4 digits there)
  const cp = /^(.*?)(?:^|[^\d])(\d{5})(?!\d)((?:(?!\d{5}).)*)$/s.exec(texte);
  const avant = cp ? cp[1] : texte;
  const commune = cp ? cp[3].replace(/^[\s,]+|[\s,]+$/g, '') || null : null;
  const mots = normaliserTexte(avant).split(' ').filter(Boolean);
  const tete = numeroEnTete(mots);
  let voie = developper(tete ? mots.slice(tete.longueur) : mots).filter(Boolean);
  const voieEntiere = voie.join(' ') || null;
  if (!cp)
    for (const c of communes) {
      const nom = developper(normaliserTexte(c).split(' ').filter(Boolean));
      if (!nom.length || nom.length > voie.length || voie.slice(-nom.length).join(' ') !== nom.join(' ')) continue;
      const reste = voie.slice(0, voie.length - nom.length);
      // "rue de Paris", "rue Saint-Ouen": the commune's name is the street's
      const typeSeul = reste.length > 0 && reste.every((m) => MOTS_DE_TYPE.has(m));
      if (AVANT_NOM_DE_VOIE.has(reste[reste.length - 1]) || typeSeul) continue;
      voie = reste;
      break;
    }
  return {
    numero: tete?.numero ?? null,
    entier: tete?.entier ?? null,
    voie: voie.join(' ') || null,
    voieEntiere,
    codePostal: cp ? cp[2] : null,
    commune,
  };
}
