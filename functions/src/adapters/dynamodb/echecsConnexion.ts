/**
 * Entity `echecsConnexion`: failed sign-ins of one login string in the current 15-minute window (the login need
 * not exist: the answer must not tell). Expires by TTL; deleted at the next successful sign-in.
 */
import { Entity } from 'electrodb';

export const echecsConnexionModel = {
  model: { entity: 'echecsConnexion', version: '1', service: 'registre' },
  attributes: {
    login: { type: 'string', required: true, readOnly: true },
    nombre: { type: 'number', required: true },
    debut: { type: 'string', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    parLogin: {
      pk: { field: 'pk', composite: ['login'], template: 'ECHECS_CONNEXION#${login}' },
      sk: { field: 'sk', composite: [], template: 'ECHECS_CONNEXION' },
    },
  },
} as const;

export const creerEntiteEchecsConnexion = (opts: ConstructorParameters<typeof Entity>[1]) =>
  new Entity(echecsConnexionModel, opts);
