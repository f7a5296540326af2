/**
 * [issue 12] What the statistics page shows, as kept in its address (a view can be shared, the browser's back
 * works): the territory chosen level by level (`?region=84&departement=69&epci=200046977&commune=69123`, each level
 * optional, the deepest one is shown) and the period of registration (`&annee=2025&trimestre=2`). Pure.
 */
import { apresOuverture } from '@registre/shared/domain/copropriete/constantes';
import type { Niveau, ValeurStatistique } from '@registre/shared/schemas/statistiques';
import { decimalFr, nombreFr } from '../../lib/format.ts';

export { nomDuFichier } from '../../api/telechargement.ts';

export interface Territoire {
  region: string;
  departement: string;
  epci: string;
  commune: string;
}
export interface Periode {
  annee: number | null;
  trimestre: number | null;
}
export interface Selection extends Territoire, Periode {}

export const TERRITOIRE_VIDE: Territoire = { region: '', departement: '', epci: '', commune: '' };
export const SELECTION_FRANCE: Selection = { ...TERRITOIRE_VIDE, annee: null, trimestre: null };

const CHAMPS: readonly (keyof Territoire)[] = ['region', 'departement', 'epci', 'commune'];
const FORMES: Record<keyof Territoire, RegExp> = {
  region: /^\d{2}$/,
  departement: /^(\d{2,3}|2[AB])$/,
  epci: /^\d{9}$/,
  commune: /^(\d{5}|2[AB]\d{3})$/,
};

/** The selection of an address; a malformed value is ignored (that level is then not chosen). */
export function lireSelection(query: URLSearchParams): Selection {
  const s: Selection = { ...SELECTION_FRANCE };
  for (const champ of CHAMPS) {
    const v = (query.get(champ) ?? '').trim().toUpperCase();
    if (FORMES[champ].test(v)) s[champ] = v;
  }
  const annee = Number(query.get('annee'));
  // from the register's opening (4th quarter of 2016) on
  if (Number.isInteger(annee) && apresOuverture(annee) && annee <= 2100) {
    s.annee = annee;
    const trimestre = Number(query.get('trimestre'));
    if (Number.isInteger(trimestre) && trimestre >= 1 && trimestre <= 4 && apresOuverture(annee, trimestre))
      s.trimestre = trimestre;
  }
  return s;
}

/** The address of a selection (empty values left out: France, every period is `?`). */
export function adresseSelection(s: Selection): URLSearchParams {
  const q = new URLSearchParams();
  for (const champ of CHAMPS) if (s[champ]) q.set(champ, s[champ]);
  if (s.annee !== null) {
    q.set('annee', String(s.annee));
    if (s.trimestre !== null) q.set('trimestre', String(s.trimestre));
  }
  return q;
}

/** The territory shown: the deepest level chosen (France when none). */
export function territoireAffiche(t: Territoire): { niveau: Niveau; code?: string } {
  if (t.commune) return { niveau: 'COMMUNE', code: t.commune };
  if (t.epci) return { niveau: 'EPCI', code: t.epci };
  if (t.departement) return { niveau: 'DEPARTEMENT', code: t.departement };
  if (t.region) return { niveau: 'REGION', code: t.region };
  return { niveau: 'FRANCE' };
}

/** The query of the figures and of the report for a selection. */
export function requeteChiffres(s: Selection): { niveau: Niveau; code?: string; annee?: number; trimestre?: number } {
  return {
    ...territoireAffiche(s),
    ...(s.annee !== null && { annee: s.annee }),
    ...(s.annee !== null && s.trimestre !== null && { trimestre: s.trimestre }),
  };
}

/**
 * A level changed in the cascade: the levels below it no longer apply (another region has other departments…).
 * The levels above are kept; the page fills them from what was chosen (a department's region…).
 */
export function changerNiveau(t: Territoire, champ: keyof Territoire, valeur: string): Territoire {
  const i = CHAMPS.indexOf(champ);
  const suivant = { ...t, [champ]: valeur };
  for (const dessous of CHAMPS.slice(i + 1)) suivant[dessous] = '';
  return suivant;
}

/** The period select's value: `` (every period), `2025` (a year) or `2025-2` (a quarter). */
export const valeurPeriode = (p: Periode) =>
  p.annee === null ? '' : p.trimestre === null ? String(p.annee) : `${p.annee}-${p.trimestre}`;
export function lirePeriode(valeur: string): Periode {
  const m = /^(\d{4})(?:-([1-4]))?$/.exec(valeur);
  return m ? { annee: Number(m[1]), trimestre: m[2] ? Number(m[2]) : null } : { annee: null, trimestre: null };
}

/* ---------- figures ---------- */

export const SECRET_STATISTIQUE = 'secret statistique';

/** `620431` → `620 431` (French thousands separator). */

/** A figure as read: its number, or « secret statistique ». */
export const valeurLue = (v: ValeurStatistique | undefined) =>
  v === undefined ? '' : v === 'SECRET' ? SECRET_STATISTIQUE : nombreFr(v);

/** The share of a figure in a published total, `12,5 %`; empty when either is secret or the total is 0. */
export function part(v: ValeurStatistique, total: ValeurStatistique): string {
  if (v === 'SECRET' || total === 'SECRET' || total <= 0) return '';
  return `${decimalFr((100 * v) / total)} %`;
}

/** The bars of a breakdown: each published value as a share of the largest (0 to 100), null for a secret one. */
export function longueursBarres(valeurs: readonly ValeurStatistique[]): (number | null)[] {
  const max = Math.max(0, ...valeurs.filter((v): v is number => v !== 'SECRET'));
  return valeurs.map((v) => (v === 'SECRET' ? null : max === 0 ? 0 : (100 * v) / max));
}
