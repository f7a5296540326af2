/**
 * [issue 11] What the routes of a registered condominium's life carry: its record (visualisation), the updates
 * (annual, standard, modification of a pending request, keeper's administrative update), the completion of an
 * exercise whose accounts were not approved, the error flag, the keepers' register search and the syndic board.
 * The blocks travel in their form shape, as in the registration wizard: one schema per form for browser and server.
 */
import { z } from 'zod';
import { EtatCopropriete, StatutDeclaration, TypeDeclaration, TypeImmat, TypeMaj } from '../../domain/enums.ts';
import { NOMS_BLOCS } from '../../domain/copropriete/types.ts';
import { MESSAGE_FORMULE, optionsPagination, sansFormule, texteLibre } from '../commun.ts';
import { confirmationsSchema, type ImmatCoproprieteFormulaire } from './immatCopropriete.ts';
import { donneesFinancieresChamps } from './donneesFinancieres.ts';
import { etapeSchema } from './api.ts';
import { mandatSchema } from '../mandats.ts';

/** The updates made through the stepper (spec 000 §4 typeMaj); COMPTESNONAPPROUVES completes an exercise. */
export const TYPES_MAJ_ASSISTANT = ['ANNUELLE', 'STANDARD', 'MODIF_DEMANDE', 'MODIFICATION_ADMIN'] as const;
export type TypeMajAssistant = (typeof TYPES_MAJ_ASSISTANT)[number];
export const typeMajAssistantSchema = z.enum(TYPES_MAJ_ASSISTANT, {
  error: 'Type de mise à jour inconnu (ANNUELLE, STANDARD, MODIF_DEMANDE ou MODIFICATION_ADMIN).',
});
export const LIBELLES_TYPE_MAJ: Record<string, string> = {
  ANNUELLE: 'Mise à jour annuelle',
  STANDARD: 'Mise à jour standard',
  MODIF_DEMANDE: 'Modification de la demande',
  MODIFICATION_ADMIN: 'Mise à jour administrative du teneur',
  COMPTESNONAPPROUVES: "Mise à jour des données financières d'un exercice non approuvé",
  INITIALE: 'Immatriculation initiale',
  OFFICE: "Immatriculation d'office",
};

export const STATUTS_MAJ_ANNUELLE = ['A_FAIRE', 'FAITE', 'EN_RETARD'] as const;
export const statutMajAnnuelleSchema = z.enum(STATUTS_MAJ_ANNUELLE);

/** "true" / "false" in a path. */
export const booleenChemin = z
  .enum(['true', 'false'], { error: 'Valeur attendue : true ou false.' })
  .transform((v) => v === 'true');

/** A motif the keeper must give (administrative update), an error message (declarerErreur). */
const texteObligatoire = (message: string, max: number) =>
  z
    .string({ error: message })
    .refine(sansFormule, MESSAGE_FORMULE)
    .trim()
    .min(1, message)
    .max(max, `${max.toLocaleString('fr-FR')} caractères au maximum.`);

/* ---------- opening and saving an update ---------- */

/**
 * PUT api/coproprietes/declaration/{valider}/{x}: the update draft x (whole form, as the wizard holds it).
 * valider=false saves it (with verifierEtape, the block of `etape` must pass every rule); valider=true records the
 * update (every rule, the confirmed warnings, the lock of the exercises already approved).
 */
export const enregistrementMiseAJourSchema = z.object({
  version: z.number().int().positive(),
  immatCopropriete: z.unknown(),
  confirmations: confirmationsSchema,
  etape: etapeSchema.nullish(),
  verifierEtape: z.boolean().default(false),
  /** MODIFICATION_ADMIN: the keeper's reason, journaled and mailed to the syndic (required to record) */
  motif: texteLibre(2000, '2 000 caractères au maximum.').nullish(),
});

