/**
 * What the registration routes carry (spec 000 §3, §4, §7): the draft as the wizard holds it, the duplicates
 * and the submission result; the keepers' queue and validation page. The five blocks travel in their form shape
 * (dd/mm/yyyy, "true"/"false"): the server converts with the block schemas, the browser fills its forms as is.
 */
import { z } from 'zod';
import { EtatCopropriete, StatutDeclaration, TypeDemandeValidation, TypeImmat, TypeMaj } from '../../domain/enums.ts';
import { ETAPES_IMMATRICULATION } from '../../domain/copropriete/etapes.ts';
import { CODES_AVERTISSEMENT } from '../../domain/copropriete/avertissements.ts';
import { NOMS_BLOCS, type ContexteDeclaration } from '../../domain/copropriete/types.ts';
import { email, optionsPagination, MESSAGE_FORMULE, OBLIGATOIRE, sansFormule } from '../commun.ts';
import { immatCoproprieteChamps, confirmationsSchema, type ImmatCoproprieteFormulaire } from './immatCopropriete.ts';
import { parcelleChamps } from './identification.ts';
import { champDate } from './champs.ts';
import { mandatSchema } from '../mandats.ts';
import { dissolutionDeclareeSchema } from '../dissolution.ts';

export const etapeSchema = z.enum(ETAPES_IMMATRICULATION, { error: 'Étape inconnue.' });
export const typeImmatSchema = TypeImmat.schema;

/** A warning the server computed, with the block it is about (the wizard shows it on that step). */
export const avertissementSchema = z.object({
  code: z.enum(CODES_AVERTISSEMENT),
  bloc: z.enum(NOMS_BLOCS),
  champ: z.string(),
  message: z.string(),
  confirme: z.boolean(),
});

/** What the browser needs to run the same block schemas as the server (ContexteDeclaration). */
export const contexteDeclarationSchema = z.custom<ContexteDeclaration>((v) => typeof v === 'object' && v !== null);

/** The draft (or submitted declaration) as the wizard edits it. `id` and `version` are null before the first save. */
export const declarationSchema = z.object({
  id: z.number().int().nullable(),
  version: z.number().int().nullable(),
  idCopropriete: z.number().int().nullable(),
  typeImmat: typeImmatSchema,
  typeMaj: TypeMaj.schema.nullable(),
  statut: StatutDeclaration.schema,
  /** the last step reached, where a resumed draft opens */
  etape: etapeSchema.nullable(),
  /** notary routes: the syndic's email given at the start (immatriculationType=…&email=…) */
  emailSyndic: z.string().nullable(),
  immatCopropriete: z.custom<ImmatCoproprieteFormulaire>((v) => typeof v === 'object' && v !== null),
  confirmations: z.array(z.string()),
  avertissements: z.array(avertissementSchema),
  contexte: contexteDeclarationSchema,
  dateCreation: z.string().nullable(),
  dateModification: z.string().nullable(),
  /** [issue 15] when the declaration was sent (ISO); null while a draft — the wizard then opens read-only */
  dateSoumission: z.string().nullable().optional(),
  /** [issue 4] ex officio route: what the notary said at `continuer` (dd/mm/yyyy), sent back on the first save */
  syndicExistant: z.boolean().nullable().optional(),
  dateMiseEnDemeure: z.string().nullable().optional(),
  /** [issue 4] the geocoder was down while the parcels were filled: no geolocated parcel is then a warning */
  geolocalisationIndisponible: z.boolean().optional(),
  /** [issue 4] the keeper's precision request that sent the declaration back to its declarant */
  demandePrecision: z.string().nullable().optional(),
});
export type DeclarationDto = z.infer<typeof declarationSchema>;

/** PUT api/coproprietes/brouillon/save/{x}: the whole form (formats only), and the rules of step x when asked. */
export const enregistrementBrouillonSchema = z.object({
  id: z.number().int().positive().nullable().default(null),
  version: z.number().int().positive().nullable().default(null),
  typeImmat: typeImmatSchema,
  emailSyndic: email.nullish(),
  immatCopropriete: z.unknown(),
  confirmations: confirmationsSchema,
  /** true on "Suivant": the block of step x must pass every rule of spec 000 §5 (400 with the field errors) */
  verifierEtape: z.boolean().default(false),
  /** [issue 4] the geocoder was down while the user filled the parcels (kept with the draft) */
  geolocalisationIndisponible: z.boolean().optional(),
  /** [issue 4] ex officio route: as answered at `continuer` (kept with the draft, checked again at submission) */
  syndicExistant: z.boolean().nullish(),
  dateMiseEnDemeure: champDate(),
});

