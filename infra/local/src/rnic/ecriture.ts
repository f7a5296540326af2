/**
 * Writing as France writes: the quirks of the real RNIC open-data file (../shared/opendata/rnic-colonnes.md, the
 * column guide corrected from real rows), applied to the 72 values `ecrireLigne` gives, column by column, by
 * column name. The generated file then follows the guide whatever `ecrireLigne` writes itself; every row still
 * reads with `lireLigne`, which gives back the same condominium apart from the spelling (abbreviations, case,
 * spaces). Drawn from its own stream of the seed, row after row: same seed and same day ⇒ same bytes.
 *
 * The quirks and their shares (chosen to look like the real file, not measured on it):
 * - unknown markers exactly per column: `non connu` in 6–11, 19–21, 27, 29, 39–42, 44–47, 49–52; `NA` in 17 and
 *   30–32; `non renseigné` in 37; empty in 13, 16, 18, 38, 43, 48, 54–57, 60 (whatever marker came in);
 * - column 7 as `NAME SARL 12345678900012`: the name of column 8 as written (its own spaces, a trailing one
 *   included), one space, the SIRET; a volunteer's identity withheld in 7 and 8;
 * - the reference street (15 and 16, the same spelling in both): in 30 % of rows the street type abbreviated as
 *   the cadastre and the BAN do (`r`, `av`, `bd`, `pl`, `imp`, `all`, `che`, `rte`, `sq`, `fg`, `crs`, `qu`,
 *   `pas`), with the titles too in 85 % of those (`gal`, `mal`, `pdt`, `dr`, `pr`, `cdt`, `st`, `ste`), in
 *   5 % only the titles; the case of the abbreviation: lower (`r`) 55 %, capitalised (`Av`) 30 %, the whole street
 *   in capitals (`8 AV DU GAL LECLERC`) 15 %; a street in full has its type capitalised in 40 % of rows
 *   (`Rue`), in capitals in 5 %. `bis`/`ter` written ` bis` 45 %, `bis` 10 %, ` b` 20 %, `B` 15 %, ` B` 10 %;
 * - each secondary address (19–21) abbreviated on its own draw, 30 %: the same street is written both ways in a
 *   file, often in one row;
 * - the town of column 18 (and the end of 15) in capitals in 10 % of rows (`SAINT-OUEN`), in lower case in 1 %,
 *   as the official name (`Saint-Ouen`) otherwise;
 * - the name of use (14) with a trailing space in 3 % of rows, a double space in 1.5 %;
 * - sections (41/46/51) on two characters, a one-letter section zero-padded (`0H`), in lower case in 3 % of rows;
 *   parcel numbers (42/47/52) on four digits but unpadded (`192`) in 10 % of rows; the IDU (38/43/48) empty while
 *   the parts are filled in 8 % of rows;
 * - column 29 empty instead of `non connu` for 3 % of principal syndicates;
 * - columns 65–66 the commune's own code and name when it has no municipal arrondissement; `Ile-de-France`
 *   without its accent in 72.
 * What the file says rather than how it writes it (dates from November 2016, a current mandate already ended,
 * placeholder settlement dates, counts unknown, addresses without postcode or street, secondary syndicates,
 * duplicates, the communes of the Grand Paris) is drawn with the condominium (generateur.ts).
 */
import { COLONNES_RNIC, type ColonneRnic } from '@registre/shared/domain/rnic/colonnes';
import { IDENTITE_NON_PARTAGEE, NA, NON_CONNU, NON_RENSEIGNE } from '@registre/shared/domain/rnic/ligne';
import type { Alea } from './alea.ts';

/** The position of a column, by its name (a renamed column stops the generator at once). */
function position(nom: string): number {
  const i = (COLONNES_RNIC as readonly string[]).indexOf(nom);
  if (i < 0) throw new Error(`Colonne inconnue du fichier RNIC : ${nom}`);
  return i;
}
const rangs = (modele: (i: number) => string) => [1, 2, 3].map((i) => position(modele(i)));

