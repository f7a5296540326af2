/** Lambda of the `coproprietes` area: the condominium list of a declarant (issue 4), dissolution and the keepers' removals (issue 5). */
import { coproprietes as r } from '@registre/shared/routes/index';
import { creerHandler, implementer, type Implementation } from '../platform/http.ts';
import { rechercherCoproprietes } from './rechercher.ts';
import { implementationsDissolution } from './dissolution.ts';
import { implementationsSuppressions } from './suppressions.ts';

export const implementations: Implementation[] = [
  implementer(r.rechercher, ({ session, body }) => rechercherCoproprietes(session, body)),
  ...implementationsDissolution,
  ...implementationsSuppressions,
];

export const handler = creerHandler(implementations);
