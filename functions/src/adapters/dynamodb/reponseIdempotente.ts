/**
 * [issue 25] Entity `reponseIdempotente`: the first answer to a write of the web service for syndic software sent
 * with an `Idempotency-Key`, kept 24 hours (TTL) per access and key. `empreinte` (SHA-256 of the method, the path
 * and the body) tells a replay (same body: the stored answer) from a reuse (another body: 422). `EN_COURS` while
 * the first request runs: a concurrent retry answers 409 rather than writing twice.
 */
import { Entity } from 'electrodb';

export const reponseIdempotenteModel = {
  model: { entity: 'reponseIdempotente', version: '1', service: 'registre' },
  attributes: {
    clientId: { type: 'string', required: true, readOnly: true },
    cle: { type: 'string', required: true, readOnly: true },
    empreinte: { type: 'string', required: true },
    statut: { type: ['EN_COURS', 'TERMINEE'] as const, required: true },
    status: { type: 'number' },
    /** the answer's JSON body, as sent */
    corps: { type: 'string' },
    /** the answer's own headers (Location…), JSON */
    entetes: { type: 'string' },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    parCle: {
      pk: { field: 'pk', composite: ['clientId', 'cle'], template: 'IDEMPOTENCE#${clientId}#${cle}' },
      sk: { field: 'sk', composite: [], template: 'IDEMPOTENCE' },
    },
  },
} as const;

export const creerEntiteReponseIdempotente = (opts: ConstructorParameters<typeof Entity>[1]) =>
  new Entity(reponseIdempotenteModel, opts);
