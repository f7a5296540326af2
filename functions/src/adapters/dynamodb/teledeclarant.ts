/** Entity `teledeclarant`: a declarant account (syndic firm, volunteer syndic, notary firm) (spec 001 §3). */
import { Entity } from 'electrodb';
import { StatutTeledeclarant, TypeTeledeclarant } from '@registre/shared/domain/enums';

/** The keepers' search reads this many partitions of gsi2 in parallel (ACCESS-PATTERNS.md #13). */
export const PARTITIONS_RECHERCHE = 8;

export const teledeclarantModel = {
  model: { entity: 'teledeclarant', version: '1', service: 'registre' },
  attributes: {
    idTeledeclarant: { type: 'number', required: true, readOnly: true },
    type: { type: TypeTeledeclarant.values, required: true },
    statut: { type: StatutTeledeclarant.values, required: true },
    siret: { type: 'string' },
    raisonSociale: { type: 'string' },
    codeApe: { type: 'string' },
    email: { type: 'string' },
    telephone: { type: 'string' },
    domicilieFrance: { type: 'boolean' },
    numEtude: { type: 'string' },
    /** the postal activation code, stored hashed; wrong entries counted, locked at 5 */
    codeActivationHash: { type: 'string' },
    essaisCodeActivation: { type: 'number' },
    dateEnvoiCodeActivation: { type: 'string' },
    dateActivation: { type: 'string' },
    // copies kept on write for the keepers' search (issue 3): principal administrator and establishment town
    nomAdmin: { type: 'string' },
    prenomAdmin: { type: 'string' },
    loginAdmin: { type: 'string' },
    motDePasseActive: { type: 'boolean' },
    codePostal: { type: 'string' },
    commune: { type: 'string' },
    /** gsi2 partition of the keepers' search, derived from the id */
    partitionRecherche: {
      type: 'number',
      readOnly: true,
      watch: ['idTeledeclarant'],
      set: (valeur?: number, item?: Record<string, unknown>) =>
        valeur ?? (typeof item?.idTeledeclarant === 'number' ? item.idTeledeclarant % PARTITIONS_RECHERCHE : undefined),
    },
    dateCreation: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    parId: {
      pk: { field: 'pk', composite: ['idTeledeclarant'], template: 'TELEDECLARANT#${idTeledeclarant}' },
      sk: { field: 'sk', composite: [], template: 'TELEDECLARANT' },
    },
    parSiret: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['siret'], template: 'SIRET#${siret}' },
      sk: { field: 'gsi1sk', composite: ['idTeledeclarant'], template: 'TELEDECLARANT#${idTeledeclarant}' },
    },
    /** the keepers' search: every declarant, spread over PARTITIONS_RECHERCHE partitions */
    recherche: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['partitionRecherche'], template: 'TELEDECLARANTS#${partitionRecherche}' },
      sk: { field: 'gsi2sk', composite: ['idTeledeclarant'], template: 'TELEDECLARANT#${idTeledeclarant}' },
    },
    /** sign-up's "email and SIRET match" rule: declarants by contact email */
    parEmail: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['email'], template: 'TD_EMAIL#${email}' },
      sk: { field: 'gsi3sk', composite: ['idTeledeclarant'], template: 'TELEDECLARANT#${idTeledeclarant}' },
    },
  },
} as const;

export const creerEntiteTeledeclarant = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(teledeclarantModel, opts);
export type Teledeclarant = import('electrodb').EntityItem<ReturnType<typeof creerEntiteTeledeclarant>>;
