/**
 * Mandates and attachment (issue 5): the wire shapes of a mandate, of the attachment request without proof
 * (`rattachement/pasJustif`) and the rules of its mandate fields — those of the infoRattachement block (spec 000
 * §5), checked again on the server with the previous mandate's end.
 */
import { z } from 'zod';
import { EtatCopropriete, StatutDeclaration, StatutRattachement, TypeJustifMandat } from '../domain/enums.ts';
import type { InfoRattachement } from '../domain/copropriete/types.ts';
import {
  infoRattachementChamps,
  infoRattachementVersServeur,
  reglesInfoRattachement,
  type ContexteMandat,
} from './copropriete/infoRattachement.ts';
import { signaleur } from './copropriete/champs.ts';
import { OBLIGATOIRE, email, siret } from './commun.ts';
import { fichierRecuSchema } from '../routes/documents.routes.ts';

export const MESSAGE_DECLARATION_HONNEUR = "Cochez la déclaration sur l'honneur pour envoyer la demande de rattachement.";

/** A mandate as the API shows it (dates ISO yyyy-mm-dd), with its condominium's number and name when known. */
export const mandatSchema = z.object({
  idMandat: z.number().int(),
  idCopropriete: z.number().int(),
  immatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  idTeledeclarant: z.number().int(),
  /** the declarant's name (raison sociale), when known */
  raisonSociale: z.string().nullable(),
  statut: StatutDeclaration.schema,
  dateDebut: z.string(),
  dateFin: z.string(),
  adminProvisoire: z.boolean().nullable(),
  typeJustif: TypeJustifMandat.schema.nullable(),
  nomFichier: z.string().nullable(),
  dateTeleversement: z.string().nullable(),
  dateCreation: z.string(),
  version: z.number().int(),
});
export type MandatDto = z.infer<typeof mandatSchema>;

/** The mandate fields of an attachment request: those of the infoRattachement step (dd/mm/yyyy, "true"/"false"). */
const champsMandat = infoRattachementChamps.pick({
  adminProvisoire: true,
  dateDebutMandat: true,
  dateFinMandat: true,
  typeJustifMandat: true,
});

/** POST rattachement/pasJustif: the registration number, the mandate, the confirmed warnings, the sworn statement. */
export const demandeRattachementSchema = champsMandat.extend({
  immatriculation: z.string({ error: OBLIGATOIRE }).trim().min(1, OBLIGATOIRE).max(20),
  confirmations: z.array(z.string().max(60)).max(20).default([]),
  declarationHonneur: z.literal(true, { error: MESSAGE_DECLARATION_HONNEUR }),
});
export type DemandeRattachement = z.input<typeof demandeRattachementSchema>;

/**
 * The mandate of an attachment (or, with `ctx.renouvellement`, a renewal) request with every rule of spec 000 §5
 * → the server block (ISO dates).
 */
export const mandatRattachementSchema = (ctx: ContexteMandat) =>
  champsMandat
    .superRefine((v, c) => reglesInfoRattachement(v, ctx, signaleur(c)))
    .transform((v): InfoRattachement => infoRattachementVersServeur(v));

/**
 * The new mandate of a renewal: the attachment's rules, except that it starts the day after the renewed mandate's
 * end (`finMandatPrecedent`) or later, possibly in the future — a mandate is renewed before it ends.
 */
export const mandatRenouvellementSchema = (ctx: Omit<ContexteMandat, 'renouvellement'>) =>
  mandatRattachementSchema({ ...ctx, renouvellement: true });

export const resultatRattachementSchema = z.object({
  idMandat: z.number().int(),
  idCopropriete: z.number().int(),
  idDemande: z.string(),
  echeance: z.string(),
  message: z.string(),
});

/** GET getetat/{x}: the condominium's state. */
export const etatCoproprieteSchema = z.object({ response: EtatCopropriete.schema });

/** A list of codes sent as ONE multipart text field: a JSON array (`["DUREE_MANDAT"]`); empty or absent: none. */
function lireListeJson(v: unknown): unknown {
  if (v === undefined || v === null) return [];
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return [];
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

export const MESSAGE_CONFIRMATIONS = 'Les confirmations doivent être une liste JSON de codes, par exemple ["DUREE_MANDAT"].';
export const MESSAGE_ID_DOCUMENT = "L'identifiant du justificatif est incorrect.";

/**
 * POST rattachement (with a supporting document), a multipart/form-data body. Text fields: those of
 * `demandeRattachementSchema` — `immatriculation`, `adminProvisoire` ("true"/"false"), `dateDebutMandat` and
 * `dateFinMandat` (dd/mm/yyyy), `typeJustifMandat`, `confirmations` (ONE field holding a JSON array of warning
 * codes, e.g. `["DUREE_MANDAT"]`; absent or empty: none), `declarationHonneur` ("true") — plus EITHER
 * `idDocument` (a document checked by `/api/documents/verifier` and deposited by the caller) OR exactly one file
 * part named `justificatif` (a PDF of 5 MB at most). The platform hands every file part over in `fichiers`.
 */
export const demandeRattachementJustifieSchema = champsMandat.extend({
  immatriculation: z.string({ error: OBLIGATOIRE }).trim().min(1, OBLIGATOIRE).max(20),
  confirmations: z.preprocess(
    lireListeJson,
    z.array(z.string().max(60), { error: MESSAGE_CONFIRMATIONS }).max(20, MESSAGE_CONFIRMATIONS),
  ),
  declarationHonneur: z.preprocess((v) => (v === 'true' ? true : v), z.literal(true, { error: MESSAGE_DECLARATION_HONNEUR })),
  idDocument: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().uuid(MESSAGE_ID_DOCUMENT).optional()),
  fichiers: z.array(fichierRecuSchema).default([]),
});
export type DemandeRattachementJustifiee = z.output<typeof demandeRattachementJustifieSchema>;

