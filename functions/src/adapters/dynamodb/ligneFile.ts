/**
 * [issue 15] The keepers' queue index, written by the stream projector only (functions/src/projecteurs/file.ts):
 * one tiny row (≈ 0.2 kB: its keys and the request's id) per (view of the queue, pending request), so that the
 * requests of the page a keeper sees are ONE Query of its partition in the order it shows; their lines are then
 * read from the request items themselves (BatchGet), always current (lock, decision). Views (`file`):
 * - `TOUTES` and `<typeDemande>`: every pending request / those of one type, sorted in the default order;
 * - `HD` and `HD-<typeDemande>`: the same, out-of-delay requests only (filter `horsDelaiSeulement`);
 * - `ANCIENNES`: the requests waiting for the keepers (not DEMANDE_PRECISION), oldest first (`rechercher/oldest`).
 * The sort key `cle` is built by `cleFile` / `cleAnciennete` (functions/src/validations/ordre.ts) and stored as is
 * (`casing: 'none'`: byte order IS the order of the queue). Each view's number of rows is the `compteur`
 * `file.<file>`, moved in the transaction that puts or deletes a row. ACCESS-PATTERNS.md, "Keepers' validation queue".
 */
import { Entity } from 'electrodb';

export const ligneFileModel = {
  model: { entity: 'ligneFile', version: '1', service: 'registre' },
  attributes: {
    file: { type: 'string', required: true, readOnly: true },
    cle: { type: 'string', required: true, readOnly: true },
    idDemande: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    parFile: {
      pk: { field: 'pk', composite: ['file'], template: 'FILE#${file}' },
      sk: { field: 'sk', composite: ['cle'], template: '${cle}', casing: 'none' },
    },
  },
} as const;

export const creerEntiteLigneFile = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(ligneFileModel, opts);
export type LigneFile = import('electrodb').EntityItem<ReturnType<typeof creerEntiteLigneFile>>;
