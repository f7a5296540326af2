/**
 * The confidentiality charter of the institutional area (spec 001 §4 "Institutional flow": the charter is validated
 * and the user goes to /institutionnels, otherwise the user is logged out). An account holding
 * CHART_CONFIDENTIALITE uses its other institutional authorities only once it has accepted the charter in force:
 * until then the auth context withholds them, and the platform answers 403 CHARTE_NON_ACCEPTEE.
 */
import type { Autorite } from '@registre/shared/domain/profils';
import { VERSION_CHARTE } from '@registre/shared/schemas/institutionnels';

/** What the charter gates. */
export const AUTORITES_SOUS_CHARTE: readonly Autorite[] = ['CATEGORISATION', 'DONNEES_BRUTES'];

export const charteAcceptee = (u: { charteVersion?: string }) => u.charteVersion === VERSION_CHARTE;

export function selonCharte(
  u: { charteVersion?: string },
  autorites: Autorite[],
): { autorites: Autorite[]; charteNonAcceptee: boolean } {
  if (!autorites.includes('CHART_CONFIDENTIALITE') || charteAcceptee(u)) return { autorites, charteNonAcceptee: false };
  return { autorites: autorites.filter((a) => !AUTORITES_SOUS_CHARTE.includes(a)), charteNonAcceptee: true };
}
