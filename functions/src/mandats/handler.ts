/** Lambda of the `mandats` area (issue 5): attachment checks, mandate reads, attachment requests. */
import { mandats as r } from '@registre/shared/routes/index';
import { creerHandler, implementer, type Implementation } from '../platform/http.ts';
import {
  controler,
  etatCopropriete,
  mandatCourant,
  mandatDeMemeSiren,
  mandatsEnCours,
  rattachementEnCoursSur,
} from './mandats.ts';
import { demanderRattachement } from './rattachement.ts';
import { demanderRattachementJustifie } from './rattachementJustifie.ts';
import {
  estSuccesseurDeclare,
  etablissementDuMandat,
  lireDateDebutMandatPrecedent,
  lireMandatEnCoursAVenir,
  lireMandatPrecedentArchive,
} from './lectures.ts';
import { implementationsDocuments } from './documents.ts';
import { implementationsRenouvellement } from './renouvellement.ts';
import { implementationsSuccesseur } from './successeur.ts';
import { implementationsGestionMandats } from './gestionTeneur.ts';

export const implementations: Implementation[] = [
  implementer(r.existe, ({ session, params }) => controler(session, params.immat, 'existe')),
  implementer(r.rattachementOk, ({ session, params }) => controler(session, params.immat, 'rattachementOk')),
  implementer(r.etatOk, ({ session, params }) => controler(session, params.immat, 'etatOk')),
  implementer(r.mandatMemeSiren, ({ session, params }) => mandatDeMemeSiren(session, params.x)),
  implementer(r.getEtat, ({ session, params }) => etatCopropriete(session, params.x)),
  implementer(r.courant, ({ session, params }) => mandatCourant(session, params.id)),
  implementer(r.enCours, ({ session }) => mandatsEnCours(session)),
  implementer(r.rattachementEnCours, ({ session, params }) => rattachementEnCoursSur(session, params.idMandat)),
  implementer(r.rattachementSansJustificatif, ({ session, body, maintenant }) => demanderRattachement(session, body, maintenant)),
  implementer(r.rattachement, ({ session, body, maintenant }) => demanderRattachementJustifie(session, body, maintenant)),
  implementer(r.mandatEnCoursAVenir, ({ session, params, maintenant }) =>
    lireMandatEnCoursAVenir(session, params.id, maintenant),
  ),
  implementer(r.mandatPrecArchive, ({ session, params }) => lireMandatPrecedentArchive(session, params.id)),
  implementer(r.dateDebutMandatPrec, ({ session, params }) => lireDateDebutMandatPrecedent(session, params.id, params.bool)),
  implementer(r.successeurDeclare, ({ session, params }) => estSuccesseurDeclare(session, params.x)),
  implementer(r.etablissementDuMandat, ({ session, params }) => etablissementDuMandat(session, params.idMandat)),
  ...implementationsDocuments,
  ...implementationsRenouvellement,
  ...implementationsSuccesseur,
  ...implementationsGestionMandats,
];

export const handler = creerHandler(implementations);
