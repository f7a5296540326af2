/** [issue 25] « Mon établissement » › Accès logiciels: the four routes of the establishment's software accesses. */
import { accesLogiciels } from '@registre/shared/routes/index';
import { implementer, ReponseHttp } from '../../platform/http.ts';
import { creerAcces, listerAcces, renouvelerSecret, revoquerAcces } from './acces.ts';

export const implementations = [
  implementer(accesLogiciels.lister, ({ session }) => listerAcces(session)),
  implementer(
    accesLogiciels.creer,
    async ({ session, body, maintenant }) => new ReponseHttp(201, await creerAcces(session, body, maintenant)),
  ),
  implementer(accesLogiciels.renouvelerSecret, ({ session, params, maintenant }) =>
    renouvelerSecret(session, params.clientId, maintenant),
  ),
  implementer(accesLogiciels.revoquer, ({ session, params, maintenant }) => revoquerAcces(session, params.clientId, maintenant)),
];
