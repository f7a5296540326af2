/**
 * Area `referentiels`: communes by postal code and absorbed communes (spec 000 §7), and the geocoding and
 * building-id ports the wizard uses for addresses and parcels (extensions: the browser goes through the API).
 */
import { z } from 'zod';
import {
  batimentSchema,
  communeAbsorbeeSchema,
  communeSchema,
  rechercheAdresseSchema,
  rechercheParcelleSchema,
  resultatsAdresseSchema,
  resultatsParcelleSchema,
} from '../schemas/geographie.ts';
import { route } from './route.ts';

export const communes = route({
  id: 'referentiels.communes',
  area: 'referentiels',
  method: 'GET',
  path: '/api/public/communes/lib/{x}',
  acces: 'public',
  resume: "Communes d'un code postal (5 chiffres) ou dont le nom commence par le texte donné (3 lettres au moins).",
  params: z.object({
    x: z
      .string()
      .trim()
      .min(2, 'Saisissez un code postal ou au moins 2 lettres du nom de la commune.')
      .max(60, '60 caractères au maximum.'),
  }),
  response: z.array(communeSchema),
});

export const communesAbsorbees = route({
  id: 'referentiels.communesAbsorbees',
  area: 'referentiels',
  method: 'GET',
  path: '/api/public/communesabsorbees/{x}',
  acces: 'public',
  resume: "Communes déléguées ou associées (anciennes communes absorbées) d'une commune, par son code INSEE.",
  params: z.object({
    x: z
      .string()
      .trim()
      .regex(/^(\d{5}|2[AB]\d{3})$/i, 'Le code INSEE comporte 5 caractères (exemple : 75056 ou 2A004).'),
  }),
  response: z.array(communeAbsorbeeSchema),
});

export const geocoderAdresse = route({
  id: 'referentiels.geocoderAdresse',
  area: 'referentiels',
  method: 'GET',
  path: '/api/geocodage/adresses',
  // [issue 12] public: the anonymous directory geocodes the address a visitor types (rate-limited at the gateway)
  acces: 'public',
  erreurs: ['GEOLOCALISATION_INDISPONIBLE'],
  extension: true,
  resume:
    'Complétion d’adresse par le service national de géocodage (type StreetAddress, 10 réponses au plus) ; 503 GEOLOCALISATION_INDISPONIBLE si le service ne répond pas.',
  query: rechercheAdresseSchema,
  response: resultatsAdresseSchema,
});

export const geocoderParcelle = route({
  id: 'referentiels.geocoderParcelle',
  area: 'referentiels',
  method: 'GET',
  path: '/api/geocodage/parcelles',
  acces: 'authentifie',
  erreurs: ['GEOLOCALISATION_INDISPONIBLE'],
  extension: true,
  resume: 'Recherche d’une parcelle cadastrale (commune, préfixe, section, numéro) par le service national de géocodage.',
  query: rechercheParcelleSchema,
  response: resultatsParcelleSchema,
});

export const batiment = route({
  id: 'referentiels.batiment',
  area: 'referentiels',
  method: 'GET',
  path: '/api/geocodage/batiment/{cleBan}',
  acces: 'public',
  erreurs: ['GEOLOCALISATION_INDISPONIBLE'],
  extension: true,
  resume: "Identifiant RNB du bâtiment d'une adresse, par sa clé d'interopérabilité BAN (null si aucun bâtiment).",
  params: z.object({
    cleBan: z
      .string()
      .trim()
      .regex(/^[0-9AB]{5}_[0-9a-z]{4,5}_\d{5}(_[a-z0-9]+)?$/i, "Clé d'interopérabilité BAN invalide."),
  }),
  response: batimentSchema,
});

export const ROUTES_GEOGRAPHIE = [communes, communesAbsorbees, geocoderAdresse, geocoderParcelle, batiment];
