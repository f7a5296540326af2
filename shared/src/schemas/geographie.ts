/**
 * Communes (spec 000 §7 api/public/communes/lib, communesabsorbees) and the geocoding and building-id ports as
 * the browser calls them through the register's API (spec 000 §7 "External services", §7 "Geocode choice
 * behaviour"): the browser never calls the national services itself, so the same code runs against the real
 * services in AWS and the local gazetteer on `npm start`.
 */
import { z } from 'zod';
import { OBLIGATOIRE } from './commun.ts';

export const MAX_REPONSES_GEOCODAGE = 10;

export const communeSchema = z.object({ codeInsee: z.string(), nom: z.string(), codePostal: z.string().nullable() });
export type Commune = z.infer<typeof communeSchema>;
export const communeAbsorbeeSchema = z.object({ codeInsee: z.string(), nom: z.string(), type: z.string() });

/** An address the geocoder proposes (BAN/IGN Géoplateforme, type StreetAddress). x, y: WGS 84 longitude, latitude. */
export const adresseGeocodeeSchema = z.object({
  libelle: z.string(),
  numero: z.string().nullable(),
  voie: z.string().nullable(),
  codePostal: z.string().nullable(),
  commune: z.string().nullable(),
  codeInsee: z.string().nullable(),
  x: z.number(),
  y: z.number(),
  /** BAN interoperability key (e.g. 75056_2222_00012) */
  idBan: z.string().nullable(),
  score: z.number().nullable(),
});
export type AdresseGeocodee = z.infer<typeof adresseGeocodeeSchema>;

/** A cadastral parcel the geocoder found (type CadastralParcel). */
export const parcelleGeocodeeSchema = z.object({
  codeInsee: z.string(),
  commune: z.string().nullable(),
  codePostal: z.string().nullable(),
  prefixe: z.string(),
  section: z.string(),
  numero: z.string(),
  x: z.number(),
  y: z.number(),
});
export type ParcelleGeocodee = z.infer<typeof parcelleGeocodeeSchema>;

export const rechercheAdresseSchema = z.object({
  q: z
    .string({ error: OBLIGATOIRE })
    .trim()
    .min(3, "Saisissez au moins 3 caractères de l'adresse.")
    .max(200, '200 caractères au maximum.'),
  maximumResponses: z.coerce.number().int().min(1).max(MAX_REPONSES_GEOCODAGE).default(MAX_REPONSES_GEOCODAGE),
});
export const rechercheParcelleSchema = z.object({
  codeInsee: z
    .string({ error: OBLIGATOIRE })
    .trim()
    .regex(/^(\d{5}|2[AB]\d{3})$/i, 'Le code INSEE comporte 5 caractères (exemple : 75056 ou 2A004).'),
  prefixe: z
    .string()
    .trim()
    .regex(/^\d{3}$/, 'Le préfixe comporte 3 chiffres (000 par défaut).')
    .default('000'),
  section: z
    .string({ error: OBLIGATOIRE })
    .trim()
    .regex(/^0?[A-Za-z]{1,2}$/, 'La section cadastrale comporte 2 lettres au maximum.'),
  numero: z
    .string({ error: OBLIGATOIRE })
    .trim()
    .regex(/^\d{1,4}$/, 'Le numéro de parcelle comporte 4 chiffres au maximum (de 1 à 9999).'),
});

export const resultatsAdresseSchema = z.object({ resultats: z.array(adresseGeocodeeSchema) });
export const resultatsParcelleSchema = z.object({ resultats: z.array(parcelleGeocodeeSchema) });
export const batimentSchema = z.object({ idRnb: z.string().nullable() });
