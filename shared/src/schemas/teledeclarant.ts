/**
 * Declarants, establishments, users and passwords (spec 001 §3, §5). One schema per form, shared by the
 * browser (react-hook-form + zodResolver) and the server (route declarations).
 */
import { z } from 'zod';
import { autoriteSchema, profilSchema } from '../domain/profils.ts';
import { Civilite, StatutCompteUtilisateur, StatutTeledeclarant, TypeTeledeclarant } from '../domain/enums.ts';
import { OBLIGATOIRE, email, ligneAdresse, motDePasse, optionsPagination, siret, telephone, texteObligatoire } from './commun.ts';

const champsConfirmes = <T extends z.ZodRawShape>(forme: z.ZodObject<T>, champ: string, confirmation: string, message: string) =>
  forme.refine((v) => (v as Record<string, unknown>)[champ] === (v as Record<string, unknown>)[confirmation], {
    message,
    path: [confirmation],
  });

/** The establishment found from a SIRET (spec 001 §3 "Establishment"). */
export const etablissementSchema = z.object({
  siret: z.string(),
  codeApe: z.string().nullable(),
  libelleNaf: z.string().nullable(),
  libelleTypeEtab: z.string().nullable(),
  typeEtab: z.string().nullable(),
  raisonSociale: z.string(),
  l1: z.string().nullable(),
  l2: z.string().nullable(),
  l3: z.string().nullable(),
  l4: z.string().nullable(),
  l5: z.string().nullable(),
  l6: z.string().nullable(),
  l7: z.string().nullable(),
  codeInsee: z.string().nullable(),
  codePostal: z.string().nullable(),
  localite: z.string().nullable(),
  immeuble: z.string().nullable(),
  voie: z.string().nullable(),
  telephone: z.string().nullable(),
  /** false when the Sirene register says the establishment is closed */
  actif: z.boolean(),
  version: z.number().int().nullable(),
});
export type Etablissement = z.infer<typeof etablissementSchema>;

/** "Mon établissement" (writable with MON_ENTREPRISE_ECRITURE): the address lines and the phone. */
export const modifierEtablissementSchema = z.object({
  raisonSociale: texteObligatoire(100),
  l1: ligneAdresse,
  l2: ligneAdresse,
  l3: ligneAdresse,
  l4: ligneAdresse,
  l5: ligneAdresse,
  l6: ligneAdresse,
  l7: ligneAdresse,
  telephone: z.union([telephone, z.literal('')]).transform((t) => t || null),
  version: z.number().int().nonnegative(),
});

/** Declarant creation form (spec 001 §3), POST api/teledeclarant/{type}. */
export const inscriptionSchema = champsConfirmes(
  z.object({
    siret,
    email,
    emailConfirmation: z.string({ error: OBLIGATOIRE }).trim().min(1, OBLIGATOIRE),
    civilite: Civilite.schema,
    nom: texteObligatoire(50),
    prenom: texteObligatoire(50),
    emailGestionnaire: email,
    telephone,
    raisonSociale: texteObligatoire(100),
    l1: ligneAdresse,
    l2: ligneAdresse,
    l3: ligneAdresse,
    l4: ligneAdresse,
    l5: ligneAdresse,
    l6: ligneAdresse,
    l7: ligneAdresse,
    domicilieFrance: z.boolean({ error: OBLIGATOIRE }),
    declarationHonneur: z.literal(true, { error: "Vous devez certifier sur l'honneur l'exactitude des informations." }),
    captcha: z.string({ error: 'Veuillez résoudre le captcha.' }).uuid('Veuillez résoudre le captcha.'),
  }),
  'email',
  'emailConfirmation',
  'Les deux adresses électroniques doivent être identiques.',
);
export type Inscription = z.input<typeof inscriptionSchema>;

/** Password creation (activation key or reset key) with its confirmation. */
export const creationMotDePasseSchema = champsConfirmes(
  z.object({ key: z.string().trim().min(20).max(200), motDePasse, confirmation: z.string({ error: OBLIGATOIRE }) }),
  'motDePasse',
  'confirmation',
  'Les deux mots de passe doivent être identiques.',
);
export const changementMotDePasseSchema = champsConfirmes(
  z.object({
    motDePasseActuel: z.string({ error: OBLIGATOIRE }).min(1, OBLIGATOIRE).max(256),
    motDePasse,
    confirmation: z.string({ error: OBLIGATOIRE }),
  }),
  'motDePasse',
  'confirmation',
  'Les deux mots de passe doivent être identiques.',
);
export const motDePasseOublieSchema = z.object({
  email,
  captcha: z.string({ error: 'Veuillez résoudre le captcha.' }).uuid('Veuillez résoudre le captcha.'),
});
/** The postal activation code (8 characters, letters and digits). */
export const codeActivationSchema = z.object({
  code: z
    .string({ error: OBLIGATOIRE })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{8}$/, "Le code d'activation comporte 8 lettres ou chiffres."),
});

