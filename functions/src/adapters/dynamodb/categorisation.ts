/**
 * [issue 13] The categorisation tool's items (ACCESS-PATTERNS.md "Categorisation (issue 13)").
 * - `ligneCategorisation` (`CATEG#DEP#<dep>` / `COPRO#<id>`): the compact analytic row of a registered
 *   condominium (shared/src/domain/categorisation/criteres.ts `LigneCategorisation`), written by the stream
 *   projector (projecteurs/categorisation.ts) and by the directory's one-pass rebuild, one partition per
 *   department: a search reads the departments of the caller's scope, in parallel. A row carries the stream
 *   sequence number it was made from (a replayed or late record never overwrites a newer row); a condominium that
 *   left the register or moved to another department leaves a tombstone (`retiree`), so that a late record cannot
 *   bring it back.
 * - the versions of the departments' rows (versionsCategorisation.ts): which snapshot a search may read.
 * - `rechercheCategorisation` (`RECHCAT#<id>` / `RECHERCHE`): a saved search; gsi1 `RECHCAT_AUTEUR#<login>` (my
 *   searches), gsi2 `RECHCAT_TERR#<territoire>` (the searches of a territory, the shared ones kept).
 */
import { Entity } from 'electrodb';

export const ligneCategorisationModel = {
  model: { entity: 'ligneCategorisation', version: '1', service: 'registre' },
  attributes: {
    dp: { type: 'string', required: true, readOnly: true },
    id: { type: 'number', required: true, readOnly: true },
    im: { type: 'string' },
    nm: { type: 'string' },
    ad: { type: 'string' },
    cp: { type: 'string' },
    cn: { type: 'string' },
    ci: { type: 'string' },
    rg: { type: 'string' },
    ep: { type: 'string' },
    /** the Grand Paris territory (EPT) of a commune of the Métropole outside Paris */
    tp: { type: 'string' },
    /** longitude, latitude (4 decimals), when geolocated: the grouped search's centres for its map */
    x: { type: 'number' },
    y: { type: 'number' },
    et: { type: 'string' },
    lo: { type: 'number' },
    lp: { type: 'number' },
    pc: { type: 'string' },
    sy: { type: 'string' },
    ms: { type: 'string' },
    dd: { type: 'string' },
    df: { type: 'string' },
    mj: { type: 'string' },
    pr: { type: 'list', items: { type: 'string' } },
    ti: { type: 'number' },
    sa: { type: 'boolean' },
    dt: { type: 'number' },
    ft: { type: 'number' },
    nc: { type: 'number' },
    /** the condominium left the register or this department */
    retiree: { type: 'boolean' },
    /** stream sequence number of the image it was made from, left-padded to 40 digits ('0': the rebuild) */
    sequence: { type: 'string', required: true },
  },
  indexes: {
    parDepartement: {
      pk: { field: 'pk', composite: ['dp'], template: 'CATEG#DEP#${dp}' },
      sk: { field: 'sk', composite: ['id'], template: 'COPRO#${id}' },
    },
  },
} as const;

export const rechercheCategorisationModel = {
  model: { entity: 'rechercheCategorisation', version: '1', service: 'registre' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    nom: { type: 'string', required: true },
    /** CriteresCategorisation */
    criteres: { type: 'any', required: true },
    auteur: { type: 'string', required: true, readOnly: true },
    prenomAuteur: { type: 'string' },
    nomAuteur: { type: 'string' },
    /** the author's territory when saved (perimetre.ts `cleTerritoire`) */
    territoire: { type: 'string', required: true, readOnly: true },
    partagee: { type: 'boolean', required: true },
    dateCreation: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    parId: {
      pk: { field: 'pk', composite: ['id'], template: 'RECHCAT#${id}' },
      sk: { field: 'sk', composite: [], template: 'RECHERCHE' },
    },
    parAuteur: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['auteur'], template: 'RECHCAT_AUTEUR#${auteur}' },
      sk: { field: 'gsi1sk', composite: ['dateCreation', 'id'], template: '${dateCreation}#${id}' },
    },
    parTerritoire: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['territoire'], template: 'RECHCAT_TERR#${territoire}' },
      sk: { field: 'gsi2sk', composite: ['dateCreation', 'id'], template: '${dateCreation}#${id}' },
    },
  },
} as const;

type Opts = ConstructorParameters<typeof Entity>[1];
export const creerEntiteLigneCategorisation = (opts: Opts) => new Entity(ligneCategorisationModel, opts);
export const creerEntiteRechercheCategorisation = (opts: Opts) => new Entity(rechercheCategorisationModel, opts);
