/**
 * Entity `fichierDonneesBrutes` (issue 10): the list of raw-data files the export wrote, with their manifest, so
 * that listing and downloading read one partition instead of listing the bucket. One item per day (an export
 * run again the same day replaces its file and its item); it expires with the file (S3 lifecycle, TTL).
 */
import { Entity } from 'electrodb';

export const fichierDonneesBrutesModel = {
  model: { entity: 'fichierDonneesBrutes', version: '1', service: 'registre' },
  attributes: {
    /** yyyymmdd */
    jour: { type: 'string', required: true, readOnly: true },
    nom: { type: 'string', required: true },
    cle: { type: 'string', required: true },
    lignes: { type: 'number', required: true },
    octets: { type: 'number', required: true },
    sha256: { type: 'string', required: true },
    genereLe: { type: 'string', required: true },
    versionColonnes: { type: 'string', required: true },
    dureeMs: { type: 'number' },
    /** epoch seconds: the item goes with the file */
    ttl: { type: 'number' },
  },
  indexes: {
    parJour: {
      pk: { field: 'pk', composite: [], template: 'DONNEES_BRUTES' },
      sk: { field: 'sk', composite: ['jour'], template: 'FICHIER#${jour}' },
    },
  },
} as const;

export const creerEntiteFichierDonneesBrutes = (opts: ConstructorParameters<typeof Entity>[1]) =>
  new Entity(fichierDonneesBrutesModel, opts);
