/**
 * [issue 25] « Mon établissement » › Accès logiciels: the principal administrator of a syndic's establishment
 * creates, lists, renews and revokes the OAuth 2.0 clients its management software calls the web service with.
 * Served by the `logiciels` Lambda. The secret is shown once, in the answer that creates or renews it.
 */
import { z } from 'zod';
import {
  accesAvecSecretSchema,
  accesLogicielSchema,
  creationAccesLogicielSchema,
  listeAccesLogicielsSchema,
} from '../schemas/logiciels/acces.ts';
import { route } from './route.ts';

const parClient = z.object({
  clientId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, "L'identifiant du client est invalide."),
});

const commun = {
  area: 'logiciels',
  acces: ['ACCES_LOGICIELS'],
  interditEnTantQue: true,
  extension: true,
} as const;

export const lister = route({
  ...commun,
  id: 'accesLogiciels.lister',
  method: 'GET',
  path: '/api/etablissement/acces-logiciels',
  resume: 'Les accès logiciels de votre établissement (actifs et révoqués), avec leur dernière utilisation.',
  response: listeAccesLogicielsSchema,
});

export const creer = route({
  ...commun,
  id: 'accesLogiciels.creer',
  method: 'POST',
  path: '/api/etablissement/acces-logiciels',
  resume: "Crée un accès logiciel (nom du logiciel, portées) : l'identifiant du client et son secret, affiché cette seule fois.",
  body: creationAccesLogicielSchema,
  response: accesAvecSecretSchema,
  succes: [201],
  exigeActivation: true,
  erreurs: ['TROP_D_ACCES_LOGICIELS'],
});

export const renouvelerSecret = route({
  ...commun,
  id: 'accesLogiciels.renouvelerSecret',
  method: 'POST',
  path: '/api/etablissement/acces-logiciels/{clientId}/secret',
  resume: "Remplace le secret d'un accès actif : l'ancien cesse de fonctionner, le nouveau est affiché cette seule fois.",
  params: parClient,
  response: accesAvecSecretSchema,
  erreurs: ['ACCES_LOGICIEL_INACTIF'],
});

export const revoquer = route({
  ...commun,
  id: 'accesLogiciels.revoquer',
  method: 'DELETE',
  path: '/api/etablissement/acces-logiciels/{clientId}',
  resume:
    "Révoque un accès : le logiciel n'obtient plus de jeton et ses jetons en cours cessent de fonctionner en moins d'une minute.",
  params: parClient,
  response: accesLogicielSchema,
});

export const ROUTES_ACCES_LOGICIELS = [lister, creer, renouvelerSecret, revoquer];
