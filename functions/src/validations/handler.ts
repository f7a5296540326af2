/**
 * Lambda of the `validations` area (issue 4, issue 5): the keepers' queue, the validation page, its lock and
 * actions, for registrations, attachments, renewals and dissolutions.
 */
import { validations as r } from '@registre/shared/routes/index';
import { creerHandler, implementer, type Implementation } from '../platform/http.ts';
import { demandeLaPlusAncienne, rechercherDemandes } from './file.ts';
import { adressesDeclaration, infosValidation, pageAValider } from './page.ts';
import { deverrouillerCopropriete, ouvrirDemande, ouvrirDemandeSansMandat } from './verrou.ts';
import { affecterAuxAdministrateurs, demanderPrecision, refuserDemande, validerDemande } from './actions.ts';
import {
  mandatCourantValidation,
  mandatsValidation,
  quitterValidationRattachement,
  refuserRattachementParMandat,
} from './rattachements.ts';

export const implementations: Implementation[] = [
  implementer(r.rechercher, ({ body }) => rechercherDemandes(body)),
  implementer(r.plusAncienne, () => demandeLaPlusAncienne()),
  implementer(r.verrouiller, ({ session, params, maintenant }) => ouvrirDemande(session, params.id, maintenant)),
  implementer(r.aValider, ({ session, params }) => pageAValider(session, params.id)),
  implementer(r.deverrouiller, ({ session, params, maintenant }) => deverrouillerCopropriete(session, params.immat, maintenant)),
  implementer(r.infosValidation, ({ params }) => infosValidation(params.immat)),
  implementer(r.adresses, ({ params }) => adressesDeclaration(params.id)),
  implementer(r.valider, ({ session, params, body, maintenant }) => validerDemande(session, params.id, body, maintenant)),
  implementer(r.refuser, ({ session, params, body, maintenant }) => refuserDemande(session, params.id, body, maintenant)),
  implementer(r.affecterTeneur, ({ session, body, maintenant }) => affecterAuxAdministrateurs(session, body, maintenant)),
  implementer(r.demanderPrecision, ({ session, body, maintenant }) => demanderPrecision(session, body, maintenant)),
  implementer(r.mandatEnCoursValidation, ({ params }) => mandatCourantValidation(params.immat)),
  implementer(r.mandatsValidation, ({ params, query }) => mandatsValidation(params.id, query.idMandat)),
  implementer(r.refusRattachement, ({ session, params, query, maintenant }) =>
    refuserRattachementParMandat(session, params.immat, params.idMandat, query, maintenant),
  ),
  implementer(r.quitterValidationRattachement, ({ session, params, maintenant }) =>
    quitterValidationRattachement(session, params.idMandat, maintenant),
  ),
  implementer(r.verrouillerSansMandat, ({ session, params, maintenant }) =>
    ouvrirDemandeSansMandat(session, params.immat, maintenant),
  ),
];

export const handler = creerHandler(implementations);
