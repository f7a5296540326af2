/**
 * Notaries and client certificates (spec 001 §3 "Certificate", §4 "Notary flow", §5, §7 "api/public/etudenotariale,
 * profilnotaire, infocertificat"). The wire names of these three calls are not written in the spec: ours below.
 */
import { z } from 'zod';
import { profilSchema } from '../domain/profils.ts';
import { Civilite, StatutTeledeclarant } from '../domain/enums.ts';
import { OBLIGATOIRE, email, ligneAdresse, siret, telephone, texteObligatoire } from './commun.ts';

/** CRPCEN number of a notary office (the "numEtude" of /compte/inscription?numEtude=…): 5 digits. */
export const numEtudeSchema = z
  .string({ error: OBLIGATOIRE })
  .trim()
  .regex(/^\d{5}$/, "Le numéro de l'étude (CRPCEN) comporte 5 chiffres.");

/** A certificate registered on an account (the public certificate only; never the PEM back). */
export const certificatEnregistreSchema = z.object({
  empreinte: z.string(),
  sujet: z.string(),
  emetteur: z.string(),
  numeroSerie: z.string(),
  valideDu: z.string(),
  valideJusquau: z.string(),
  dateEnregistrement: z.string(),
});
export type CertificatEnregistre = z.infer<typeof certificatEnregistreSchema>;

/** GET api/public/infocertificat: what the presented certificate says, and whether the register knows it. */
export const infoCertificatSchema = z.object({
  sujet: z.string(),
  emetteur: z.string(),
  numeroSerie: z.string(),
  valideDu: z.string(),
  valideJusquau: z.string(),
  empreinte: z.string(),
  /** name and email read in the subject (CN, emailAddress) */
  nom: z.string().nullable(),
  email: z.string().nullable(),
  /** CRPCEN of the office when the certificate is a notary's (subject OU) */
  numEtude: z.string().nullable(),
  /** NOTAIRE_NOTAIRE or NOTAIRE_COLLAB, from the subject's title */
  profilNotaire: profilSchema.nullable(),
  /** true when the certificate is registered on an active account */
  enregistre: z.boolean(),
});
export type InfoCertificat = z.infer<typeof infoCertificatSchema>;

/** GET api/public/profilnotaire */
export const profilNotaireSchema = z.object({
  profil: profilSchema.nullable(),
  libelleProfil: z.string().nullable(),
  cleProfil: z.string().nullable(),
  /** where the profile comes from: the register account, or the certificate alone (firm not yet registered) */
  source: z.enum(['COMPTE', 'CERTIFICAT']),
});

/** GET api/public/etudenotariale: the firm, or `{ id: -1, numEtude }` when it is not registered yet (spec 001 §4). */
export const etudeNotarialeSchema = z.object({
  id: z.number().int(),
  numEtude: z.string().nullable(),
  siret: z.string().nullable(),
  raisonSociale: z.string().nullable(),
  codeApe: z.string().nullable(),
  statut: StatutTeledeclarant.schema.nullable(),
  l1: z.string().nullable(),
  l2: z.string().nullable(),
  l3: z.string().nullable(),
  l4: z.string().nullable(),
  l5: z.string().nullable(),
  l6: z.string().nullable(),
  l7: z.string().nullable(),
  codePostal: z.string().nullable(),
  localite: z.string().nullable(),
  telephone: z.string().nullable(),
  version: z.number().int().nullable(),
});
export type EtudeNotariale = z.infer<typeof etudeNotarialeSchema>;

/**
 * Registration of the firm by a notary presenting a certificate (POST api/public/etudenotariale): the SIRET of
 * the office (its establishment comes from Sirene, APE 6910Z only) and the notary's own contact data, which
 * become the firm's administrator account bound to the certificate.
 */
export const enregistrementEtudeSchema = z.object({
  numEtude: numEtudeSchema,
  siret,
  civilite: Civilite.schema,
  nom: texteObligatoire(50),
  prenom: texteObligatoire(50),
  email,
  telephone: z
    .union([telephone, z.literal('')])
    .optional()
    .transform((t) => t || null),
  declarationHonneur: z.literal(true, { error: "Vous devez certifier sur l'honneur l'exactitude des informations." }),
});
export type EnregistrementEtude = z.input<typeof enregistrementEtudeSchema>;

/** Edit of the firm by a notary (PUT api/etudenotariale). */
export const modificationEtudeSchema = z.object({
  raisonSociale: texteObligatoire(100),
  l1: ligneAdresse,
  l2: ligneAdresse,
  l3: ligneAdresse,
  l4: ligneAdresse,
  l5: ligneAdresse,
  l6: ligneAdresse,
  l7: ligneAdresse,
  telephone: z
    .union([telephone, z.literal('')])
    .optional()
    .transform((t) => t || null),
  version: z.number().int().nonnegative(),
});
