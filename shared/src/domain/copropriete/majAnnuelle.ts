/**
 * The annual update of a registered condominium ("mise à jour annuelle", spec 000 §4 `majAnnuelle`): when it is
 * due, when it is late. Pure: nothing here reads the clock — the caller injects `aujourdhui` (ISO yyyy-mm-dd).
 *
 * The rule and its legal source:
 * - CCH art. L711-6: the syndic updates the register's data every year;
 * - CCH art. R711-* (décret n° 2016-1167 du 26 août 2016): the financial data are updated within two months after
 *   the general assembly that approved the accounts of the closed exercise;
 * - loi n° 65-557 du 10 juillet 1965, art. 14-1: the assembly that votes the budget, and approves the accounts,
 *   meets within six months after the last day of the previous exercise.
 *
 * Hence, for a condominium whose last declared exercise closed on C, the next exercise closes on N = C + 12
 * months; its assembly must be held by N + 6 months and the update made by N + 8 months: the update is due from
 * N + 1 day ("À faire") and late after N + 8 months ("En retard").
 * - When the last exercise was declared with accounts the assembly did not approve, the update still to make is
 *   that exercise's own completion (its approval): N = C.
 * - When no exercise is known, the first closing is presumed 12 months after the registration: N = registration
 *   + 12 months.
 */
import { ajouterJours, ajouterMois } from './dates.ts';

export type StatutMajAnnuelle = 'A_FAIRE' | 'FAITE' | 'EN_RETARD';

export const LIBELLES_MAJ_ANNUELLE: Record<StatutMajAnnuelle, string> = {
  A_FAIRE: 'À faire',
  FAITE: 'Faite',
  EN_RETARD: 'En retard',
};

/** An exercise lasts 12 months: the next one closes 12 months after the last one declared. */
const DUREE_EXERCICE_MOIS = 12;
/** Assembly within 6 months of the closing (loi 1965, art. 14-1), then 2 months to update (décret 2016-1167). */
const DELAI_MAJ_APRES_CLOTURE_MOIS = 6 + 2;

export interface EtatMajAnnuelle {
  statut: StatutMajAnnuelle;
  /** first day the annual update is due (À faire from this day) */
  exigibleLe: string;
  /** last day to make it in time (En retard the day after) */
  dateLimite: string;
  /** the next day the status changes by the mere passing of time, null when it will not (already late) */
  prochainChangement: string | null;
}

/** Only registered condominiums (IMMATRICULEE_*) have an annual update. */
export const MAJ_ANNUELLE_APPLICABLE = (etat: string) => etat.startsWith('IMMATRICULEE_');

/**
 * The annual update's state on `aujourdhui`: FAITE before it is due, A_FAIRE from `exigibleLe` to `dateLimite`
 * (both included), EN_RETARD after. null when neither a closing date nor a registration date is known.
 */
export function etatMajAnnuelle(p: {
  aujourdhui: string;
  /** closing date of the last exercise declared (any declaration whose financial data are known), ISO */
  dateClotureDernierExercice: string | null;
  /** the last exercise was declared with accounts the assembly did not approve (to be completed) */
  exerciceNonApprouve: boolean;
  /** registration date (ISO day): when no exercise is known, the first closing is presumed 12 months after it */
  dateImmatriculation: string | null;
}): EtatMajAnnuelle | null {
  // N: the closing of the exercise whose update is the next one to make
  const cloture = p.dateClotureDernierExercice
    ? p.exerciceNonApprouve
      ? p.dateClotureDernierExercice
      : ajouterMois(p.dateClotureDernierExercice, DUREE_EXERCICE_MOIS)
    : p.dateImmatriculation
      ? ajouterMois(p.dateImmatriculation, DUREE_EXERCICE_MOIS)
      : null;
  if (!cloture) return null;

  const exigibleLe = ajouterJours(cloture, 1);
  const dateLimite = ajouterMois(cloture, DELAI_MAJ_APRES_CLOTURE_MOIS);
  if (p.aujourdhui < exigibleLe) return { statut: 'FAITE', exigibleLe, dateLimite, prochainChangement: exigibleLe };
  if (p.aujourdhui <= dateLimite)
    return { statut: 'A_FAIRE', exigibleLe, dateLimite, prochainChangement: ajouterJours(dateLimite, 1) };
  return { statut: 'EN_RETARD', exigibleLe, dateLimite, prochainChangement: null };
}
