/** Lambda of the `coproprietes` area (issue 4): the condominium list of a declarant. */
import { coproprietes as r } from '@registre/shared/routes/index';
import { creerHandler, implementer } from '../platform/http.ts';
import { rechercherCoproprietes } from './rechercher.ts';

export const implementations = [implementer(r.rechercher, ({ session, body }) => rechercherCoproprietes(session, body))];

export const handler = creerHandler(implementations);
