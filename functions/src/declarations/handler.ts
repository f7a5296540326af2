/** Lambda of the `declarations` area (issue 4): drafts, duplicates, submissions of syndics and notaries. */
import { declarations as r } from '@registre/shared/routes/index';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { identificationVersServeur } from '@registre/shared/schemas/copropriete/identification';
import type { ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { creerHandler, implementer } from '../platform/http.ts';
import { exigerAutoriteParcours, exigerDeclarationDe } from './commun.ts';
import {
  changerEtape,
  enregistrerBrouillon,
  lireBrouillon,
  listerBrouillons,
  nouveauBrouillon,
  supprimerBrouillon,
} from './brouillons.ts';
import { trouverDoublons } from './doublons.ts';
import { soumettreDeclaration } from './soumission.ts';
import { continuer, ecarterDoublon, soumettreNotaire, typeModifNotaireOk } from './notaire.ts';
import { remplacerParcelles } from './parcelles.ts';
import { completerExercice } from './completionExercice.ts';
import { enregistrerBrouillonMiseAJour, enregistrerMiseAJour } from './miseAJour.ts';
import { ouvrirMiseAJour, voirMiseAJour } from './ouvertureMiseAJour.ts';
import { declarationCopropriete, declarerErreur } from '../coproprietes/fiche.ts';

export const implementations = [
  implementer(r.nouvelle, async ({ session, params, maintenant }) => nouveauBrouillon(session, params.x, maintenant)),
  implementer(r.brouillon, ({ session, params, maintenant }) => lireBrouillon(session, params.id, maintenant)),
  implementer(r.brouillons, ({ session }) => listerBrouillons(session)),
  implementer(r.enregistrerBrouillon, ({ session, params, body, maintenant }) =>
    enregistrerBrouillon(session, params.x, body, maintenant),
  ),
  implementer(r.changerEtatBrouillon, ({ session, body, maintenant }) => changerEtape(session, body, maintenant)),
  implementer(r.supprimerBrouillon, ({ session, params, maintenant }) => supprimerBrouillon(session, params.id, maintenant)),
  implementer(r.doublonsBrouillon, async ({ session, params }) => {
    const d = await exigerDeclarationDe(session, params.id);
    const v = d.immatCopropriete as ImmatCopropriete;
    return trouverDoublons(v.identification, params.n, [d.idCopropriete, ...(d.doublonsEcartes ?? [])]);
  }),
  implementer(r.doublonsMaj, async ({ params, body }) =>
    trouverDoublons(identificationVersServeur(body.identification), params.n, [body.idCopropriete]),
  ),
  implementer(r.soumettre, async ({ session, body, maintenant }) => {
    const d = await exigerDeclarationDe(session, body.id);
    if (d.typeImmat !== 'DEFAULT')
      throw new ErreurMetier('REQUETE_INVALIDE', {
        typeImmat: 'Ce brouillon est une immatriculation par un notaire : il se soumet par le parcours du notaire.',
      });
    exigerAutoriteParcours(session, 'DEFAULT');
    return soumettreDeclaration({
      session,
      declaration: d,
      version: body.version,
      confirmations: body.confirmations,
      doublonsConserves: body.doublonsConserves,
      maintenant,
    });
  }),
  implementer(r.soumettreNotaire, ({ session, params, body, maintenant }) =>
    soumettreNotaire(session, params.x, body, maintenant),
  ),
  implementer(r.continuerNotaire, async ({ session, params, body, maintenant }) =>
    continuer(session, params.type, body, maintenant),
  ),
  implementer(r.typeModifNotaireOk, ({ params }) => typeModifNotaireOk(params.immat)),
  implementer(r.validerDoublonCoproNotaire, ({ session, params, maintenant }) =>
    ecarterDoublon(session, params.key, params.immat, maintenant),
  ),
  implementer(r.parcellesNonGeolocalisees, ({ session, params, body, maintenant }) =>
    remplacerParcelles(session, params.idDeclaration, body, maintenant),
  ),
  // [issue 11] updates
  implementer(r.ouvrirMiseAJour, ({ session, params, maintenant }) =>
    ouvrirMiseAJour(session, params.a, params.b, params.c, maintenant),
  ),
  implementer(r.voirMiseAJour, ({ session, params, maintenant }) => voirMiseAJour(session, params.a, params.b, maintenant)),
  implementer(r.enregistrerMiseAJour, ({ session, params, body, maintenant }) =>
    params.a
      ? enregistrerMiseAJour(session, params.x, body, maintenant)
      : enregistrerBrouillonMiseAJour(session, params.x, body, maintenant),
  ),
  implementer(r.declarationCopropriete, ({ session, params }) => declarationCopropriete(session, params.id)),
  implementer(r.completerExercice, ({ session, params, body, maintenant }) =>
    completerExercice(session, params.id, body, maintenant),
  ),
  implementer(r.declarerErreur, ({ session, params, query, maintenant }) =>
    declarerErreur(session, params.id, query.erreur, maintenant),
  ),
];

export const handler = creerHandler(implementations);
