/**
 * Entity `cleDoublon`: the duplicate index (spec 000 §4 "Duplicates are then checked"). For each condominium
 * submitted or registered, one small item per key: its reference address (BAN key or normalised label), its
 * street in its commune, each parcel, its normalised name in its commune. A duplicate check is a handful of
 * Queries on exact keys, then one BatchGet of the candidates: its cost does not grow with the register.
 */
import { Entity } from 'electrodb';

export const cleDoublonModel = {
  model: { entity: 'cleDoublon', version: '1', service: 'registre' },
  attributes: {
    cle: { type: 'string', required: true, readOnly: true },
    idCopropriete: { type: 'number', required: true, readOnly: true },
    /** house number, for "nearby address in the same street" */
    numero: { type: 'number' },
  },
  indexes: {
    parCle: {
      pk: { field: 'pk', composite: ['cle'], template: 'DOUBLON#${cle}' },
      sk: { field: 'sk', composite: ['idCopropriete'], template: 'COPRO#${idCopropriete}' },
    },
  },
} as const;

export const creerEntiteCleDoublon = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(cleDoublonModel, opts);