export const changementEtatBrouillonSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  etape: etapeSchema,
});

/** Final submission: the confirmed warnings, and whether the user kept the declaration despite duplicates. */
export const soumissionSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  confirmations: confirmationsSchema,
  doublonsConserves: z.boolean().default(false),
});
export const soumissionNotaireSchema = soumissionSchema.omit({ id: true }).extend({
  /** when the syndic's email matches several declarants, the one the notary chose (the successor) */
  idTeledeclarantSuccesseur: z.number().int().positive().nullish(),
});

/** Notary: continue to a registration of type INITIALE or OFFICE (spec 000 §1 conditions of the ex officio route). */
export const continuerNotaireSchema = z.object({
  emailSyndic: email.nullish(),
  /** OFFICE: the condominium has a syndic */
  syndicExistant: z.boolean().default(false),
  /** OFFICE with a syndic: the date of its formal notice (dd/mm/yyyy), at least one month ago */
  dateMiseEnDemeure: champDate(),
});

/** Why a condominium was taken for a duplicate. */
export const MOTIFS_DOUBLON = {
  MEME_ADRESSE: 'Même adresse de référence',
  ADRESSE_PROCHE: 'Adresse proche dans la même voie',
  MEME_PARCELLE: 'Parcelle cadastrale commune',
  NOM_SIMILAIRE: 'Nom similaire dans la même commune',
  MEME_NB_BATIMENTS: 'Même nombre de bâtiments',
} as const;
export type MotifDoublon = keyof typeof MOTIFS_DOUBLON;
export const motifDoublonSchema = z.enum(Object.keys(MOTIFS_DOUBLON) as [MotifDoublon, ...MotifDoublon[]]);

/** One row of the duplicates table (spec 000 §2) and why it matched. */
export const doublonSchema = z.object({
  idCopropriete: z.number().int(),
  immatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  adresseReference: z.string().nullable(),
  dateReglementCopropriete: z.string().nullable(),
  nbLots: z.number().nullable(),
  nbBatiments: z.number().nullable(),
  representantLegal: z.string().nullable(),
  etat: EtatCopropriete.schema,
  motifs: z.array(motifDoublonSchema),
});
export type Doublon = z.infer<typeof doublonSchema>;

export const doublonsMajSchema = z.object({
  /** the condominium being updated, left out of its own duplicates */
  idCopropriete: z.number().int().positive().nullish(),
  identification: immatCoproprieteChamps.shape.identification,
});

export const resultatSoumissionSchema = z.object({
  /** IMMATRICULEE: registered at once; A_VALIDER: a validation request awaits the keepers */
  resultat: z.enum(['IMMATRICULEE', 'A_VALIDER']),
  idCopropriete: z.number().int(),
  idDeclaration: z.number().int(),
  immatriculation: z.string().nullable(),
  idDemande: z.string().nullable(),
  /** ISO instant of the one-working-day deadline */
  echeance: z.string().nullable(),
  message: z.string(),
});

export const brouillonResumeSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  typeImmat: typeImmatSchema,
  nomCopropriete: z.string().nullable(),
  adresseReference: z.string().nullable(),
  etape: etapeSchema.nullable(),
  creePar: z.string().nullable(),
  dateCreation: z.string(),
  dateModification: z.string(),
});

export const parcellesNonGeolocaliseesSchema = z.object({
  version: z.number().int().positive(),
  parcelle: z.array(parcelleChamps).min(1, OBLIGATOIRE),
});

/* ---------- the syndic's list of condominiums (api/coproprietes/rechercher) ---------- */

