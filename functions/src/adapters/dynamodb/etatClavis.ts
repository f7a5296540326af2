/**
 * Entity `etatClavis`: one pending institutional sign-in (OpenID Connect `state`), with its nonce and PKCE
 * verifier. Read once and deleted by the callback; expires after 10 minutes (TTL, checked on read as well
 * since DynamoDB deletes expired items lazily).
 */
import { Entity } from 'electrodb';

export const etatClavisModel = {
  model: { entity: 'etatClavis', version: '1', service: 'registre' },
  attributes: {
    etat: { type: 'string', required: true, readOnly: true },
    nonce: { type: 'string', required: true },
    verificateur: { type: 'string', required: true },
    /** epoch seconds */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    parEtat: {
      pk: { field: 'pk', composite: ['etat'], template: 'CLAVIS#${etat}' },
      sk: { field: 'sk', composite: [], template: 'CLAVIS' },
    },
  },
} as const;

export const creerEntiteEtatClavis = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(etatClavisModel, opts);
