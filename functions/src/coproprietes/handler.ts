/** Lambda of the `coproprietes` area: the condominium list of a declarant (issue 4), dissolution and the keepers' removals (issue 5). */
import { coproprietes as r } from '@registre/shared/routes/index';
import { creerHandler, implementer, type Implementation } from '../platform/http.ts';
import { rechercherCoproprietes } from './rechercher.ts';
import { rechercherRegistre } from './registre.ts';
import { tableauDeBordSyndic } from './tableauDeBord.ts';
import { implementationsDissolution } from './dissolution.ts';
import { implementationsSuppressions } from './suppressions.ts';
import { ficheCopropriete, infosAction } from './fiche.ts';
import { telechargerAttestation } from './attestation.ts';

export const implementations: Implementation[] = [
  implementer(r.rechercher, ({ session, body }) => rechercherCoproprietes(session, body)),
  implementer(r.rechercherRegistre, ({ body }) => rechercherRegistre(body)), // [issue 11]
  implementer(r.tableauDeBordSyndic, ({ session }) => tableauDeBordSyndic(session)), // [issue 11]
  ...implementationsDissolution,
  ...implementationsSuppressions,
  // [issue 11] the record and what an action may do
  implementer(r.visualisation, ({ session, params }) => ficheCopropriete(session, params.id)),
  implementer(r.infosAction, ({ session, params }) => infosAction(session, params.id, params.authority)),
  implementer(r.attestation, ({ session, params, maintenant }) => telechargerAttestation(session, params.id, maintenant)), // [issue 11]
];

export const handler = creerHandler(implementations);