export const FILTRES_COPROPRIETES = [
  'seeAllCopro',
  'annuelle',
  'standard',
  'mandate',
  'immatriculee',
  'mandat-expire',
  'coproNonGeolocalisees',
  'renouveler-mandat',
  'declare-new-successor',
  'dissolution',
] as const;
/** The columns the condominium list may be sorted by (paginationOptions.sortField). */
export const CHAMPS_TRI_COPROPRIETES = [
  'immatriculation',
  'nomCopropriete',
  'adresseReference',
  'etat',
  'statutRattachement',
  'numTeledeclarant',
  'nbLots',
  'nbBatiments',
  'dateFinMandat',
  'majAnnuelle',
  'representantLegal',
] as const;
export const rechercheCoproprietesSchema = z.object({
  paginationOptions: optionsPagination.default({ pageNumber: 1, pageSize: 10 }),
  immatriculationOuNom: z.string().trim().max(100).nullish(),
  etatsCopropriete: z.array(EtatCopropriete.schema).nullish(),
  filtre: z.enum(FILTRES_COPROPRIETES).nullish(),
  /** [issue 11] mandates starting on or after this day, ending on or before this day (dd/mm/yyyy) */
  dateDebutMandat: champDate(),
  dateFinMandat: champDate(),
  /** [issue 11] the attachment status shown in the list (statutRattachement, e.g. « En cours », « Expiré ») */
  statut: z.string().trim().max(50).nullish(),
  /** [issue 11] the `curseurSuivant` of the previous page: the next page then reads only its own rows */
  curseur: z.string().max(200).nullish(),
});
export const ligneCoproprieteSchema = z.object({
  idCopropriete: z.number().int(),
  idDeclaration: z.number().int().nullable(),
  immatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  adresseReference: z.string().nullable(),
  etat: EtatCopropriete.schema,
  statutRattachement: z.string().nullable(),
  numTeledeclarant: z.number().int().nullable(),
  nbLots: z.number().nullable(),
  nbBatiments: z.number().nullable(),
  dateFinMandat: z.string().nullable(),
  majAnnuelle: z.string().nullable(),
  representantLegal: z.string().nullable(),
  parcellesNonGeolocalisees: z.boolean(),
});
export const pageCoproprietesSchema = z.object({
  ligneRechercheCoproprieteDTOList: z.array(ligneCoproprieteSchema),
  totalItems: z.number().int(),
  /** [issue 11] opaque: send it back as `curseur` with pageNumber + 1 (absent on the last page or a sorted list) */
  curseurSuivant: z.string().nullish(),
});

/* ---------- keepers' validation ---------- */

export const rechercheDemandesSchema = z.object({
  paginationOptions: optionsPagination.default({ pageNumber: 1, pageSize: 10 }),
  typeDemande: TypeDemandeValidation.schema.nullish(),
  horsDelaiSeulement: z.boolean().default(false),
});

export const ligneDemandeSchema = z.object({
  idDemande: z.string(),
  version: z.number().int(),
  typeDemande: TypeDemandeValidation.schema,
  idDeclaration: z.number().int().nullable(),
  idCopropriete: z.number().int(),
  idMandat: z.number().int().nullable(),
  immatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  commune: z.string().nullable(),
  profilDemandeur: z.string(),
  nomDemandeur: z.string().nullable(),
  idTeledeclarant: z.number().int().nullable(),
  dateDemande: z.string(),
  echeance: z.string(),
  horsDelai: z.boolean(),
  statut: z.enum(['A_VALIDER', 'VALIDATION_EN_COURS', 'DEMANDE_PRECISION']),
  nbDoublons: z.number().int(),
  /** the keeper who opened it (lock), shown to the others */
  teneurEnCours: z.string().nullable(),
  affecteeTeneur: z.boolean(),
  raisonAffectationTeneur: z.string().nullable(),
});
export type LigneDemande = z.infer<typeof ligneDemandeSchema>;
export const pageDemandesSchema = z.object({ lignes: z.array(ligneDemandeSchema), totalItems: z.number().int() });

export const adresseValidationSchema = z.object({
  type: z.string(),
  libelle: z.string().nullable(),
  geolocalisee: z.boolean(),
  codeInsee: z.string().nullable(),
  idRnb: z.string().nullable(),
});

