/** Account, sign-in, captcha and newsletter schemas (spec 001 §3, §5). */
import { z } from 'zod';
import { autoriteSchema, profilSchema } from '../domain/profils.ts';
import { Civilite, StatutCompteUtilisateur, TypeTeledeclarant } from '../domain/enums.ts';
import { OBLIGATOIRE, email, telephone, texteObligatoire } from './commun.ts';

/** The account as the shell reads it (spec 001 §3 "Account"). */
export const compteSchema = z.object({
  login: z.string(),
  email: z.string(),
  civilite: Civilite.schema.nullable(),
  nom: z.string(),
  prenom: z.string(),
  telephone: z.string().nullable(),
  profil: profilSchema,
  libelleProfil: z.string(),
  cleProfil: z.string(),
  statut: StatutCompteUtilisateur.schema,
  authorities: z.array(autoriteSchema),
  typeTeledeclarant: TypeTeledeclarant.schema.nullable(),
  idTeledeclarant: z.number().nullable(),
  numCartePro: z.string().nullable(),
  activated: z.boolean(),
  adminPrincipal: z.boolean(),
  allowedToChangeProfile: z.boolean(),
  allowedToDelete: z.boolean(),
  allowedToEdit: z.boolean(),
  loginAs: z.boolean(),
  /** when impersonating: the keeper's own name */
  loginAsPar: z.string().nullable(),
  /**
   * [issue 15] the session was opened by a client certificate (the notaries' entrance, mutual TLS): there is no
   * token to end, so the shell offers no "Se déconnecter"; a password session (a notary included) has one
   */
  parCertificat: z.boolean(),
  dateCreation: z.string(),
  dateDerniereActivite: z.string().nullable(),
  dateValidationCleEmail: z.string().nullable(),
  dateRelanceInactivite: z.string().nullable(),
  certificatDn: z.string().nullable(),
  certificatEmetteurDn: z.string().nullable(),
  version: z.number().int(),
});
export type Compte = z.infer<typeof compteSchema>;

/** "Mon compte" form: what a user may change about themself (never the profile here). */
export const modifierCompteSchema = z.object({
  civilite: Civilite.schema,
  nom: texteObligatoire(50),
  prenom: texteObligatoire(50),
  email,
  telephone: z.union([telephone, z.literal(''), z.null()]).transform((t) => t || null),
  /** optimistic locking: the version the form was loaded with */
  version: z.number().int().nonnegative(),
});
export type ModifierCompte = z.input<typeof modifierCompteSchema>;

/** POST api/authentication — form-encoded like the spec (j_username, j_password, remember-me, captcha). */
export const authentificationSchema = z.object({
  j_username: texteObligatoire(100),
  j_password: z.string({ error: OBLIGATOIRE }).min(1, OBLIGATOIRE).max(256),
  'remember-me': z
    .enum(['true', 'false', 'on'])
    .optional()
    .transform((v) => v === 'true' || v === 'on'),
  captcha: z.string({ error: 'Veuillez résoudre le captcha.' }).uuid('Veuillez résoudre le captcha.'),
  submit: z.string().optional(),
});
export const jetonsSchema = z.object({
  idToken: z.string(),
  accessToken: z.string(),
  refreshToken: z.string().nullable(),
  expiresIn: z.number(),
});

/** Captcha: a challenge, then its verification (failed checks answer false, spec 001 §5). */
export const defiCaptchaSchema = z.object({ id: z.string().uuid(), image: z.string(), alternative: z.string() });
export const verifierCaptchaSchema = z.object({
  id: z.string({ error: OBLIGATOIRE }).uuid('Captcha inconnu.'),
  reponse: z.string({ error: OBLIGATOIRE }).trim().min(1, 'Recopiez les caractères affichés.').max(10),
});

/** Newsletter (spec 001 §3, §5): email ≤ 100 characters and a solved captcha. */
export const newsletterSchema = z.object({
  email,
  recaptcha: z.string({ error: 'Veuillez résoudre le captcha.' }).uuid('Veuillez résoudre le captcha.'),
});
