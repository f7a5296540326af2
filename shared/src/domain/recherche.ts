/**
 * The keepers' declarant search (spec 001 §3 "Search fields", "Pagination options"; §4 "Table: sorting toggles
 * asc/desc; a different column starts at asc"; §9 "Default page size 10, page 1"), as a pure function over the
 * rows the index returned. Text criteria ignore case and accents and match the start of the value or of one
 * of its words ("dem" finds "Cabinet Demeure Gestion"); numbers, SIRET, postal code and APE code match by prefix
 * ("75" finds every Paris postal code); the id matches exactly; the status, type and password flag exactly.
 */

export interface LigneRecherche {
  idTeledeclarant: number;
  raisonSociale: string | null;
  siret: string | null;
  typeTeledeclarant: string;
  codePostal: string | null;
  commune: string | null;
  nomAdmin: string | null;
  prenomAdmin: string | null;
  email: string | null;
  statutTeledeclarant: string;
  motDePasseActive: boolean;
  codeAPE: string | null;
  dateCreation: string;
}

export interface CriteresRecherche {
  idTeledeclarant?: number;
  raisonSociale?: string;
  siret?: string;
  typeTeledeclarant?: string;
  codePostal?: string;
  commune?: string;
  nomAdmin?: string;
  prenomAdmin?: string;
  email?: string;
  statutTeledeclarant?: string;
  motDePasseActive?: boolean;
  codeAPE?: string;
}

export interface Pagination {
  pageNumber: number;
  pageSize: number;
  sortDirection?: 'asc' | 'desc';
  sortField?: string;
}

export const COLONNES_TRI = [
  'idTeledeclarant',
  'raisonSociale',
  'siret',
  'typeTeledeclarant',
  'codePostal',
  'commune',
  'nomAdmin',
  'prenomAdmin',
  'email',
  'statutTeledeclarant',
  'motDePasseActive',
  'codeAPE',
  'dateCreation',
] as const;

/** Lower case, without accents, apostrophes and dashes as spaces: "L'Haÿ-les-Roses" -> "l hay les roses". */
export const normaliserTexte = (t: string) =>
  t
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[''\-_.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const commencePar = (valeur: string | null, saisie: string) => {
  if (valeur === null) return false;
  const v = normaliserTexte(valeur);
  const s = normaliserTexte(saisie);
  return v.startsWith(s) || v.split(' ').some((mot) => mot.startsWith(s));
};
const prefixe = (valeur: string | null, saisie: string) =>
  valeur !== null && valeur.replace(/[\s.]/g, '').toUpperCase().startsWith(saisie.replace(/[\s.]/g, '').toUpperCase());

/** Does one row meet every criterion given? Empty criteria are ignored. */
export function correspondA(l: LigneRecherche, c: CriteresRecherche): boolean {
  const vide = (v: unknown) => v === undefined || v === null || v === '';
  if (!vide(c.idTeledeclarant) && l.idTeledeclarant !== c.idTeledeclarant) return false;
  if (!vide(c.typeTeledeclarant) && l.typeTeledeclarant !== c.typeTeledeclarant) return false;
  if (!vide(c.statutTeledeclarant) && l.statutTeledeclarant !== c.statutTeledeclarant) return false;
  if (c.motDePasseActive !== undefined && l.motDePasseActive !== c.motDePasseActive) return false;
  for (const champ of ['siret', 'codePostal', 'codeAPE'] as const) {
    if (!vide(c[champ]) && !prefixe(l[champ], c[champ]!)) return false;
  }
  for (const champ of ['raisonSociale', 'commune', 'nomAdmin', 'prenomAdmin'] as const) {
    if (!vide(c[champ]) && !commencePar(l[champ], c[champ]!)) return false;
  }
  if (!vide(c.email) && !(l.email ?? '').toLowerCase().startsWith(c.email!.trim().toLowerCase())) return false;
  return true;
}

/** Sort key of a value: numbers and booleans as they are, text normalised once (not at every comparison). */
const cleTri = (v: string | number | boolean | null) =>
  v === null ? null : typeof v === 'string' ? normaliserTexte(v) : Number(v);

/** Filter, sort (unknown column: by id) and cut one page. */
export function rechercher<L extends LigneRecherche>(
  lignes: readonly L[],
  c: CriteresRecherche,
  p: Pagination,
): { lignes: L[]; total: number } {
  const retenues = lignes.filter((l) => correspondA(l, c));
  const champ = (COLONNES_TRI as readonly string[]).includes(p.sortField ?? '')
    ? (p.sortField as (typeof COLONNES_TRI)[number])
    : 'idTeledeclarant';
  const sens = p.sortDirection === 'desc' ? -1 : 1;
  const cles = retenues.map((l) => ({ l, k: cleTri(l[champ]) }));
  cles.sort((a, b) => {
    // empty values last whatever the direction; ties by id, so that pages never overlap
    if (a.k === null && b.k !== null) return 1;
    if (b.k === null && a.k !== null) return -1;
    let r = 0;
    if (typeof a.k === 'number' && typeof b.k === 'number') r = a.k - b.k;
    else if (a.k !== null && b.k !== null) r = String(a.k) < String(b.k) ? -1 : String(a.k) > String(b.k) ? 1 : 0;
    return r * sens || a.l.idTeledeclarant - b.l.idTeledeclarant;
  });
  retenues.splice(0, retenues.length, ...cles.map((c) => c.l));
  const debut = (p.pageNumber - 1) * p.pageSize;
  return { lignes: retenues.slice(debut, debut + p.pageSize), total: retenues.length };
}
