/** Entity `compteur`: a counter maintained on write (read models that must stay cheap at a million rows). */
import { Entity } from 'electrodb';

export const compteurModel = {
  model: { entity: 'compteur', version: '1', service: 'registre' },
  attributes: {
    nom: { type: 'string', required: true, readOnly: true },
    valeur: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    parNom: {
      pk: { field: 'pk', composite: ['nom'], template: 'COMPTEUR#${nom}' },
      sk: { field: 'sk', composite: [], template: 'COMPTEUR' },
    },
  },
} as const;

export const creerEntiteCompteur = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(compteurModel, opts);