const C = {
  typeSyndic: position('type_de_syndic_benevole_professionnel_non_connu'),
  identification: position('identification_du_representant_legal_raison_sociale_et_le_numer'),
  raisonSociale: position('raison_sociale_du_representant_legal'),
  siret: position('siret_du_representant_legal'),
  nom: position('nom_d_usage_de_la_copropriete'),
  adresse: position('adresse_de_reference'),
  numeroEtVoie: position('numero_et_voie_adresse_de_reference'),
  commune: position('commune_adresse_de_reference'),
  complementaires: rangs((i) => `adresse_complementaire_${i}`),
  principal: position('si_secondaire_n_d_immatriculation_du_principal'),
  idu: rangs((i) => `reference_cadastrale_${i}`),
  section: rangs((i) => `section_${i}`),
  numeroParcelle: rangs((i) => `numero_parcelle_${i}`),
  codeCommune: position('code_officiel_commune'),
  nomCommune: position('nom_officiel_commune'),
  codeArrondissement: position('code_officiel_arrondissement_commune'),
  nomArrondissement: position('nom_officiel_arrondissement_commune'),
  region: position('nom_officiel_region'),
};

/** The marker of 'unknown' per column, as the guide says (undefined: the column has none of its own). */
const parties = (i: number) => [`code_insee_commune_${i}`, `prefixe_${i}`, `section_${i}`, `numero_parcelle_${i}`];
const MARQUEURS: readonly (readonly [readonly string[], string])[] = [
  [
    [
      'type_de_syndic_benevole_professionnel_non_connu',
      'identification_du_representant_legal_raison_sociale_et_le_numer',
      'raison_sociale_du_representant_legal',
      'siret_du_representant_legal',
      'code_ape',
      'commune_du_representant_legal',
      'adresse_complementaire_1',
      'adresse_complementaire_2',
      'adresse_complementaire_3',
      'syndicat_cooperatif',
      'si_secondaire_n_d_immatriculation_du_principal',
      ...parties(1),
      ...parties(2),
      ...parties(3),
    ],
    NON_CONNU,
  ],
  [
    [
      'code_postal_adresse_de_reference',
      'nombre_d_asl_auxquelles_est_rattache_le_syndicat_de_coproprieta',
      'nombre_d_aful_auxquelles_est_rattache_le_syndicat_de_copropriet',
      'nombre_d_unions_de_syndicats_auxquelles_est_rattache_le_syndica',
    ],
    NA,
  ],
  [['periode_de_construction'], NON_RENSEIGNE],
  [
    [
      'date_de_fin_du_dernier_mandat',
      'numero_et_voie_adresse_de_reference',
      'commune_adresse_de_reference',
      'reference_cadastrale_1',
      'reference_cadastrale_2',
      'reference_cadastrale_3',
      'nom_qp_2015',
      'code_qp_2015',
      'nom_qp_2024',
      'code_qp_2024',
      'code_de_pdp',
    ] satisfies ColonneRnic[],
    '',
  ],
];
const MARQUEUR: (readonly [number, string])[] = MARQUEURS.flatMap(([colonnes, marqueur]) =>
  colonnes.map((c) => [position(c), marqueur] as const),
);

/** The ways a file says 'unknown' (lower case). */
const MANQUANTS = new Set(['', 'non connu', 'na', 'n/a', 'non renseigné', 'non renseigne', 'null', 'nan']);
const manquant = (v: string) => v === '' || (v.length <= 13 && MANQUANTS.has(v.trim().toLowerCase()));

// ---------------------------------------------------------------------------------------------------------------
// streets

