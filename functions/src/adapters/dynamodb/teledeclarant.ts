/** Entity `teledeclarant`: a declarant account (syndic firm, volunteer syndic, notary firm) (spec 001 §3). */
import { Entity } from 'electrodb';
import { StatutTeledeclarant, TypeTeledeclarant } from '@registre/shared/domain/enums';

export const teledeclarantModel = {
  model: { entity: 'teledeclarant', version: '1', service: 'registre' },
  attributes: {
    idTeledeclarant: { type: 'number', required: true, readOnly: true },
    type: { type: TypeTeledeclarant.values, required: true },
    statut: { type: StatutTeledeclarant.values, required: true },
    siret: { type: 'string' },
    raisonSociale: { type: 'string' },
    codeApe: { type: 'string' },
    email: { type: 'string' },
    numEtude: { type: 'string' },
    /** the postal activation code, stored hashed */
    codeActivationHash: { type: 'string' },
    dateCreation: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    parId: {
      pk: { field: 'pk', composite: ['idTeledeclarant'], template: 'TELEDECLARANT#${idTeledeclarant}' },
      sk: { field: 'sk', composite: [], template: 'TELEDECLARANT' },
    },
    parSiret: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['siret'], template: 'SIRET#${siret}' },
      sk: { field: 'gsi1sk', composite: ['idTeledeclarant'], template: 'TELEDECLARANT#${idTeledeclarant}' },
    },
  },
} as const;

export const creerEntiteTeledeclarant = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(teledeclarantModel, opts);
