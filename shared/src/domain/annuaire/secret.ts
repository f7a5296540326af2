/**
 * [issue 12] Statistical secrecy of the public statistics.
 *
 * Rule chosen: a figure computed on fewer than SEUIL_SECRET condominiums is not published (« secret
 * statistique »). The threshold follows the French official statistics' small-area rule: the Comité du secret
 * statistique and Insee do not publish local results computed on fewer than 11 households (règle des « 11 ménages »,
 * applied to carroyed data and to infra-communal results, e.g. Filosofi), the strictest of the public statistics'
 * thresholds (the one for legal units, « moins de 3 unités », loi n° 51-711 du 7 juin 1951, art. 6, is laxer). A
 * condominium's figures describe the homes of its households: the household rule applies.
 *
 * Secondary secrecy: within a breakdown whose total is published, a masked cell could be recovered by subtracting
 * the published cells from the total. So whenever a breakdown masks anything, further cells (the smallest
 * published ones first) are masked until at least two are masked and the masked cells together weigh at least
 * the threshold; when that cannot be reached, every cell is masked.
 */
import { SECRET, type ValeurStatistique } from '../../schemas/statistiques.ts';

export const SEUIL_SECRET = 11;

/** A lone figure: its own count of condominiums decides. */
export const figure = (valeur: number, coproprietes: number): ValeurStatistique =>
  coproprietes > 0 && coproprietes < SEUIL_SECRET ? SECRET : valeur;

/**
 * The cells of a breakdown of a published total, each with the number of condominiums it counts (`poids`):
 * which ones are masked (primary then secondary secrecy). Empty cells (0) are published: they reveal nothing.
 */
export function cellulesMasquees(poids: readonly number[]): boolean[] {
  const masque = poids.map((p) => p > 0 && p < SEUIL_SECRET);
  const masques = () => masque.filter(Boolean).length;
  const poidsMasque = () => poids.reduce((s, p, i) => s + (masque[i] ? p : 0), 0);
  if (masques() === 0) return masque;
  // the smallest published non-empty cells first
  const candidats = poids
    .map((p, i) => ({ p, i }))
    .filter(({ p, i }) => p > 0 && !masque[i])
    .sort((a, b) => a.p - b.p);
  while ((masques() < 2 || poidsMasque() < SEUIL_SECRET) && candidats.length) masque[candidats.shift()!.i] = true;
  if (masques() < 2 || poidsMasque() < SEUIL_SECRET) return poids.map(() => true);
  return masque;
}
