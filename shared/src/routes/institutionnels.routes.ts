/**
 * Area `institutionnels`: the institutional single sign-on (OpenID Connect, ProConnect-style; spec 001 §4
 * "Institutional flow", §7 "api/public/clavis/*") and the confidentiality charter that must be accepted before
 * /institutionnels.
 */
import { z } from 'zod';
import { jetonsSchema } from '../schemas/compte.ts';
import {
  acceptationCharteSchema,
  attributsAgentSchema,
  charteSchema,
  retourClavisSchema,
  urlsClavisSchema,
} from '../schemas/institutionnels.ts';
import { route } from './route.ts';

export const urlsClavis = route({
  id: 'institutionnels.urlsClavis',
  area: 'institutionnels',
  method: 'GET',
  path: '/api/public/clavis/geturls',
  acces: 'public',
  resume: "Adresses de connexion (avec état, nonce et défi PKCE) et de déconnexion du fournisseur d'identité institutionnel.",
  response: urlsClavisSchema,
});

export const retourClavis = route({
  id: 'institutionnels.retourClavis',
  area: 'institutionnels',
  method: 'POST',
  path: '/api/public/clavis/callback',
  acces: 'public',
  erreurs: ['CONNEXION_INSTITUTIONNELLE_ECHOUEE', 'CONNEXION_INSTITUTIONNELLE_INDISPONIBLE'],
  extension: true,
  resume:
    "Retour du fournisseur d'identité : le code est échangé côté serveur, l'état et le nonce vérifiés, et une session du registre est ouverte pour l'agent.",
  body: retourClavisSchema,
  response: jetonsSchema,
});

export const estAuthentifieClavis = route({
  id: 'institutionnels.estAuthentifieClavis',
  area: 'institutionnels',
  method: 'GET',
  path: '/api/public/clavis/isauthenticated',
  // a public route never sees the caller's token (no authorizer on it, in AWS as locally): signed-in only, an
  // anonymous caller gets 401, which means "not authenticated"
  acces: 'authentifie',
  resume: "La personne connectée l'est-elle par la connexion institutionnelle (AUTHENTICATED_CLAVIS) ?",
  response: z.boolean(),
});

export const nomServiceClavis = route({
  id: 'institutionnels.nomServiceClavis',
  area: 'institutionnels',
  method: 'GET',
  path: '/api/public/clavis/getservicename',
  acces: 'public',
  resume: "Nom du service d'identité institutionnel (texte), affiché sur le bouton de connexion.",
  response: z.string(),
  responseFormat: 'text',
});

export const attributsClavis = route({
  id: 'institutionnels.attributsClavis',
  area: 'institutionnels',
  method: 'GET',
  path: '/api/public/clavis/getauthattributes',
  acces: ['CHART_CONFIDENTIALITE'],
  resume: "Attributs de l'agent connecté (nom, service, SIRET, niveau géographique), une fois la charte acceptée.",
  response: attributsAgentSchema,
});

export const niveauGeographiqueClavis = route({
  id: 'institutionnels.niveauGeographiqueClavis',
  area: 'institutionnels',
  method: 'GET',
  path: '/api/public/clavis/getniveaugeographique',
  acces: ['CHART_CONFIDENTIALITE'],
  resume: "Niveau géographique de l'agent (texte : NATIONAL, REGION:<code>, DEPARTEMENT:<code>…), une fois la charte acceptée.",
  response: z.string(),
  responseFormat: 'text',
});

export const deconnexionClavis = route({
  id: 'institutionnels.deconnexionClavis',
  area: 'institutionnels',
  method: 'GET',
  path: '/api/public/clavis/logout',
  acces: 'public',
  resume: "Adresse de déconnexion du fournisseur d'identité, à ouvrir dans la même fenêtre.",
  response: z.object({ url: z.string().url() }),
});

export const lireCharte = route({
  id: 'institutionnels.lireCharte',
  area: 'institutionnels',
  method: 'GET',
  path: '/api/institutionnels/charte-confidentialite',
  acces: ['CHART_CONFIDENTIALITE'],
  extension: true,
  resume: 'La charte de confidentialité en vigueur et son acceptation par la personne connectée.',
  response: charteSchema,
});

export const accepterCharte = route({
  id: 'institutionnels.accepterCharte',
  area: 'institutionnels',
  method: 'POST',
  path: '/api/institutionnels/charte-confidentialite',
  acces: ['CHART_CONFIDENTIALITE'],
  extension: true,
  resume: 'Acceptation de la charte de confidentialité (date et version conservées sur le compte, tracée au journal).',
  body: acceptationCharteSchema,
  response: charteSchema,
});

export const ROUTES_INSTITUTIONNELS = [
  urlsClavis,
  retourClavis,
  estAuthentifieClavis,
  nomServiceClavis,
  attributsClavis,
  niveauGeographiqueClavis,
  deconnexionClavis,
  lireCharte,
  accepterCharte,
];
