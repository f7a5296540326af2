/**
 * Institutional login ("clavis", spec 001 §3 "Authentication status", §4 "Institutional flow", §7
 * "api/public/clavis/*") and the confidentiality charter. The spec names the calls, not their fields: ours below.
 */
import { z } from 'zod';

/** Geographic levels of an institutional agent (spec 001 §3 "Geographic levels"). */
export const NIVEAUX_GEOGRAPHIQUES = ['NATIONAL', 'REGION', 'DEPARTEMENT', 'EPCI', 'COMMUNE'] as const;
export type NiveauGeographique = (typeof NIVEAUX_GEOGRAPHIQUES)[number];

/** The version of the charter in force: a new version must be accepted again. */
export const VERSION_CHARTE = '2026-01';

/** GET api/public/clavis/geturls */
export const urlsClavisSchema = z.object({
  /** authorization URL of the identity provider (state, nonce and PKCE challenge included) */
  urlConnexion: z.string().url(),
  /** the state the SPA keeps to check the provider's redirection */
  etat: z.string(),
  /** end-session URL of the identity provider */
  urlDeconnexion: z.string().url(),
});

/** GET api/public/clavis/getauthattributes */
export const attributsAgentSchema = z.object({
  login: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  siret: z.string().nullable(),
  service: z.string().nullable(),
  niveauGeographique: z.enum(NIVEAUX_GEOGRAPHIQUES),
  codeGeographique: z.string().nullable(),
  /** AUTHENTICATED_CLAVIS for an agent signed in by the institutional login, AUTHENTICATED for the built-in account */
  statut: z.enum(['AUTHENTICATED', 'AUTHENTICATED_CLAVIS']),
});

/** POST api/public/clavis/callback: what the provider's redirection brought to the SPA. */
export const retourClavisSchema = z.object({
  code: z.string({ error: 'Code manquant.' }).trim().min(1, 'Code manquant.').max(2048),
  state: z.string({ error: 'État manquant.' }).trim().min(16, 'État invalide.').max(200, 'État invalide.'),
});

/** The charter as the SPA reads it before /institutionnels. */
export const charteSchema = z.object({
  version: z.string(),
  acceptee: z.boolean(),
  versionAcceptee: z.string().nullable(),
  dateAcceptation: z.string().nullable(),
});
export const acceptationCharteSchema = z.object({
  version: z.literal(VERSION_CHARTE, { error: "Cette version de la charte n'est plus en vigueur : rechargez la page." }),
  accepte: z.literal(true, { error: 'Vous devez accepter la charte pour accéder à l’espace institutionnel.' }),
});