// ---------------------------------------------------------------------------------------------------------------
// [issue 5] renewal, detail of a condominium's mandates, successor declaration
// ---------------------------------------------------------------------------------------------------------------

/**
 * GET mandats/copro/{id}/{authority} (and copro/renouv/{id}): what the attachment / renewal page shows of a
 * condominium (spec 000 §3 "Attachment detail"): the condominium, the mandate concerned (`idMandat`, else the one
 * the action is about), its user-facing attachment status, whether a successor is declared, the previous
 * archived mandate and the previous start date; `syndicProvisoire` and `statut` (the condominium's state).
 */
export const detailMandatCoproSchema = z.object({
  infoCopro: z.object({
    idCopropriete: z.number().int(),
    immatriculation: z.string().nullable(),
    nomCopropriete: z.string().nullable(),
    adresseReference: z.string().nullable(),
    codePostal: z.string().nullable(),
    commune: z.string().nullable(),
  }),
  infoMandatRattachement: mandatSchema.nullable(),
  mandatCoproStatus: StatutRattachement.schema.nullable(),
  isSuccessorDeclared: z.boolean(),
  previousArchivedMandat: mandatSchema.nullable(),
  previousStartDateMandat: z.string().nullable(),
  syndicProvisoire: z.boolean().nullable(),
  statut: EtatCopropriete.schema,
  /** renewal: the caller may declare one now (their establishment holds the current or expired mandate, nothing pending) */
  renouvelable: z.boolean(),
  /** renewal: the pending renewal request's mandate, if any */
  renouvellementEnCours: mandatSchema.nullable(),
});
export type DetailMandatCopro = z.infer<typeof detailMandatCoproSchema>;

/**
 * POST mandats/renouvellement (multipart/form-data): the new mandate of a condominium whose current (or expired)
 * mandate the caller's establishment holds. Text fields as `rattachement` but `idCopropriete` instead of the
 * registration number; the document is REQUIRED (the general assembly's minutes or the contract): EITHER
 * `idDocument` (checked by /api/documents/verifier, deposited by the caller) OR one file part `justificatif`.
 * The new mandate starts the day after the end of the one it renews, or later, possibly in the future (spec 000
 * §5, `mandatRenouvellementSchema`); it is to validate by a keeper
 * (request RENOUVELLEMENT-<idMandat>, one working day, flagged out of delay otherwise).
 */
export const demandeRenouvellementSchema = demandeRattachementJustifieSchema.omit({ immatriculation: true }).extend({
  idCopropriete: z.coerce.number({ error: OBLIGATOIRE }).int().positive(),
});
export type DemandeRenouvellement = z.output<typeof demandeRenouvellementSchema>;

export const TYPES_SUCCESSEUR = ['PRO', 'NON_PRO'] as const;
export const MESSAGE_TYPE_SUCCESSEUR = 'Indiquez si le successeur est un syndic professionnel ou bénévole.';

/**
 * POST teledeclarant/successeur (spec 001 "Successor payload": siret, type, email) + the condominium concerned:
 * the declarant holding the condominium names the syndic who takes it over. The successor receives a link by
 * mail (valid 30 days) to confirm (PUT successeur) or decline (DELETE declarationpredecesseur/{id}).
 */
export const declarationSuccesseurSchema = z.object({
  idCopropriete: z.coerce.number({ error: OBLIGATOIRE }).int().positive(),
  siret,
  type: z.enum(TYPES_SUCCESSEUR, { error: MESSAGE_TYPE_SUCCESSEUR }),
  email,
});
export type DeclarationSuccesseur = z.input<typeof declarationSuccesseurSchema>;

/** POST teledeclarant/verifieDeclSuccPossible: may the caller declare a successor on this condominium? */
export const verificationSuccesseurSchema = z.object({ idCopropriete: z.coerce.number({ error: OBLIGATOIRE }).int().positive() });

/** A successor declaration ("the predecessor's declaration") as the successor's link shows it. */
export const declarationSuccesseurLueSchema = z.object({
  idSuccesseur: z.number().int(),
  statut: z.enum(['SUCCESSEUR_DECLARE', 'SUCCESSEUR_VALIDE', 'SUPPRIME']),
  idCopropriete: z.number().int(),
  immatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  commune: z.string().nullable(),
  /** the predecessor's name (raison sociale) */
  predecesseur: z.string().nullable(),
  siret: z.string(),
  type: z.enum(TYPES_SUCCESSEUR),
  dateDeclaration: z.string(),
  /** ISO instant after which the link no longer works */
  expireLe: z.string(),
});
export type DeclarationSuccesseurLue = z.infer<typeof declarationSuccesseurLueSchema>;

/** PUT successeur: the successor (signed in, establishment of the declared SIRET) confirms with the link's key. */
export const confirmationSuccesseurSchema = z.object({
  cle: z.string({ error: OBLIGATOIRE }).trim().min(20, 'Le lien est incomplet.').max(200, 'Le lien est incorrect.'),
});

/** Answer of PUT successeur: the successor then declares its mandate (attachment). */
export const successeurConfirmeSchema = z.object({
  response: z.literal(true),
  idCopropriete: z.number().int(),
  immatriculation: z.string().nullable(),
});
