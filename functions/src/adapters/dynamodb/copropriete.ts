/**
 * Entity `copropriete`: a condominium's summary — what lists, duplicates and the keepers' queue show without
 * reading its declarations (spec 000 §2 list columns, duplicates table). The five blocks live on its
 * declarations; `idDeclarationCourante` points at the one in force.
 */
import { Entity } from 'electrodb';
import { EtatCopropriete, TypeImmat } from '@registre/shared/domain/enums';

/** [issue 10] The register's list of every condominium is spread over this many index partitions (export). */
export const PARTITIONS_REGISTRE = 64;

export const coproprieteModel = {
  model: { entity: 'copropriete', version: '1', service: 'registre' },
  attributes: {
    idCopropriete: { type: 'number', required: true, readOnly: true },
    /** 2 letters and 7 digits, given at registration and never reused (sequence.immatriculation) */
    immatriculation: { type: 'string' },
    etat: { type: EtatCopropriete.values, required: true },
    typeImmat: { type: TypeImmat.values, required: true },
    nomCopropriete: { type: 'string' },
    adresseReference: { type: 'string' },
    codePostal: { type: 'string' },
    commune: { type: 'string' },
    codeInsee: { type: 'string' },
    dateReglementCopropriete: { type: 'string' },
    nbLots: { type: 'number' },
    nbBatiments: { type: 'number' },
    /** at least one parcel could not be located (filter coproNonGeolocalisees) */
    parcellesNonGeolocalisees: { type: 'boolean', default: false },
    /**
     * the declarant that registered it or holds its mandate (syndic), whose users see it; absent for a condominium
     * imported from the RNIC file that no declarant of the register holds yet (not in the gsi1 list of anyone)
     */
    idTeledeclarant: { type: 'number' },
    /** legal representative shown in lists: the syndic's or the notary firm's name */
    representantLegal: { type: 'string' },
    idDeclarationCourante: { type: 'number' },
    /** the pending validation request (keepers' queue), if any */
    idDemandeEnCours: { type: 'string' },
    idMandatCourant: { type: 'number' },
    dateFinMandat: { type: 'string' },
    /** [issue 11] start of the current mandate (list criterion dateDebutMandat) */
    dateDebutMandat: { type: 'string' },
    /** the keys of the duplicate index written for it (cleDoublon items), to remove them with it */
    clesDoublon: { type: 'set', items: 'string' },
    dateImmatriculation: { type: 'string' },
    /** [issue 10] 'RNIC': imported from the open-data file */
    origine: { type: 'string' },
    /**
     * [issue 10] what the imported row carries that no block holds (ComplementsRnic): the representative of a syndic
     * with no account here (a volunteer's identity is never kept), the successor flag, the file's counts and zones
     */
    rnic: { type: 'any' },
    /**
     * [issue 11] the annual update (shared/src/domain/copropriete/majAnnuelle.ts): its status, the day it falls due,
     * its last day in time, the next day the status changes by the passing of time (the reminders workflow reads
     * that day), and what the last exercises were. Absent on a condominium that is not registered.
     */
    statutMajAnnuelle: { type: ['A_FAIRE', 'FAITE', 'EN_RETARD'] as const },
    majAnnuelleExigibleLe: { type: 'string' },
    majAnnuelleDateLimite: { type: 'string' },
    majAnnuelleProchainChangement: { type: 'string' },
    dateDerniereMajAnnuelle: { type: 'string' },
    dateClotureDernierExercice: { type: 'string' },
    dateAgDerniereMajAnnuelle: { type: 'string' },
    /** the last exercise was declared with accounts the assembly did not approve (isExerciceNonApprouve) */
    exerciceNonApprouve: { type: 'boolean' },
    /** [issue 11] the exercises declared (ExerciceEnregistre[]: dates, locked or not, the declaration that holds it) */
    exercices: { type: 'any' },
    /** [issue 11] reminders sent (workflow relance-maj-annuelle): the exigibleLe / dateLimite they were sent for */
    relanceMajExigible: { type: 'string' },
    relanceMajRetard: { type: 'string' },
    /** [issue 12] the public part of the declaration in force (shared/src/domain/annuaire/projection.ts ResumePublic) */
    publique: { type: 'any' },
    /** [issue 13] what the categorisation tool filters on (shared/src/domain/categorisation/criteres.ts ResumeAnalytique) */
    analytique: { type: 'any' },
    dateCreation: { type: 'string', required: true, readOnly: true },
    dateModification: { type: 'string' },
    version: { type: 'number', required: true, default: 1 },
    /** [issue 10] gsi3 partition of the register's list (raw-data export), derived from the id */
    partitionRegistre: {
      type: 'number',
      readOnly: true,
      watch: ['idCopropriete'],
      set: (valeur?: number, item?: Record<string, unknown>) =>
        valeur ?? (typeof item?.idCopropriete === 'number' ? item.idCopropriete % PARTITIONS_REGISTRE : undefined),
    },
  },
  indexes: {
    parId: {
      pk: { field: 'pk', composite: ['idCopropriete'], template: 'COPRO#${idCopropriete}' },
      sk: { field: 'sk', composite: [], template: 'COPRO' },
    },
    /** the condominiums of a declarant (syndic's or notary's list) */
    parTeledeclarant: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['idTeledeclarant'], template: 'TD_COPROS#${idTeledeclarant}' },
      sk: { field: 'gsi1sk', composite: ['idCopropriete'], template: 'COPRO#${idCopropriete}' },
    },
    /** lookup by registration number (sparse: only registered condominiums) */
    parImmatriculation: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['immatriculation'], template: 'IMMAT#${immatriculation}' },
      // a composite taken from the main key: a fixed template would be written "undefined" when an update adds
      // the number to an existing item
      sk: { field: 'gsi2sk', composite: ['idCopropriete'], template: 'COPRO#${idCopropriete}' },
    },
    /**
     * [issue 10] every condominium, over PARTITIONS_REGISTRE partitions: what the raw-data export reads in parallel
     * segments (a Query per partition reads condominium summaries only, where a Scan reads every item of the table)
     */
    registre: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['partitionRegistre'], template: 'REGISTRE#${partitionRegistre}' },
      sk: { field: 'gsi3sk', composite: ['idCopropriete'], template: 'COPRO#${idCopropriete}' },
    },
  },
} as const;

export const creerEntiteCopropriete = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(coproprieteModel, opts);
export type Copropriete = import('electrodb').EntityItem<ReturnType<typeof creerEntiteCopropriete>>;
