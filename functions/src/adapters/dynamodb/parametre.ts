/** Entity `parametre`: a setting the keepers change at run time (e.g. the home page information message). */
import { Entity } from 'electrodb';

export const parametreModel = {
  model: { entity: 'parametre', version: '1', service: 'registre' },
  attributes: {
    cle: { type: 'string', required: true, readOnly: true },
    valeur: { type: 'string' },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    parCle: {
      pk: { field: 'pk', composite: ['cle'], template: 'PARAMETRE#${cle}' },
      sk: { field: 'sk', composite: [], template: 'PARAMETRE' },
    },
  },
} as const;

export const creerEntiteParametre = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(parametreModel, opts);