/** Street types and titles as the cadastre and the BAN abbreviate them (AFNOR NF Z 10-011). */
const TYPES: Record<string, string> = {
  rue: 'r',
  avenue: 'av',
  boulevard: 'bd',
  place: 'pl',
  impasse: 'imp',
  allée: 'all',
  chemin: 'che',
  route: 'rte',
  square: 'sq',
  faubourg: 'fg',
  cours: 'crs',
  quai: 'qu',
  passage: 'pas',
};
const TITRES: Record<string, string> = {
  Général: 'gal',
  Maréchal: 'mal',
  Président: 'pdt',
  Docteur: 'dr',
  Professeur: 'pr',
  Commandant: 'cdt',
  Sainte: 'ste',
  Saint: 'st',
};
const RE_TITRES = new RegExp(`(?<!\\p{L})(${Object.keys(TITRES).join('|')})(?!\\p{L})`, 'gu');
/** number (with bis/ter), then the street type */
const RE_TETE = /^(?:(\d+) (bis|ter) |(\d+) )?(\p{L}+)(?!\p{L})/u;
const SUFFIXES: Record<string, readonly (readonly [string, number])[]> = {
  bis: [
    [' bis', 45],
    ['bis', 10],
    [' b', 20],
    ['B', 15],
    [' B', 10],
  ],
  ter: [
    [' ter', 45],
    ['ter', 10],
    [' t', 20],
    ['T', 15],
    [' T', 10],
  ],
};

type Casse = 'min' | 'cap' | 'maj';
const capitale = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const enCasse = (s: string, casse: Casse) => (casse === 'min' ? s : casse === 'cap' ? capitale(s) : s.toUpperCase());

interface Graphie {
  /** abbreviate the street type */
  type: boolean;
  /** abbreviate the titles */
  titres: boolean;
  casse: Casse;
  /** the type when written in full: as is, capitalised, in capitals */
  casseEntiere: Casse;
}

function tirerGraphie(a: Alea, part: number): Graphie {
  const x = a.reel();
  const type = x < part;
  const titres = type ? a.chance(0.85) : x < part + 0.05;
  const z = a.reel();
  const casse: Casse = z < 0.55 ? 'min' : z < 0.85 ? 'cap' : 'maj';
  const y = a.reel();
  return { type, titres, casse, casseEntiere: y < 0.4 ? 'cap' : y < 0.45 ? 'maj' : 'min' };
}

/** A street (`12 bis avenue du Général de Gaulle`) written with the given abbreviations and case. */
function ecrireVoie(a: Alea, texte: string, g: Graphie): string {
  const m = RE_TETE.exec(texte);
  if (!m) return texte;
  const [tete, numeroSuffixe, suffixe, numeroSeul, type] = m;
  const numero = numeroSuffixe
    ? `${numeroSuffixe}${a.parmi(SUFFIXES[suffixe])} `
    : numeroSeul !== undefined
      ? `${numeroSeul} `
      : '';
  const abrege = g.type ? TYPES[type.toLowerCase()] : undefined;
  let reste = texte.slice(tete.length);
  if (g.titres) reste = reste.replace(RE_TITRES, (t: string) => (g.casse === 'min' ? TITRES[t] : capitale(TITRES[t])));
  if (abrege) {
    const voie = `${numero}${enCasse(abrege, g.casse)}${reste}`;
    return g.casse === 'maj' ? voie.toUpperCase() : voie;
  }
  const voie = `${numero}${enCasse(type, g.casseEntiere)}${reste}`;
  return g.casseEntiere === 'maj' ? voie.toUpperCase() : voie;
}

/** `prefixe…` rewritten `nouveau…` when the text starts with it (column 15 starts with column 16). */
const remplacerDebut = (texte: string, ancien: string, nouveau: string) =>
  ancien && texte.startsWith(ancien) ? nouveau + texte.slice(ancien.length) : texte;
const remplacerFin = (texte: string, ancien: string, nouveau: string) =>
  ancien && texte.endsWith(ancien) ? texte.slice(0, texte.length - ancien.length) + nouveau : texte;

/** `5 rue X 31700 Blagnac` → [`5 rue X`, ` 31700 Blagnac`] (the commune known, the postcode optional). */
function separerVille(texte: string, ville: string): [string, string] {
  if (!ville || !texte.endsWith(` ${ville}`)) return [texte, ''];
  let coupe = texte.length - ville.length - 1;
  const cp = / \d{5}$/.exec(texte.slice(0, coupe));
  if (cp) coupe = cp.index;
  return [texte.slice(0, coupe), texte.slice(coupe)];
}

