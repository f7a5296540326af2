/**
 * [issue 25] What the principal administrator of a syndic's establishment may do with its « accès logiciels »:
 * who manages them, how many may be active at once, which change each state allows. The use cases of
 * functions/src/logiciels/acces call these rules; the screen reads the same limit.
 */
import type { CodeErreur } from '../../errors/catalogue.ts';
import type { Profil } from '../profils.ts';

/** Only a syndic's principal administrator (professional or volunteer) gives its software an access. */
export const PROFILS_GESTION_ACCES_LOGICIELS: readonly Profil[] = ['TELE_PRO_ADMIN_PRINC', 'TELE_NONPRO_ADMIN_PRINC'];

/** At most this many active accesses per establishment (one per software and environment is the expected use). */
export const MAX_ACCES_LOGICIELS_ACTIFS = 10;

export type StatutAccesLogiciel = 'ACTIF' | 'REVOQUE';

export const gereAccesLogiciels = (profil: Profil): boolean => PROFILS_GESTION_ACCES_LOGICIELS.includes(profil);

/** Why a new access is refused, or null: the caller's profile, then the establishment's active accesses. */
export function refusCreationAcces(profil: Profil, actifs: number): CodeErreur | null {
  if (!gereAccesLogiciels(profil)) return 'ACCES_NON_AUTORISE';
  if (actifs >= MAX_ACCES_LOGICIELS_ACTIFS) return 'TROP_D_ACCES_LOGICIELS';
  return null;
}

/** A secret is renewed on an active access only: a revoked one never works again. */
export const refusRenouvellementSecret = (statut: StatutAccesLogiciel): CodeErreur | null =>
  statut === 'ACTIF' ? null : 'ACCES_LOGICIEL_INACTIF';

/**
 * What a revocation does: an active access is revoked (written, journaled, its client deleted at the provider); a
 * revoked one is answered as it is (idempotent), its client deleted again in case the first deletion failed.
 */
export const effetRevocation = (statut: StatutAccesLogiciel): 'REVOQUER' | 'DEJA_REVOQUE' =>
  statut === 'ACTIF' ? 'REVOQUER' : 'DEJA_REVOQUE';
