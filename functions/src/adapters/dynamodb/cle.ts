/**
 * Entity `cle`: a single-use key sent by mail — ACTIVATION (first password of an account, keeper's
 * regeneration) or REINITIALISATION (forgotten password). Only the SHA-256 of the key is stored; the item
 * expires by TTL a day after its validity ends. Consumed by a delete with an existence condition, in the same
 * transaction as what it unlocks: a key serves once, even under concurrent requests.
 */
import { Entity } from 'electrodb';

export const cleModel = {
  model: { entity: 'cle', version: '1', service: 'registre' },
  attributes: {
    hash: { type: 'string', required: true, readOnly: true },
    usage: { type: ['ACTIVATION', 'REINITIALISATION'] as const, required: true },
    login: { type: 'string', required: true },
    expiration: { type: 'string', required: true },
    dateCreation: { type: 'string', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    parHash: {
      pk: { field: 'pk', composite: ['hash'], template: 'CLE#${hash}' },
      sk: { field: 'sk', composite: [], template: 'CLE' },
    },
    /** the keys of one account: older ones are deleted when a new one is issued */
    parLogin: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['login'], template: 'CLES#${login}' },
      sk: { field: 'gsi1sk', composite: ['hash'], template: 'CLE#${hash}' },
    },
  },
} as const;

export const creerEntiteCle = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(cleModel, opts);
