/**
 * Entity `reclamation`: a complaint of the contact form (spec 001 §7 "Complaint form") and its handling in the
 * keepers' inbox. Its reference (`REC-2026-000123`) is its key; the attachment is a supporting document of the
 * documents bucket (`idDocument`). Listed newest first (the reference sorts as the deposit order) by status (gsi1) and all
 * statuses together (gsi2).
 */
import { Entity } from 'electrodb';
import { CODES_STATUT_RECLAMATION } from '@registre/shared/domain/reclamation/listes';

export const reclamationModel = {
  model: { entity: 'reclamation', version: '1', service: 'registre' },
  attributes: {
    reference: { type: 'string', required: true, readOnly: true },
    /** the inbox lists of every status share one constant partition (gsi2) */
    toutes: { type: 'string', required: true, readOnly: true, default: 'TOUTES' },
    statut: { type: CODES_STATUT_RECLAMATION, required: true },
    typeDemandeur: { type: 'string', required: true, readOnly: true },
    objet: { type: 'string', required: true, readOnly: true },
    type: { type: 'string', required: true, readOnly: true },
    nom: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    telephone: { type: 'string' },
    message: { type: 'string', required: true, readOnly: true },
    immatriculation: { type: 'string' },
    adresseReference: { type: 'string' },
    idDocument: { type: 'string' },
    nomFichier: { type: 'string' },
    taille: { type: 'number' },
    attribueA: { type: 'string' },
    /** the answers sent: { auteur, date, texte }[] */
    reponses: { type: 'any' },
    motifCloture: { type: 'string' },
    dateDepot: { type: 'string', required: true, readOnly: true },
    dateModification: { type: 'string', required: true },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    parReference: {
      pk: { field: 'pk', composite: ['reference'], template: 'RECLAMATION#${reference}' },
      sk: { field: 'sk', composite: [], template: 'RECLAMATION' },
    },
    parStatut: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['statut'], template: 'RECLAMATIONS#${statut}' },
      // the reference sorts as the deposit order (year, then a register-wide sequence)
      sk: { field: 'gsi1sk', composite: ['reference'], template: 'RECLAMATION#${reference}' },
    },
    parDate: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['toutes'], template: 'RECLAMATIONS#${toutes}' },
      sk: { field: 'gsi2sk', composite: ['reference'], template: 'RECLAMATION#${reference}' },
    },
  },
} as const;

export const creerEntiteReclamation = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(reclamationModel, opts);
export type ReclamationEnregistree = import('electrodb').EntityItem<ReturnType<typeof creerEntiteReclamation>>;
