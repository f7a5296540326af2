/**
 * Entity `agentInstitutionnel`: what the institutional identity provider says of an agent (spec 001 §4), kept
 * beside the agent's register account (same login) and refreshed at each institutional sign-in.
 */
import { Entity } from 'electrodb';
import { NIVEAUX_GEOGRAPHIQUES } from '@registre/shared/schemas/institutionnels';

export const agentInstitutionnelModel = {
  model: { entity: 'agentInstitutionnel', version: '1', service: 'registre' },
  attributes: {
    login: { type: 'string', required: true, readOnly: true },
    /** `iss` and `sub` of the identity provider */
    emetteur: { type: 'string', required: true },
    sub: { type: 'string', required: true },
    siret: { type: 'string' },
    service: { type: 'string' },
    niveauGeographique: { type: NIVEAUX_GEOGRAPHIQUES, required: true },
    codeGeographique: { type: 'string' },
    /**
     * [issue 14] spec 001 §4 "Keeper profiles also check the institutional login": the keeper account (its login) this
     * institutional identity opens — a keeper agent signed in through the provider. The identity's own login (the
     * key) then has no register account: its sessions are the keeper's, recognised as AUTHENTICATED_CLAVIS.
     */
    compteTeneur: { type: 'string' },
    dateCreation: { type: 'string', required: true, readOnly: true },
    derniereConnexion: { type: 'string', required: true },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    parLogin: {
      pk: { field: 'pk', composite: ['login'], template: 'AGENT#${login}' },
      sk: { field: 'sk', composite: [], template: 'AGENT' },
    },
  },
} as const;

export const creerEntiteAgentInstitutionnel = (opts: ConstructorParameters<typeof Entity>[1]) =>
  new Entity(agentInstitutionnelModel, opts);
