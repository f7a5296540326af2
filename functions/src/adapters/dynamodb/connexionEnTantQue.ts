/**
 * Entity `connexionEnTantQue`: an audited impersonation (spec 001 §1, §7 "login-as"). One per keeper: while it
 * exists and has not expired, the auth context serves the requests of the keeper's session that started it as
 * the target account, and the journal names both. Written by api/teledeclarant/loginAs/{id}, deleted by
 * api/restoreAccount or the sign-out of that session; expires after 2 hours (TTL on top).
 */
import { Entity } from 'electrodb';

export const connexionEnTantQueModel = {
  model: { entity: 'connexionEnTantQue', version: '1', service: 'registre' },
  attributes: {
    /** the keeper who acts */
    login: { type: 'string', required: true, readOnly: true },
    /** the account they act as */
    cible: { type: 'string', required: true },
    /** [issue 15] the keeper's session that started it: their other sessions are not acting as anyone */
    session: { type: 'string', required: true },
    debut: { type: 'string', required: true },
    expiration: { type: 'string', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    parLogin: {
      pk: { field: 'pk', composite: ['login'], template: 'EN_TANT_QUE#${login}' },
      sk: { field: 'sk', composite: [], template: 'EN_TANT_QUE' },
    },
  },
} as const;

export const creerEntiteConnexionEnTantQue = (opts: ConstructorParameters<typeof Entity>[1]) =>
  new Entity(connexionEnTantQueModel, opts);