// ---------------------------------------------------------------------------------------------------------------
// a row

/** Share of rows whose reference street, and of secondary addresses, written abbreviated. */
const PART_ABREGEE = 0.3;

/**
 * The row as the real file writes it: the values of `ecrireLigne` (72, in column order), changed in place and
 * returned. `a` is the writing's own stream, drawn row after row.
 */
export function ecrireCommeLaFrance(v: string[], a: Alea): string[] {
  // unknown, as each column says it
  for (const [i, m] of MARQUEUR) if (v[i] !== m && manquant(v[i])) v[i] = m;

  // the legal representative: name as typed, one space, SIRET
  const type = v[C.typeSyndic];
  if (type === 'bénévole') v[C.identification] = v[C.raisonSociale] = IDENTITE_NON_PARTAGEE;
  else if (type === 'professionnel' && v[C.raisonSociale] !== NON_CONNU) {
    const siret = v[C.siret];
    v[C.identification] = /^\d{14}$/.test(siret) ? `${v[C.raisonSociale]} ${siret}` : v[C.raisonSociale];
  }

  // the reference address: street abbreviated and cased, the same in 15 and 16; the town's case in 18 and 15
  const g = tirerGraphie(a, PART_ABREGEE);
  const voie = v[C.numeroEtVoie];
  if (voie) {
    const ecrite = ecrireVoie(a, voie, g);
    v[C.adresse] = remplacerDebut(v[C.adresse], voie, ecrite);
    v[C.numeroEtVoie] = ecrite;
  }
  const ville = v[C.commune];
  const x = a.reel();
  const casseVille = x < 0.1 ? 'maj' : x < 0.11 ? 'bas' : null;
  if (casseVille) {
    const change = (s: string) => (casseVille === 'maj' ? s.toUpperCase() : s.toLowerCase());
    if (ville) {
      v[C.adresse] = remplacerFin(v[C.adresse], ville, change(ville));
      v[C.commune] = change(ville);
    } else if (!voie && !manquant(v[C.adresse])) v[C.adresse] = change(v[C.adresse]);
  }
  for (const i of C.complementaires) {
    if (v[i] === NON_CONNU) continue;
    // the street only: a title in the commune's name (Saint-Ouen) stays as the commune is written
    const [rue, suite] = separerVille(v[i], ville);
    v[i] = ecrireVoie(a, rue, { ...tirerGraphie(a, PART_ABREGEE), casseEntiere: g.casseEntiere }) + suite;
  }

  // free text as typed
  const nom = v[C.nom];
  if (nom) {
    const y = a.reel();
    if (y < 0.03) v[C.nom] = `${nom} `;
    else if (y < 0.045 && nom.includes(' ')) v[C.nom] = nom.replace(' ', '  ');
  }

  // cadastral references: sections on two characters, numbers as typed, IDU sometimes left out
  const iduVide = a.chance(0.08);
  const minuscules = a.chance(0.03);
  const nonPadde = a.chance(0.1);
  for (let k = 0; k < 3; k++) {
    const s = v[C.section[k]];
    if (s === NON_CONNU) continue;
    const section = s.length === 1 ? `0${s}` : s;
    v[C.section[k]] = minuscules ? section.toLowerCase() : section;
    if (nonPadde) v[C.numeroParcelle[k]] = v[C.numeroParcelle[k]].replace(/^0+(?=\d)/, '');
    if (iduVide) v[C.idu[k]] = '';
  }

  if (v[C.principal] === NON_CONNU && a.chance(0.03)) v[C.principal] = '';

  // the official geography as the file names it
  if (manquant(v[C.codeArrondissement])) v[C.codeArrondissement] = v[C.codeCommune];
  if (manquant(v[C.nomArrondissement])) v[C.nomArrondissement] = v[C.nomCommune];
  if (v[C.region] === 'Île-de-France') v[C.region] = 'Ile-de-France';
  return v;
}
