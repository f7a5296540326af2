/**
 * Entity `successeur`: a successor declaration — "the predecessor's declaration" (issue 5, spec 001 "Successor
 * payload", spec 000 VALIDER_DECLA_PREDECESSEUR): the declarant holding a condominium names the syndic who takes
 * it over (SIRET, pro or volunteer, email); the successor confirms with the key mailed to them (SUCCESSEUR_VALIDE)
 * or declines (SUPPRIME). Only the SHA-256 of the key is stored (`empreinteCle`): the link is the secret.
 */
import { Entity } from 'electrodb';

export const STATUTS_SUCCESSEUR = ['SUCCESSEUR_DECLARE', 'SUCCESSEUR_VALIDE', 'SUPPRIME'] as const;

export const successeurModel = {
  model: { entity: 'successeur', version: '1', service: 'registre' },
  attributes: {
    idSuccesseur: { type: 'number', required: true, readOnly: true },
    idCopropriete: { type: 'number', required: true, readOnly: true },
    /** the predecessor: the declarant that holds the condominium, and its current mandate if any */
    idTeledeclarantPredecesseur: { type: 'number', required: true, readOnly: true },
    idMandatPredecesseur: { type: 'number' },
    loginDeclarant: { type: 'string', required: true },
    siret: { type: 'string', required: true },
    type: { type: ['PRO', 'NON_PRO'] as const, required: true },
    email: { type: 'string', required: true },
    /** sha-256 (hex) of the key sent by mail */
    empreinteCle: { type: 'string', required: true, readOnly: true },
    statut: { type: STATUTS_SUCCESSEUR, required: true },
    dateDeclaration: { type: 'string', required: true, readOnly: true },
    /** ISO instant: the link works until then (30 days) */
    expireLe: { type: 'string', required: true },
    idTeledeclarantSuccesseur: { type: 'number' },
    dateConfirmation: { type: 'string' },
    dateSuppression: { type: 'string' },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    parId: {
      pk: { field: 'pk', composite: ['idSuccesseur'], template: 'SUCCESSEUR#${idSuccesseur}' },
      sk: { field: 'sk', composite: [], template: 'SUCCESSEUR' },
    },
    /** the successor declarations of a condominium */
    parCopropriete: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['idCopropriete'], template: 'COPRO_SUCCESSEURS#${idCopropriete}' },
      sk: { field: 'gsi1sk', composite: ['idSuccesseur'], template: 'SUCCESSEUR#${idSuccesseur}' },
    },
    /** the mailed link: by the key's fingerprint */
    parCle: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['empreinteCle'], template: 'SUCCESSEUR_CLE#${empreinteCle}' },
      sk: { field: 'gsi2sk', composite: ['idSuccesseur'], template: 'SUCCESSEUR#${idSuccesseur}' },
    },
  },
} as const;

export const creerEntiteSuccesseur = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(successeurModel, opts);
export type Successeur = import('electrodb').EntityItem<ReturnType<typeof creerEntiteSuccesseur>>;