/** The single validation page (spec 000 §3 "Validation page content"). */
export const pageValidationSchema = z.object({
  demande: ligneDemandeSchema,
  /** true when the caller holds the lock and may act */
  verrouilleParMoi: z.boolean(),
  copropriete: z.object({
    idCopropriete: z.number().int(),
    immatriculation: z.string().nullable(),
    etat: EtatCopropriete.schema,
    nomCopropriete: z.string().nullable(),
    dateReglementCopropriete: z.string().nullable(),
    nbLots: z.number().nullable(),
    nbBatiments: z.number().nullable(),
    typeImmat: typeImmatSchema,
    immatCopropriete: z.custom<ImmatCoproprieteFormulaire>((v) => typeof v === 'object' && v !== null),
  }),
  declarant: z.object({
    idTeledeclarant: z.number().int().nullable(),
    type: z.string().nullable(),
    raisonSociale: z.string().nullable(),
    siret: z.string().nullable(),
    email: z.string().nullable(),
    utilisateur: z.string().nullable(),
  }),
  doublons: z.array(doublonSchema),
  adresses: z.array(adresseValidationSchema),
  confirmations: z.array(z.string()),
  /** [issue 5] an attachment request: the mandate to validate, and the current mandate it would replace */
  mandat: mandatSchema.nullish(),
  mandatPrecedent: mandatSchema.nullish(),
  /** [issue 5] a dissolution request: the declared dissolution */
  dissolution: dissolutionDeclareeSchema.nullish(),
});
export type PageValidation = z.infer<typeof pageValidationSchema>;

/** Refusal reasons a keeper ticks (typesMotifRefus); the spec names the field, not the values. */
export const MOTIFS_REFUS = {
  DOUBLON: 'La copropriété est déjà immatriculée (doublon)',
  INFORMATIONS_ERRONEES: 'Informations erronées ou incohérentes',
  JUSTIFICATIF_NON_CONFORME: 'Justificatif absent ou non conforme',
  DEMANDEUR_NON_HABILITE: "Le demandeur n'est pas habilité à représenter la copropriété",
  AUTRE: 'Autre motif',
} as const;
export type MotifRefus = keyof typeof MOTIFS_REFUS;

export const actionDemandeSchema = z.object({ version: z.number().int().positive() });
export const refusDemandeSchema = actionDemandeSchema.extend({
  raison: z
    .string({ error: OBLIGATOIRE })
    .refine(sansFormule, MESSAGE_FORMULE)
    .trim()
    .min(1, 'Indiquez la raison du refus.')
    .max(2000, '2 000 caractères au maximum.'),
  typesMotifRefus: z
    .array(z.enum(Object.keys(MOTIFS_REFUS) as [MotifRefus, ...MotifRefus[]]))
    .min(1, 'Cochez au moins un motif de refus.'),
});
export const validationDemandeSchema = actionDemandeSchema.extend({
  /** when the request has duplicates, the keeper confirms they are other condominiums */
  doublonsVerifies: z.boolean().default(false),
});
/** A request id as the API gives it (`DECLARATION-123`): bounded, so that a forged one is a 400, not a 500. */
export const idDemandeSchema = z
  .string({ error: OBLIGATOIRE })
  .trim()
  .min(1, OBLIGATOIRE)
  .max(100, "L'identifiant de la demande ne doit pas dépasser 100 caractères.")
  .regex(/^[A-Z_]+-\d+$/, 'Identifiant de demande invalide.');
export const affectationTeneurSchema = z.object({
  idDemande: idDemandeSchema,
  idMandat: z.number().int().nullish(),
  version: z.number().int().positive(),
  raisonAffectationTeneur: z
    .string({ error: OBLIGATOIRE })
    .trim()
    .min(1, "Indiquez la raison de l'affectation.")
    .max(2000, '2 000 caractères au maximum.'),
});
export const demandePrecisionSchema = z.object({
  idDemande: idDemandeSchema,
  version: z.number().int().positive(),
  message: z
    .string({ error: OBLIGATOIRE })
    .trim()
    .min(1, 'Rédigez la demande de précision.')
    .max(4000, '4 000 caractères au maximum.'),
});

export const parIdDemande = z.object({ id: idDemandeSchema });
