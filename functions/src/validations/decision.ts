/**
 * What every keeper's decision shares (attachment, renewal, dissolution): the request held by the keeper, deleted
 * FIRST in the decision's transaction on the version they saw — so that when that write fails, the decision was
 * someone else's (409 DEMANDE_DEJA_TRAITEE) and nothing of this one is written.
 */
import type { CodeErreur } from '@registre/shared/errors/catalogue';
import type { EntitesTransaction } from '../adapters/dynamodb/service.ts';
import type { DemandeValidation } from '../adapters/dynamodb/demandeValidation.ts';
import type { Session } from '../platform/session.ts';

export interface ContexteDecision {
  demande: DemandeValidation;
  version: number;
  session: Session;
  maintenant: Date;
}

/** Write 0 of a decision: the request deleted, if still held by the caller at that version. */
export const supprimerDemandeTenue = (e: EntitesTransaction, p: ContexteDecision) =>
  e.demandeValidation
    .delete({ idDemande: p.demande.idDemande })
    .where((a, { eq }) => `${eq(a.version, p.version)} AND ${eq(a.loginTeneurEnCours, p.session.login)}`)
    .commit();

/** The failed writes of a decision's transaction → the answer: write 0 (the request) means already decided. */
export const conflitDecision = (indices: number[]): CodeErreur =>
  indices.includes(0) ? 'DEMANDE_DEJA_TRAITEE' : 'CONFLIT_MODIFICATION';

/**
 * The request held by the caller at `version`, released (the lock removed) with what changes on it: assigned to
 * the keeper administrators, waiting for the declarant's precision, back in the queue.
 */
export const relacherDemandeTenue = (
  e: EntitesTransaction,
  idDemande: string,
  p: { version: number; login: string },
  changements: Partial<Pick<DemandeValidation, 'statut' | 'affecteeTeneur' | 'raisonAffectationTeneur'>>,
) =>
  e.demandeValidation
    .patch({ idDemande })
    .set(changements)
    .remove(['loginTeneurEnCours', 'nomTeneurEnCours'])
    .add({ version: 1 })
    .where((a, { eq }) => `${eq(a.version, p.version)} AND ${eq(a.loginTeneurEnCours, p.login)}`)
    .commit();
