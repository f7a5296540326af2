/** Task `DesactiverInactif` of the `relance-inactivite` workflow: one account still inactive after its reminder. */
import { desactiver } from '@registre/functions/comptes/inactivite';

export const handler = (payload: { login: string; maintenant: string }) => desactiver(payload.login, payload.maintenant);
