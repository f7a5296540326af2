/**
 * [issue 25] The web service for syndic software (`/api/logiciels/v1`), but its OpenAPI document and reference page
 * (platform): each route calls the use cases of the forms, as the establishment the access's token names.
 */
import { logiciels as r } from '@registre/shared/routes/index';
import { implementer } from '../../platform/http.ts';
import { ficheLogiciel, listerCoproprietes } from './coproprietes.ts';
import { etatDemande } from './demandes.ts';
import { immatriculerParLogiciel } from './immatriculation.ts';
import { envoyerLot, lireLot } from './lots.ts';
import { rattacherParLogiciel, renouvelerParLogiciel } from './mandats.ts';
import { miseAJourParLogiciel } from './miseAJour.ts';

export const implementations = [
  implementer(r.coproprietes, ({ session, query, maintenant }) => listerCoproprietes(session, query, maintenant)),
  implementer(r.copropriete, ({ session, params }) => ficheLogiciel(session, params.numero)),
  implementer(r.immatriculer, ({ session, body, maintenant }) => immatriculerParLogiciel(session, body, maintenant)),
  implementer(r.majAnnuelle, ({ session, params, body, maintenant }) =>
    miseAJourParLogiciel(session, params.numero, 'ANNUELLE', body, maintenant),
  ),
  implementer(r.majStandard, ({ session, params, body, maintenant }) =>
    miseAJourParLogiciel(session, params.numero, 'STANDARD', body, maintenant),
  ),
  implementer(r.renouveler, ({ session, params, body, maintenant }) =>
    renouvelerParLogiciel(session, params.numero, body, maintenant),
  ),
  implementer(r.rattacher, ({ session, body, maintenant }) => rattacherParLogiciel(session, body, maintenant)),
  implementer(r.demande, ({ session, params }) => etatDemande(session, params.idDemande)),
  implementer(r.envoyerLot, ({ session, body, maintenant }) => envoyerLot(session, body, maintenant)),
  implementer(r.lot, ({ session, params }) => lireLot(session, params.idLot)),
];
