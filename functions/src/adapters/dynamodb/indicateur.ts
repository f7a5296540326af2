/**
 * Entity `indicateur`: the keepers' MCO indicators kept by period (spec 001 §3 "Indicators"), one partition per
 * series so that a whole series is ONE Query: `INDICATEUR#<groupe>` / `<cle>` where the group is a series
 * (`IMMAT_SEMAINE`, `RATTACHEMENT_SEMAINE`: ISO weeks `2026-W48`; `MAJ_MOIS`: `2026-11`; `MAJ_ANNEE`: `2026`) or the
 * statistics report downloads by geographic level (`RAPPORT_BO` / `FRANCE`, `REGION`…). Keys are stored as written
 * (`casing: 'none'`): the sort key's byte order is time order, and the IAM grant of the statistics Lambda names the
 * partition it may add to (infra/aws/lib/api-stack.ts). Written by ADDs: the stream projector
 * (functions/src/projecteurs/indicateurs.ts, each move with its marker below, in one transaction) and the report
 * download (a plain ADD). ACCESS-PATTERNS.md, patterns 12b and 12c.
 */
import { Entity } from 'electrodb';

export const indicateurModel = {
  model: { entity: 'indicateur', version: '1', service: 'registre' },
  attributes: {
    groupe: { type: 'string', required: true, readOnly: true },
    cle: { type: 'string', required: true, readOnly: true },
    valeur: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    parGroupe: {
      pk: { field: 'pk', composite: ['groupe'], template: 'INDICATEUR#${groupe}', casing: 'none' },
      sk: { field: 'sk', composite: ['cle'], template: '${cle}', casing: 'none' },
    },
  },
} as const;

export const creerEntiteIndicateur = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(indicateurModel, opts);

/**
 * Entity `marqueIndicateur`: what the MCO indicators' projector has already counted, so that a replayed stream record
 * counts nothing (DESIGN §3: idempotent projectors). `EVT#<journal line id>` for a journal line counted in its series
 * (expires by TTL a few days later: the stream keeps a record 24 hours); `LOT#<digest>#<k>` for a chunk of a bulk
 * load's directory counters (projecteurs/annuaireLot.ts, two days). Created on `attribute_not_exists` in the
 * transaction that moves the counters. ([issue 23] `IMMAT#<idCopropriete>` markers of earlier versions are no
 * longer read: the registered condominiums are the statistics' count.)
 */
export const marqueIndicateurModel = {
  model: { entity: 'marqueIndicateur', version: '1', service: 'registre' },
  attributes: {
    marque: { type: 'string', required: true, readOnly: true },
    /** epoch seconds */
    ttl: { type: 'number' },
  },
  indexes: {
    parMarque: {
      pk: { field: 'pk', composite: ['marque'], template: 'INDICATEUR_MARQUE#${marque}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'MARQUE' },
    },
  },
} as const;

export const creerEntiteMarqueIndicateur = (opts: ConstructorParameters<typeof Entity>[1]) =>
  new Entity(marqueIndicateurModel, opts);
