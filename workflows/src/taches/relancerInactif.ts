/** Task `RelancerInactif` of the `relance-inactivite` workflow: the reminder mail of one account, once. */
import { relancer } from '@registre/functions/comptes/inactivite';

export const handler = (payload: { login: string; maintenant: string }) => relancer(payload.login, payload.maintenant);