/** A user of a declarant, as the user screens read it. */
export const utilisateurSchema = z.object({
  login: z.string(),
  email: z.string(),
  civilite: Civilite.schema.nullable(),
  nom: z.string(),
  prenom: z.string(),
  telephone: z.string().nullable(),
  profil: profilSchema,
  libelleProfil: z.string(),
  statut: StatutCompteUtilisateur.schema,
  adminPrincipal: z.boolean(),
  restrictions: z.array(autoriteSchema),
  idTeledeclarant: z.number().nullable(),
  allowedToEdit: z.boolean(),
  allowedToDelete: z.boolean(),
  allowedToChangeProfile: z.boolean(),
  dateCreation: z.string(),
  dateDerniereActivite: z.string().nullable(),
  version: z.number().int(),
});
export type UtilisateurDto = z.infer<typeof utilisateurSchema>;

export const creerUtilisateurSchema = z.object({
  civilite: Civilite.schema,
  nom: texteObligatoire(50),
  prenom: texteObligatoire(50),
  email,
  telephone: z.union([telephone, z.literal('')]).transform((t) => t || null),
  profil: profilSchema,
  restrictions: z.array(autoriteSchema).default([]),
  /** a notary collaborator's account is attached to the firm given here (spec 001 §7) */
  idTeledeclarant: z.number().int().positive().optional(),
});
export const modifierUtilisateurSchema = creerUtilisateurSchema.extend({
  login: z.string().trim().min(1).max(100),
  version: z.number().int().nonnegative(),
});
/**
 * The keeper's update of a declarant's user (PUT api/utilisateurs/teledeclarant): the same form, plus the account
 * status, so that a keeper reactivates an account deactivated for inactivity (or deactivates one).
 */
export const modifierUtilisateurTeneurSchema = modifierUtilisateurSchema.extend({
  statut: z.enum(['ACTIF', 'INACTIF'], { error: 'Le statut doit être ACTIF ou INACTIF.' }).optional(),
});
export const suppressionLotSchema = z
  .array(z.string().trim().min(1).max(100), { error: 'Une liste d’identifiants est attendue.' })
  .min(1, 'Sélectionnez au moins un utilisateur.')
  .max(100, '100 utilisateurs au plus par suppression.');

/** Search of users inside one's own declarant (first name, last name, email, profile). */
export const rechercheUtilisateursSchema = z.object({
  prenom: z.string().trim().max(50).optional(),
  nom: z.string().trim().max(50).optional(),
  email: z.string().trim().max(100).optional(),
  profil: profilSchema.optional(),
});

/** Keepers' declarant search (spec 001 §3 "Search fields" + "Pagination options"). */
export const rechercheTeledeclarantsSchema = z.object({
  idTeledeclarant: z.coerce.number().int().positive().optional(),
  raisonSociale: z.string().trim().max(100).optional(),
  siret: z.string().trim().max(14).optional(),
  typeTeledeclarant: TypeTeledeclarant.schema.optional(),
  codePostal: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'Le code postal comporte 5 chiffres au plus.')
    .optional(),
  commune: z.string().trim().max(100).optional(),
  nomAdmin: z.string().trim().max(50).optional(),
  prenomAdmin: z.string().trim().max(50).optional(),
  email: z.string().trim().max(100).optional(),
  statutTeledeclarant: StatutTeledeclarant.schema.optional(),
  motDePasseActive: z.boolean().optional(),
  codeAPE: z.string().trim().max(6).optional(),
  paginationOptions: optionsPagination.default({ pageNumber: 1, pageSize: 10 }),
});

export const ligneTeledeclarantSchema = z.object({
  idTeledeclarant: z.number(),
  raisonSociale: z.string().nullable(),
  siret: z.string().nullable(),
  typeTeledeclarant: TypeTeledeclarant.schema,
  codePostal: z.string().nullable(),
  commune: z.string().nullable(),
  nomAdmin: z.string().nullable(),
  prenomAdmin: z.string().nullable(),
  email: z.string().nullable(),
  statutTeledeclarant: StatutTeledeclarant.schema,
  motDePasseActive: z.boolean(),
  codeAPE: z.string().nullable(),
  dateCreation: z.string(),
  version: z.number().int(),
});
export const pageTeledeclarantsSchema = z.object({
  teledeclarantDTOList: z.array(ligneTeledeclarantSchema),
  totalItems: z.number().int(),
});

/** Keeper's update of a declarant: status (among the allowed next ones), contact email, company name. */
export const modifierTeledeclarantSchema = z.object({
  statutTeledeclarant: StatutTeledeclarant.schema,
  email,
  raisonSociale: texteObligatoire(100),
  version: z.number().int().nonnegative(),
});

/** Certificate registration: a PEM with a public certificate only (spec 001 §5). */
export const certificatSchema = z.object({
  pem: z
    .string({ error: OBLIGATOIRE })
    .max(20_000, 'Le certificat est trop volumineux.')
    .refine((p) => /-----BEGIN CERTIFICATE-----/.test(p), 'Le fichier doit être un certificat au format .pem.')
    .refine((p) => !/PRIVATE KEY/.test(p), 'Le fichier ne doit contenir que la clé publique (aucune clé privée).'),
});