/** The result of recording an update. */
export const resultatMiseAJourSchema = z.object({
  idCopropriete: z.number().int(),
  idDeclaration: z.number().int(),
  typeMaj: TypeMaj.schema,
  message: z.string(),
});

/** PUT api/coproprietes/mettreAJourDonneesFinancieres/{id}: the exercise whose accounts are now approved. */
export const completionExerciceSchema = z.object({
  /** the condominium's version read with the record */
  version: z.number().int().positive(),
  donneesFinancieres: donneesFinancieresChamps,
  confirmations: confirmationsSchema,
});

/** GET api/declarations/declarerErreur/{id}?erreur= */
export const declarationErreurSchema = z.object({
  erreur: texteObligatoire("Décrivez l'erreur constatée.", 2000),
});

export const motifAdministratifSchema = texteObligatoire('Indiquez le motif de la modification administrative.', 2000);

/* ---------- the record ---------- */

export const majAnnuelleSchema = z.object({
  statut: statutMajAnnuelleSchema,
  libelle: z.string(),
  /** first day it is due, last day in time (ISO) */
  exigibleLe: z.string(),
  dateLimite: z.string(),
  dateDerniereMajAnnuelle: z.string().nullable(),
  dateClotureDernierExercice: z.string().nullable(),
});

/** An exercise declared for the condominium. */
export const exerciceSchema = z.object({
  dateDebutExercice: z.string().nullable(),
  dateClotureComptes: z.string(),
  dateAg: z.string().nullable(),
  nonApprouve: z.boolean(),
  /** approved and recorded by an annual update: no update may change it any more */
  verrouille: z.boolean(),
  idDeclaration: z.number().int(),
});
export type ExerciceEnregistre = z.infer<typeof exerciceSchema>;

export const differenceSchema = z.object({
  bloc: z.enum(NOMS_BLOCS),
  champ: z.string(),
  libelle: z.string(),
  avant: z.string().nullable(),
  apres: z.string().nullable(),
});

export const erreurDeclareeSchema = z.object({
  message: z.string(),
  auteur: z.string().nullable(),
  date: z.string(),
});

/** One declaration in the record's history, newest first, with what it changed from the previous one. */
export const ligneHistoriqueSchema = z.object({
  idDeclaration: z.number().int(),
  date: z.string(),
  typeDeclaration: TypeDeclaration.schema,
  typeMaj: TypeMaj.schema.nullable(),
  libelle: z.string(),
  statut: StatutDeclaration.schema,
  /** who made it: shown to the holder's users and the keepers only */
  auteur: z.string().nullable(),
  motif: z.string().nullable(),
  differences: z.array(differenceSchema),
  /** errors flagged on it (keepers and the holder's users) */
  erreurs: z.array(erreurDeclareeSchema),
});

/** What the caller may do on the record now (each with the French reason when not). */
export const actionPossibleSchema = z.object({ possible: z.boolean(), raison: z.string().nullable() });
export const actionsFicheSchema = z.object({
  annuelle: actionPossibleSchema,
  standard: actionPossibleSchema,
  completerExercice: actionPossibleSchema,
  /** the declarant changes its registration request a keeper has not opened yet (MODIF_DEMANDE) */
  modifierDemande: actionPossibleSchema,
  modificationAdmin: actionPossibleSchema,
  declarerErreur: actionPossibleSchema,
  attestation: actionPossibleSchema,
});

