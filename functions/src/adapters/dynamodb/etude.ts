/**
 * Entity `etude`: a notary office number (CRPCEN, the spec's numEtude) -> the declarant of the firm. Created with
 * a "not exists" condition in the registration transaction: one firm per office, even under concurrent requests.
 */
import { Entity } from 'electrodb';

export const etudeModel = {
  model: { entity: 'etude', version: '1', service: 'registre' },
  attributes: {
    numEtude: { type: 'string', required: true, readOnly: true },
    idTeledeclarant: { type: 'number', required: true },
    dateCreation: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    parNumero: {
      pk: { field: 'pk', composite: ['numEtude'], template: 'ETUDE#${numEtude}' },
      sk: { field: 'sk', composite: [], template: 'ETUDE' },
    },
  },
} as const;

export const creerEntiteEtude = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(etudeModel, opts);
