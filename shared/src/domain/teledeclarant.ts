/** Declarant rules that the reference lists expose. */
import type { Profil } from './profils.ts';
import { StatutTeledeclarant } from './enums.ts';

type Statut = (typeof StatutTeledeclarant.values)[number];

/**
 * Declarant status transitions (spec 001 §4 says they "are not shown"; ours): an account is created
 * (ATT_CREA_COMPTE), its email confirmed (ATT_ACTIVATION), its postal code entered (ACTIF); a keeper may delete
 * at any stage; a notary's provisional declarant (ATT_FIN_IMM_NOT) becomes active when the notary finishes.
 */
export const STATUTS_SUIVANTS: Record<Statut, readonly Statut[]> = {
  ATT_CREA_COMPTE: ['ATT_ACTIVATION', 'SUPPRIME'],
  ATT_ACTIVATION: ['ACTIF', 'SUPPRIME'],
  ACTIF: ['SUPPRIME'],
  SUPPRIME: [],
  ATT_FIN_IMM_NOT: ['ACTIF', 'SUPPRIME'],
};

/** Profiles a declarant type may hold (api/profil-utilisateurs/type/{t}). */
export const PROFILS_PAR_TYPE: Record<string, readonly Profil[]> = {
  PRO: ['TELE_PRO_ADMIN_PRINC', 'TELE_PRO_ADMIN_SECOND', 'TELE_PRO_GESTION'],
  NON_PRO: ['TELE_NONPRO_ADMIN_PRINC', 'TELE_NONPRO_ADMIN_SECOND', 'TELE_NONPRO_GESTION'],
  NOTAIRE: ['NOTAIRE_ADMIN', 'NOTAIRE_NOTAIRE', 'NOTAIRE_COLLAB'],
  NOTAIRE_NOTAIRE: ['NOTAIRE_NOTAIRE'],
  NOTAIRE_COLLABORATEUR: ['NOTAIRE_COLLAB'],
  '0': ['TENEUR_ADMIN_PRINC', 'TENEUR_ADMIN_SCOND', 'TENEUR_ASS_HOTLINE_ADMIN', 'TENEUR_ASS_HOTLINE_GES'],
  institutionnel: ['INSTITUTIONNEL'],
  AUTRE: [],
};

/**
 * Profiles a user may give to another user of their own account (api/profil-utilisateurs/disponible):
 * the principal administrator gives any non-principal profile of the family, a secondary administrator only
 * the manager profile (spec 001 §6), the notary administrator any notary profile but the administrator.
 */
export function profilsAttribuables(createur: Profil): Profil[] {
  switch (createur) {
    case 'TELE_PRO_ADMIN_PRINC':
      return ['TELE_PRO_ADMIN_SECOND', 'TELE_PRO_GESTION'];
    case 'TELE_PRO_ADMIN_SECOND':
      return ['TELE_PRO_GESTION'];
    case 'TELE_NONPRO_ADMIN_PRINC':
      return ['TELE_NONPRO_ADMIN_SECOND', 'TELE_NONPRO_GESTION'];
    case 'TELE_NONPRO_ADMIN_SECOND':
      return ['TELE_NONPRO_GESTION'];
    case 'NOTAIRE_ADMIN':
      return ['NOTAIRE_NOTAIRE', 'NOTAIRE_COLLAB'];
    case 'TENEUR_ADMIN_PRINC':
      return ['TENEUR_ADMIN_SCOND', 'TENEUR_ASS_HOTLINE_ADMIN', 'TENEUR_ASS_HOTLINE_GES'];
    default:
      return [];
  }
}

/** Maximum of secondary administrators per establishment (spec 001 §5, §9). */
export const MAX_ADMIN_SECONDAIRES = 4;
