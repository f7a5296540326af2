/**
 * The communes reference (spec 000 §7 api/public/communes/lib and communesabsorbees): communes by postal code or
 * by the beginning of their name, and the delegated or associated communes of a commune. The data
 * (`communes.donnees.ts`, generated from @etalab/decoupage-administratif and codes-postaux by
 * functions/scripts/communes.ts) is imported and indexed on the first call only, so that the other routes of the
 * `referentiels` area keep their cold start.
 *
 * Paris, Lyon and Marseille are answered as their municipal arrondissements (75102 "Paris 2e Arrondissement"…),
 * the codes the cadastre and the national address base (BAN) use; the undivided communes (75056, 69123, 13055)
 * are only known by their code.
 */
import type { Commune } from '@registre/shared/schemas/geographie';

export const MAX_COMMUNES_PAR_NOM = 20;

/** INSEE COG kinds of the absorbed communes: COMD delegated commune, COMA associated commune. */
export type TypeCommuneAbsorbee = 'COMD' | 'COMA';
export interface CommuneAbsorbee {
  codeInsee: string;
  nom: string;
  type: TypeCommuneAbsorbee;
}
interface CommuneActuelle {
  codeInsee: string;
  nom: string;
  /** sorted; empty for the undivided Paris, Lyon, Marseille and a few overseas territories */
  codesPostaux: string[];
  /** false for Paris, Lyon and Marseille as a whole: searches answer their arrondissements */
  proposee: boolean;
  /** normalised name, for the prefix search: computed when first compared */
  cle?: string;
}
interface Index {
  parCode: Map<string, CommuneActuelle>;
  parCodePostal: Map<string, CommuneActuelle[]>;
  /** proposed communes sorted by normalised name (the generated data is in that order) */
  parNom: CommuneActuelle[];
  absorbees: Map<string, CommuneAbsorbee[]>;
}

const collateur = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

/** Lower case, no accents, hyphens and apostrophes as spaces, "st"/"ste" as "saint"/"sainte". */
export function normaliserNomCommune(texte: string): string {
  return texte
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-'’.,/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^| )st( |$)/g, '$1saint$2')
    .replace(/(^| )ste( |$)/g, '$1sainte$2');
}

const cleDe = (c: CommuneActuelle) => (c.cle ??= normaliserNomCommune(c.nom));
/** The order of the generated data and of the prefix search: normalised name, then code. */
export const ordreCommunes = (a: { nom: string; code: string }, b: { nom: string; code: string }) => {
  const [x, y] = [normaliserNomCommune(a.nom), normaliserNomCommune(b.nom)];
  return x < y ? -1 : x > y ? 1 : a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
};

export function indexer(donnees: string): Index {
  const parCode = new Map<string, CommuneActuelle>();
  const parCodePostal = new Map<string, CommuneActuelle[]>();
  const absorbees = new Map<string, CommuneAbsorbee[]>();
  const parNom: CommuneActuelle[] = [];
  for (const ligne of donnees.split('\n')) {
    const [codeInsee, genre, nom, suite = ''] = ligne.split('\t');
    if (genre === 'D' || genre === 'S') {
      const liste = absorbees.get(suite) ?? [];
      liste.push({ codeInsee, nom, type: genre === 'D' ? 'COMD' : 'COMA' });
      absorbees.set(suite, liste);
      continue;
    }
    const c: CommuneActuelle = {
      codeInsee,
      nom,
      codesPostaux: suite ? suite.split(' ') : [],
      proposee: genre !== 'P',
    };
    parCode.set(codeInsee, c);
    if (!c.proposee) continue;
    parNom.push(c);
    for (const cp of c.codesPostaux) {
      const liste = parCodePostal.get(cp);
      if (liste) liste.push(c);
      else parCodePostal.set(cp, [c]);
    }
  }
  // nothing is normalised or sorted here: the data comes sorted by normalised name, the prefix search only
  // normalises the names it compares, and the short lists of an answer are sorted when asked
  return { parCode, parCodePostal, parNom, absorbees };
}

let index: Promise<Index> | undefined;
const charger = () => (index ??= import('./communes.donnees.ts').then((m) => indexer(m.DONNEES_COMMUNES)));

/** First index in `tries` (sorted by `cle`) whose key is >= prefix. */
function premierAuMoins(tries: CommuneActuelle[], prefixe: string): number {
  let bas = 0;
  let haut = tries.length;
  while (bas < haut) {
    const milieu = (bas + haut) >> 1;
    if (cleDe(tries[milieu]) < prefixe) bas = milieu + 1;
    else haut = milieu;
  }
  return bas;
}

/**
 * `x` of 5 digits: the communes of that postal code, each with it. Otherwise: the communes whose name starts
 * with `x` (accents, case, hyphens ignored), one line per commune and postal code, sorted by name then postal
 * code, 20 at most.
 */
export async function communesDe(x: string): Promise<Commune[]> {
  const { parCodePostal, parNom } = await charger();
  const saisie = x.trim();
  if (/^\d{5}$/.test(saisie))
    return (parCodePostal.get(saisie) ?? [])
      .map((c) => ({ codeInsee: c.codeInsee, nom: c.nom, codePostal: saisie }))
      .sort((a, b) => collateur.compare(a.nom, b.nom));
  const prefixe = normaliserNomCommune(saisie);
  if (!prefixe) return [];
  const trouvees: CommuneActuelle[] = [];
  for (let i = premierAuMoins(parNom, prefixe); i < parNom.length && cleDe(parNom[i]).startsWith(prefixe); i++)
    trouvees.push(parNom[i]);
  return trouvees
    .flatMap((c) =>
      (c.codesPostaux.length ? c.codesPostaux : [null]).map((codePostal) => ({ codeInsee: c.codeInsee, nom: c.nom, codePostal })),
    )
    .sort((a, b) => collateur.compare(a.nom, b.nom) || (a.codePostal ?? '').localeCompare(b.codePostal ?? ''))
    .slice(0, MAX_COMMUNES_PAR_NOM);
}

/** The delegated and associated communes whose chef-lieu is the commune `codeInsee`, sorted by name. */
export async function communesAbsorbeesDe(codeInsee: string): Promise<CommuneAbsorbee[]> {
  return [...((await charger()).absorbees.get(codeInsee.toUpperCase()) ?? [])].sort((a, b) => collateur.compare(a.nom, b.nom));
}

/** A current commune or municipal arrondissement by its INSEE code (name and postal codes), or null. */
export async function communeParCode(codeInsee: string): Promise<{ nom: string; codesPostaux: string[] } | null> {
  const c = (await charger()).parCode.get(codeInsee.toUpperCase());
  return c ? { nom: c.nom, codesPostaux: c.codesPostaux } : null;
}
