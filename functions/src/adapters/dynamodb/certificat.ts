/**
 * Entity `certificat`: the lookup item of a client certificate registered on an account. Keyed by a hash of the
 * canonical subject DN, so that the auth context finds the account of a certificate with one GetItem and that a
 * subject DN belongs to one account only (created with a "not exists" condition in the same transaction as the
 * account's own list of certificates).
 */
import { Entity } from 'electrodb';

export const certificatModel = {
  model: { entity: 'certificat', version: '1', service: 'registre' },
  attributes: {
    /** SHA-256 (hex) of the canonical subject DN (functions/src/platform/certificat.ts `cleDn`) */
    cleDn: { type: 'string', required: true, readOnly: true },
    login: { type: 'string', required: true },
    sujet: { type: 'string', required: true },
    emetteur: { type: 'string', required: true },
    /** SHA-256 fingerprint of the certificate last registered for this subject */
    empreinte: { type: 'string', required: true },
    dateEnregistrement: { type: 'string', required: true },
  },
  indexes: {
    parDn: {
      pk: { field: 'pk', composite: ['cleDn'], template: 'CERTIFICAT#${cleDn}' },
      sk: { field: 'sk', composite: [], template: 'CERTIFICAT' },
    },
  },
} as const;

export const creerEntiteCertificat = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(certificatModel, opts);
