/**
 * Entity `mandat`: a syndic's mandate over a condominium (spec 000 §3 "Mandate"), stored in the condominium's
 * partition. Registration by a syndic creates the first one from the infoRattachement block.
 */
import { Entity } from 'electrodb';
import { StatutDeclaration, TypeJustifMandat } from '@registre/shared/domain/enums';

export const mandatModel = {
  model: { entity: 'mandat', version: '1', service: 'registre' },
  attributes: {
    idCopropriete: { type: 'number', required: true, readOnly: true },
    idMandat: { type: 'number', required: true, readOnly: true },
    idTeledeclarant: { type: 'number', required: true },
    statut: { type: StatutDeclaration.values, required: true },
    dateDebut: { type: 'string', required: true },
    dateFin: { type: 'string', required: true },
    adminProvisoire: { type: 'boolean' },
    typeJustif: { type: TypeJustifMandat.values },
    idDocument: { type: 'string' },
    nomFichier: { type: 'string' },
    dateTeleversement: { type: 'string' },
    dateCreation: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true, default: 1 },
    // issue 5, workflow expiration-mandats: the end-date index of CURRENT mandates (gsi3, sparse)
    /**
     * The end date while the mandate is COURANT, absent otherwise: every write that makes a mandate COURANT sets
     * it (`finCourant: dateFin`), the expiry removes it with `moisFinCourant`, which takes it out of the index.
     */
    finCourant: { type: 'string' },
    /** yyyy-mm of `finCourant`, derived: the partition of the end-date index */
    moisFinCourant: {
      type: 'string',
      watch: ['finCourant'],
      set: (_valeur?: string, item?: Record<string, unknown>) =>
        typeof item?.finCourant === 'string' ? item.finCourant.slice(0, 7) : undefined,
    },
    /** when the syndic was warned of the end (written before the mail: one mail however often the run) */
    avertiLe: { type: 'string' },
    /** [issue 25] a refused request's mandate: the keeper's reason and the refusal types (read by the web service) */
    motifRefus: { type: 'string' },
    typesMotifRefus: { type: 'list', items: { type: 'string' } },
  },
  indexes: {
    parCopropriete: {
      pk: { field: 'pk', composite: ['idCopropriete'], template: 'COPRO#${idCopropriete}' },
      sk: { field: 'sk', composite: ['idMandat'], template: 'MANDAT#${idMandat}' },
    },
    parTeledeclarant: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['idTeledeclarant'], template: 'TD_MANDATS#${idTeledeclarant}' },
      sk: { field: 'gsi1sk', composite: ['idMandat'], template: 'MANDAT#${idMandat}' },
    },
    parId: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['idMandat'], template: 'MANDAT#${idMandat}' },
      sk: { field: 'gsi2sk', composite: [], template: 'MANDAT' },
    },
    /**
     * current mandates by end date (workflow expiration-mandats), sparse: only items with `finCourant`. The sort
     * key is the end date alone (a composite taken from the main key would make every write of a mandate that is
     * not COURANT an incomplete gsi3 key); the items carry their condominium and mandate ids.
     */
    parFinCourant: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['moisFinCourant'], template: 'FIN_MANDATS#${moisFinCourant}' },
      sk: { field: 'gsi3sk', composite: ['finCourant'], template: 'FIN#${finCourant}' },
    },
  },
} as const;

export const creerEntiteMandat = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(mandatModel, opts);
export type Mandat = import('electrodb').EntityItem<ReturnType<typeof creerEntiteMandat>>;