/** GET api/coproprietes/visualisation/{id}: the condominium's record. */
export const ficheCoproprieteSchema = z.object({
  idCopropriete: z.number().int(),
  version: z.number().int(),
  immatriculation: z.string().nullable(),
  etat: EtatCopropriete.schema,
  statutRattachement: z.string().nullable(),
  typeImmat: TypeImmat.schema,
  nomCopropriete: z.string().nullable(),
  adresseReference: z.string().nullable(),
  dateImmatriculation: z.string().nullable(),
  /** 'RNIC' for a condominium imported from the open-data file */
  origine: z.string().nullable(),
  idDeclarationCourante: z.number().int().nullable(),
  /** the blocks as declared (form shape); the financial block is null for whoever may not see it */
  immatCopropriete: z.custom<ImmatCoproprieteFormulaire>((v) => typeof v === 'object' && v !== null).nullable(),
  mandat: mandatSchema.nullable(),
  /** the legal representative: the holder's name (a volunteer syndic's identity only to its own users and keepers) */
  representantLegal: z.string().nullable(),
  titulaire: z
    .object({ idTeledeclarant: z.number().int(), raisonSociale: z.string().nullable(), siret: z.string().nullable() })
    .nullable(),
  majAnnuelle: majAnnuelleSchema.nullable(),
  exerciceNonApprouve: z.boolean(),
  exercices: z.array(exerciceSchema),
  historique: z.array(ligneHistoriqueSchema),
  /** the update draft in progress, if any */
  brouillon: z
    .object({ idDeclaration: z.number().int(), typeMaj: TypeMaj.schema.nullable(), dateModification: z.string() })
    .nullable(),
  actions: actionsFicheSchema,
});
export type FicheCopropriete = z.infer<typeof ficheCoproprieteSchema>;

/** GET api/coproprietes/infos/{id}/{authority}: can the caller start this action on the condominium, and how. */
export const infosActionSchema = z.object({
  idCopropriete: z.number().int(),
  version: z.number().int(),
  immatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  adresseReference: z.string().nullable(),
  etat: EtatCopropriete.schema,
  possible: z.boolean(),
  raison: z.string().nullable(),
  /** the typeMaj the action records (ANNUELLE, STANDARD…) */
  typeMaj: TypeMaj.schema.nullable(),
  brouillon: z
    .object({ idDeclaration: z.number().int(), typeMaj: TypeMaj.schema.nullable(), dateModification: z.string() })
    .nullable(),
  /** the exercise that is locked (read-only in the form), with the reason */
  exerciceVerrouille: z.object({ dateClotureComptes: z.string(), raison: z.string() }).nullable(),
});

/** GET api/coproprietes/declaration/declaration-donnee-copropriete/{id}: one declaration of a condominium, read-only. */
export const declarationCoproprieteSchema = z.object({
  idDeclaration: z.number().int(),
  idCopropriete: z.number().int(),
  statut: StatutDeclaration.schema,
  typeDeclaration: TypeDeclaration.schema,
  typeMaj: TypeMaj.schema.nullable(),
  date: z.string(),
  isExerciceNonApprouve: z.boolean(),
  immatCopropriete: z.custom<ImmatCoproprieteFormulaire>((v) => typeof v === 'object' && v !== null),
});

/* ---------- the keepers' search and the syndic board ---------- */

/** POST api/coproprietes/rechercherImmatOuNomCopro: a number, words of the name, or an address. */
export const rechercheRegistreSchema = z
  .object({
    paginationOptions: optionsPagination.default({ pageNumber: 1, pageSize: 10 }),
    immatriculationOuNom: z.string().trim().max(100, '100 caractères au maximum.').nullish(),
    adresse: z.string().trim().max(200, '200 caractères au maximum.').nullish(),
    etatsCopropriete: z.array(EtatCopropriete.schema).nullish(),
  })
  .refine((v) => Boolean(v.immatriculationOuNom || v.adresse), {
    message: "Saisissez un numéro d'immatriculation, un nom ou une adresse.",
    path: ['immatriculationOuNom'],
  });

/** GET api/coproprietes/tableauDeBordSyndic: the four counters of spec 001 §2. */
export const tableauDeBordSyndicSchema = z.object({
  nbCoproprietesImmatriculees: z.number().int(),
  nbMandatsExpires: z.number().int(),
  nbMisesAJourRequises: z.number().int(),
  nbCoproprietesNonGeolocalisees: z.number().int(),
});
