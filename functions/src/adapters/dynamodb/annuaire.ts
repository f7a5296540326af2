/**
 * [issue 12] The public directory's and statistics' read model, written by the stream projector only
 * (functions/src/projecteurs/annuaire.ts). ACCESS-PATTERNS.md, section "Public directory and statistics".
 * - `entreeAnnuaire` (`ANNUAIRE#<id>` / `ENTREE`): the public record of a condominium as last projected, the
 *   keys of its index rows and the counter moves it made (so the next projection moves them back exactly), and
 *   the stream sequence number it was made from (optimistic lock of concurrent or replayed batches). A condominium
 *   that left the directory keeps a tombstone (`retiree`).
 * - `ligneAnnuaire` (`ANNU#<type>#<cle>` / `<tri>#<rang>`): the list row under each search key: ADR (commune +
 *   normalised street, sorted by house number), COM (commune, newest first). [issue 23] The COM row is also the
 *   row of the department (gsi1 `ANNU#DEP#<dep>` / `<etat>#<rang>`: by state then newest) and of the map (gsi2
 *   `ANNU#GEO#<geohash 4>` / `<geohash 9>#<rang>`: the viewport is a few range reads): one item a condominium
 *   where there were three, and DynamoDB moves it in those indexes when its state or place changes (no row of an
 *   old state to delete). A condominium without commune (no INSEE code) has its row under COM `-`, read by none.
 *   A commune's or a department's total (and a state's in a department) is its statistics cell of all time (n +
 *   sec, e_<etat>), read beside the page: no directory counter of its own. A street's rows are few: counted when
 *   read (up to the « too many results » bound). GEO and DEP rows and total items (TRI_TOTAL) of earlier versions
 *   are deleted by `npm run annuaire:reconstruire` on a projected directory (projecteurs/annuaire.ts `migrerLignes`).
 * - `compteurStatistique` (`STAT#<niveau>#<code>` / `PERIODE#<periode>`): the statistics of a territory × a
 *   period of registration, one number per dimension (projection.ts `dimensionsDe`): one GetItem per figure set.
 * - `compteurCarte` (`CARTE#<precision>#<parent>` / `<cellule>`): condominiums per geohash cell, with the sums of
 *   their coordinates (the cluster's centre), for the map's low zooms.
 */
import { Entity } from 'electrodb';
import { DIMENSIONS } from '@registre/shared/domain/annuaire/projection';
import { normaliserVoie } from '@registre/shared/domain/adresse/normalisation';

/** ADR and COM rows; DEP and GEO: rows of an earlier version (deleted by the migration) */
export const TYPES_LIGNE = ['ADR', 'COM', 'DEP', 'GEO'] as const;
/** [issue 23] The COM partition of the rows of condominiums without a commune (the department and map indexes read them). */
export const SANS_COMMUNE = '-';
export type TypeLigne = (typeof TYPES_LIGNE)[number];
/** The key of an ADR partition: the official commune and the normalised street (adresse/normalisation.ts). */
export const cleAdresse = (commune: string, voie: string | null | undefined) => `${commune}#${normaliserVoie(voie)}`;
/** Map cluster precisions (geohash characters) kept as counters; points are read above the last one. */
export const PRECISIONS_CARTE = [3, 4, 5, 6] as const;

export const entreeAnnuaireModel = {
  model: { entity: 'entreeAnnuaire', version: '1', service: 'registre' },
  attributes: {
    idCopropriete: { type: 'number', required: true, readOnly: true },
    /** FichePublique, or absent on a tombstone */
    fiche: { type: 'any' },
    retiree: { type: 'boolean', default: false },
    /** the index rows written: { type, cle, tri }[] */
    lignes: { type: 'any' },
    /** the counter moves made: { [cle of a counter]: Dimensions } */
    compteurs: { type: 'any' },
    /** the rows its projection replaced, deleted right after the transaction (and again by a replay) */
    aRetirer: { type: 'any' },
    /** stream sequence number of the image it was projected from, left-padded to 40 digits */
    sequence: { type: 'string', required: true },
    /** [issue 23] the group of the stream projector that wrote it and its chunks of counter moves (trancheAnnuaire) */
    lot: { type: 'string' },
    tranches: { type: 'number' },
  },
  indexes: {
    parId: {
      pk: { field: 'pk', composite: ['idCopropriete'], template: 'ANNUAIRE#${idCopropriete}' },
      sk: { field: 'sk', composite: [], template: 'ENTREE' },
    },
  },
} as const;

/** The sort key's end of a directory total item of an earlier version (`~` sorts after digits and letters). */
export const TRI_TOTAL = '~TOTAL';

