/**
 * [issue 11] The condominium lists' read model, written by the stream projector only (functions/src/projecteurs):
 * - `ligneListe`: one row per (holder, filter) a condominium belongs to, so that a page of a syndic's or notary
 *   firm's list under a filter is ONE Query of its partition sorted by the condominium's id (newest first = sk
 *   descending). A row carries the list's columns and what the criteria read; it is small (≈ 0.4 kB).
 * - `cleRecherche`: the keepers' search keys over the whole register, by normalised name and by normalised
 *   reference address (sorted words: word order, case and accents do not matter). One small item per key.
 * Their totals per filter are `compteur` items (`liste.<idTeledeclarant>.<filtre>`), moved in the transaction
 * that puts or deletes a row. ACCESS-PATTERNS.md, section "Condominium lists, board and keepers' search".
 */
import { Entity } from 'electrodb';
import { EtatCopropriete } from '@registre/shared/domain/enums';

/** Imported ids are 1e10 + rank: 12 digits sort every id of the register as a string (sk). */
export const rangCopropriete = (idCopropriete: number) => String(idCopropriete).padStart(12, '0');

export const ligneListeModel = {
  model: { entity: 'ligneListe', version: '1', service: 'registre' },
  attributes: {
    idTeledeclarant: { type: 'number', required: true, readOnly: true },
    /** one of FILTRES_COPROPRIETES */
    filtre: { type: 'string', required: true, readOnly: true },
    /** the condominium's id on 12 digits (rangCopropriete) */
    rang: { type: 'string', required: true, readOnly: true },
    idCopropriete: { type: 'number', required: true },
    idDeclaration: { type: 'number' },
    immatriculation: { type: 'string' },
    nomCopropriete: { type: 'string' },
    adresseReference: { type: 'string' },
    etat: { type: EtatCopropriete.values, required: true },
    nbLots: { type: 'number' },
    nbBatiments: { type: 'number' },
    dateDebutMandat: { type: 'string' },
    dateFinMandat: { type: 'string' },
    representantLegal: { type: 'string' },
    parcellesNonGeolocalisees: { type: 'boolean' },
    /** a request waits for a keeper (copropriete.idDemandeEnCours present) */
    demandeEnCours: { type: 'boolean' },
    /** the condominium has a current (or expired) mandate (copropriete.idMandatCourant present) */
    avecMandat: { type: 'boolean' },
    statutMajAnnuelle: { type: ['A_FAIRE', 'FAITE', 'EN_RETARD'] as const },
  },
  indexes: {
    parListe: {
      pk: { field: 'pk', composite: ['idTeledeclarant', 'filtre'], template: 'LISTE#${idTeledeclarant}#${filtre}' },
      sk: { field: 'sk', composite: ['rang'], template: 'COPRO#${rang}' },
    },
  },
} as const;

export const creerEntiteLigneListe = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(ligneListeModel, opts);
export type LigneListe = import('electrodb').EntityItem<ReturnType<typeof creerEntiteLigneListe>>;

export const cleRechercheModel = {
  model: { entity: 'cleRecherche', version: '1', service: 'registre' },
  attributes: {
    /** NOM: the name's words; ADR: the reference address's words, without its postcode */
    type: { type: ['NOM', 'ADR'] as const, required: true, readOnly: true },
    /** the normalised, sorted words (listes.ts cleNom / cleAdresse) */
    cle: { type: 'string', required: true, readOnly: true },
    rang: { type: 'string', required: true, readOnly: true },
    idCopropriete: { type: 'number', required: true },
  },
  indexes: {
    parCle: {
      pk: { field: 'pk', composite: ['type', 'cle'], template: 'RECHERCHE#${type}#${cle}' },
      sk: { field: 'sk', composite: ['rang'], template: 'COPRO#${rang}' },
    },
  },
} as const;

export const creerEntiteCleRecherche = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(cleRechercheModel, opts);
