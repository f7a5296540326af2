/**
 * [issue 25] A batch of annual updates sent by a syndic's software (`POST /api/logiciels/v1/lots`), applied in the
 * background by the workflow `lot-maj-annuelles`. One partition per batch, `LOT_LOGICIEL#<idLot>`:
 * - `lotLogiciel` (sk `LOT`): who sent it — the establishment, the session's account, profile and authorities the
 *   workflow acts with, the software's access (the journal names it) —, the number of each entry in the order sent,
 *   and its status (EN_COURS until every entry has its result);
 * - `trancheLot` (sk `TRANCHE#<rank on 4>`): the entries as sent, by slices of ≤ 50 (gzipped JSON, base64), read
 *   once by the workflow;
 * - `resultatLot` (sk `RESULTAT#<index on 4>`): one small item per entry applied or refused, written by batches
 *   (BatchWriteItem) as the workflow goes: the batch's progress is the count of these items.
 * Everything expires with the table's TTL after CONSERVATION_LOT_JOURS. ACCESS-PATTERNS.md, « Web service ».
 */
import { Entity } from 'electrodb';

const pk = { field: 'pk', composite: ['idLot'], template: 'LOT_LOGICIEL#${idLot}' } as const;

/** An entry's index on 4 digits: the sort key orders the slices and results as sent. */
export const rangLot = (n: number) => String(n).padStart(4, '0');

export const lotLogicielModel = {
  model: { entity: 'lotLogiciel', version: '1', service: 'registre' },
  attributes: {
    idLot: { type: 'string', required: true, readOnly: true },
    idTeledeclarant: { type: 'number', required: true, readOnly: true },
    /** the session the workflow rebuilds: the establishment's account the software acts as, its profile, authorities */
    login: { type: 'string', required: true, readOnly: true },
    profil: { type: 'string', required: true, readOnly: true },
    autorites: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    /** the software's access (absent when the batch was not sent through a token: tests) */
    clientId: { type: 'string', readOnly: true },
    nomLogiciel: { type: 'string', readOnly: true },
    total: { type: 'number', required: true, readOnly: true },
    /** each entry's registration number, in the order sent ('' when the entry had none) */
    numeros: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    statut: { type: ['EN_COURS', 'TERMINE'] as const, required: true },
    creeLe: { type: 'string', required: true, readOnly: true },
    termineLe: { type: 'string' },
    ttl: { type: 'number', required: true },
  },
  indexes: { parId: { pk, sk: { field: 'sk', composite: [], template: 'LOT' } } },
} as const;

export const trancheLotModel = {
  model: { entity: 'trancheLot', version: '1', service: 'registre' },
  attributes: {
    idLot: { type: 'string', required: true, readOnly: true },
    rang: { type: 'string', required: true, readOnly: true },
    /** gzip of the JSON array of `{ index, numeroImmatriculation, maj }`, base64 */
    contenu: { type: 'string', required: true, readOnly: true },
    nombre: { type: 'number', required: true, readOnly: true },
    ttl: { type: 'number', required: true },
  },
  indexes: { parLot: { pk, sk: { field: 'sk', composite: ['rang'], template: 'TRANCHE#${rang}' } } },
} as const;

export const resultatLotModel = {
  model: { entity: 'resultatLot', version: '1', service: 'registre' },
  attributes: {
    idLot: { type: 'string', required: true, readOnly: true },
    rang: { type: 'string', required: true, readOnly: true },
    index: { type: 'number', required: true },
    numeroImmatriculation: { type: 'string' },
    statut: { type: ['APPLIQUEE', 'REFUSEE'] as const, required: true },
    /** [{ chemin, message }]: each field's French error at its JSON path in the batch's body */
    erreurs: { type: 'any', required: true },
    code: { type: 'string' },
    idDeclaration: { type: 'number' },
    traiteLe: { type: 'string', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: { parLot: { pk, sk: { field: 'sk', composite: ['rang'], template: 'RESULTAT#${rang}' } } },
} as const;

type Options = ConstructorParameters<typeof Entity>[1];
export const creerEntiteLotLogiciel = (opts: Options) => new Entity(lotLogicielModel, opts);
export const creerEntiteTrancheLot = (opts: Options) => new Entity(trancheLotModel, opts);
export const creerEntiteResultatLot = (opts: Options) => new Entity(resultatLotModel, opts);
export type LotLogiciel = import('electrodb').EntityItem<ReturnType<typeof creerEntiteLotLogiciel>>;
export type ResultatLot = import('electrodb').EntityItem<ReturnType<typeof creerEntiteResultatLot>>;