export const ligneAnnuaireModel = {
  model: { entity: 'ligneAnnuaire', version: '1', service: 'registre' },
  attributes: {
    type: { type: TYPES_LIGNE, required: true, readOnly: true },
    cle: { type: 'string', required: true, readOnly: true },
    tri: { type: 'string', required: true, readOnly: true },
    /** LigneAnnuaire (the list columns); absent on the partition's total item */
    ligne: { type: 'any' },
    // what the advanced criteria filter on
    etat: { type: 'string' },
    codePostal: { type: 'string' },
    voie: { type: 'string' },
    lieuDit: { type: 'string' },
    dateDebutMandat: { type: 'string' },
    dateFinMandat: { type: 'string' },
    statutMajAnnuelle: { type: 'string' },
    exerciceNonApprouve: { type: 'boolean' },
    rattachement: { type: 'string' },
    /** [issue 23] on a COM row: its department and `<etat>#<rang>` (gsi1), its geohash's 4 and 9 characters + rang (gsi2) */
    dep: { type: 'string' },
    triDep: { type: 'string' },
    geo: { type: 'string' },
    triGeo: { type: 'string' },
  },
  indexes: {
    parCle: {
      pk: { field: 'pk', composite: ['type', 'cle'], template: 'ANNU#${type}#${cle}' },
      sk: { field: 'sk', composite: ['tri'], template: '${tri}' },
    },
    // sparse: only the rows that carry both attributes are in the index
    parDepartement: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['dep'], template: 'ANNU#DEP#${dep}' },
      sk: { field: 'gsi1sk', composite: ['triDep'], template: '${triDep}' },
    },
    parCarte: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['geo'], template: 'ANNU#GEO#${geo}' },
      sk: { field: 'gsi2sk', composite: ['triGeo'], template: '${triGeo}' },
    },
  },
} as const;

const nombres = Object.fromEntries(DIMENSIONS.map((d) => [d, { type: 'number' }])) as Record<
  (typeof DIMENSIONS)[number],
  { type: 'number' }
>;

export const compteurStatistiqueModel = {
  model: { entity: 'compteurStatistique', version: '1', service: 'registre' },
  attributes: {
    territoire: { type: 'string', required: true, readOnly: true },
    periode: { type: 'string', required: true, readOnly: true },
    ...nombres,
    miseAJour: { type: 'string' },
  },
  indexes: {
    parCellule: {
      pk: { field: 'pk', composite: ['territoire'], template: 'STAT#${territoire}' },
      sk: { field: 'sk', composite: ['periode'], template: 'PERIODE#${periode}' },
    },
  },
} as const;

export const compteurCarteModel = {
  model: { entity: 'compteurCarte', version: '1', service: 'registre' },
  attributes: {
    precision: { type: 'number', required: true, readOnly: true },
    parent: { type: 'string', required: true, readOnly: true },
    cellule: { type: 'string', required: true, readOnly: true },
    n: { type: 'number' },
    sx: { type: 'number' },
    sy: { type: 'number' },
  },
  indexes: {
    parCellule: {
      pk: { field: 'pk', composite: ['precision', 'parent'], template: 'CARTE#${precision}#${parent}' },
      sk: { field: 'sk', composite: ['cellule'], template: '${cellule}' },
    },
  },
} as const;

/**
 * [issue 23] `trancheAnnuaire` (`ANNUAIRE_LOT#<lot>` / `TRANCHE#<k>`): one chunk (≤ 99 counters) of the summed counter
 * moves of a group of entries the stream projector wrote together, written before the entries' transaction and
 * applied after it in one transaction with `fait` set (on the condition it was not): each chunk counts once, and a
 * replayed group finds what it had left to count. Kept two days (TTL).
 */
export const trancheAnnuaireModel = {
  model: { entity: 'trancheAnnuaire', version: '1', service: 'registre' },
  attributes: {
    lot: { type: 'string', required: true, readOnly: true },
    k: { type: 'number', required: true, readOnly: true },
    /** the moves, `[<famille>|<cle>, Dimensions][]` as JSON */
    mouvements: { type: 'string', required: true },
    fait: { type: 'boolean', required: true },
    /** epoch seconds */
    ttl: { type: 'number' },
  },
  indexes: {
    parLot: {
      pk: { field: 'pk', composite: ['lot'], template: 'ANNUAIRE_LOT#${lot}' },
      sk: { field: 'sk', composite: ['k'], template: 'TRANCHE#${k}' },
    },
  },
} as const;

type Opts = ConstructorParameters<typeof Entity>[1];
export const creerEntiteTrancheAnnuaire = (opts: Opts) => new Entity(trancheAnnuaireModel, opts);
export const creerEntiteEntreeAnnuaire = (opts: Opts) => new Entity(entreeAnnuaireModel, opts);
export const creerEntiteLigneAnnuaire = (opts: Opts) => new Entity(ligneAnnuaireModel, opts);
export const creerEntiteCompteurStatistique = (opts: Opts) => new Entity(compteurStatistiqueModel, opts);
export const creerEntiteCompteurCarte = (opts: Opts) => new Entity(compteurCarteModel, opts);
