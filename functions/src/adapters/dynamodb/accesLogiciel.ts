/**
 * [issue 25] Entity `accesLogiciel`: one OAuth 2.0 client of an establishment's management software (« accès
 * logiciel »), keyed by the client id the identity provider gave it (a Cognito app client in AWS, a client of the
 * local OpenID provider locally). The secret is never stored: the provider alone knows it. The platform reads the
 * access behind a token's `client_id` (revoked or unknown: 401) and writes `dernierUsage` without touching `version`
 * (a call is no change of the access); every change of the access itself goes through a transaction on `version`.
 */
import { Entity, type EntityItem } from 'electrodb';

export const STATUTS_ACCES_LOGICIEL = ['ACTIF', 'REVOQUE'] as const;

export const accesLogicielModel = {
  model: { entity: 'accesLogiciel', version: '1', service: 'registre' },
  attributes: {
    clientId: { type: 'string', required: true, readOnly: true },
    /** the establishment (declarant) the software acts for */
    idTeledeclarant: { type: 'number', required: true, readOnly: true },
    nomLogiciel: { type: 'string', required: true },
    /** `lecture`, `declaration`, `mise-a-jour` (shared/src/domain/logiciels/portees.ts) */
    portees: { type: 'list', items: { type: 'string' }, required: true },
    statut: { type: STATUTS_ACCES_LOGICIEL, required: true },
    creeLe: { type: 'string', required: true, readOnly: true },
    /** login of the principal administrator who created it */
    creePar: { type: 'string', required: true, readOnly: true },
    secretRenouveleLe: { type: 'string' },
    /** the last call made with it, to the minute (written by the platform) */
    dernierUsage: { type: 'string' },
    revoqueLe: { type: 'string' },
    revoquePar: { type: 'string' },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    parClient: {
      pk: { field: 'pk', composite: ['clientId'], template: 'ACCES_LOGICIEL#${clientId}' },
      sk: { field: 'sk', composite: [], template: 'ACCES_LOGICIEL' },
    },
    /** « Mon établissement » › Accès logiciels: the establishment's accesses, in order of creation */
    parTeledeclarant: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['idTeledeclarant'], template: 'TD_ACCES_LOGICIELS#${idTeledeclarant}' },
      sk: { field: 'gsi1sk', composite: ['creeLe', 'clientId'], template: 'ACCES_LOGICIEL#${creeLe}#${clientId}' },
    },
  },
} as const;

export const creerEntiteAccesLogiciel = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(accesLogicielModel, opts);
export type AccesLogicielItem = EntityItem<ReturnType<typeof creerEntiteAccesLogiciel>>;
