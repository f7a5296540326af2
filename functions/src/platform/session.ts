/**
 * The auth context: who calls, with which authorities. The JWT itself was verified before the Lambda runs
 * (API Gateway's HttpJwtAuthorizer in AWS, the local gateway locally), which hands over its claims; here the
 * account is loaded and the authorities computed from the profile matrix, narrowed by the user's restrictions.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { autoritesEffectives, type Autorite, type Profil } from '@registre/shared/domain/profils';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db } from '../adapters/dynamodb/service.ts';
import { loginParCertificat, type CertificatClient } from './certificat.ts';
import { selonCharte } from './charte.ts';
import { enTantQueDe, type EnTantQuePar } from './enTantQue.ts';

export interface Session {
  login: string;
  profil: Profil;
  autorites: Autorite[];
  idTeledeclarant: number | null;
  /** [charte] CHART_CONFIDENTIALITE holder who has not accepted the charter in force (platform/charte.ts) */
  charteNonAcceptee?: boolean;
  /** [en tant que] the keeper acting as this account (login-as); the journal names them (platform/enTantQue.ts) */
  enTantQuePar?: EnTantQuePar;
  /** [issue 15] the id shared by the tokens of one sign-in (`idSessionDe`); none for a client certificate */
  idSession?: string;
  /** [issue 14] a keeper signed in through the institutional identity provider (AUTHENTICATED_CLAVIS) */
  viaClavis?: boolean;
}

export type Claims = Record<string, string | number | boolean | string[] | undefined>;

export function claimsDe(event: unknown): Claims | null {
  const jwt = (event as Partial<APIGatewayProxyEventV2WithJWTAuthorizer>).requestContext?.authorizer?.jwt;
  return (jwt?.claims as Claims | undefined) ?? null;
}

/**
 * [issue 15] The id shared by every token of one sign-in: Cognito's `origin_jti` (the same in the ID and access
 * tokens and in those refreshed from the same refresh token), else `event_id` (the same in the ID and access
 * tokens of one issue: cognito-local has no `origin_jti`).
 */
export const idSessionDe = (claims: Claims): string | undefined => {
  const id = claims.origin_jti ?? claims.event_id;
  return typeof id === 'string' && id ? id : undefined;
};

/** Loads the caller's session; `null` when no token was presented. Throws 401 for unknown or closed accounts. */
export async function chargerSession(claims: Claims | null, certificat: CertificatClient | null = null): Promise<Session | null> {
  if (!claims && !certificat) return null;
  // [certificats] no JWT but a client certificate verified by the gateway (mutual TLS): its registered account
  const login = claims ? String(claims['cognito:username'] ?? claims.username ?? '') : await loginParCertificat(certificat!);
  if (!login) throw new ErreurMetier('NON_AUTHENTIFIE');
  const { data: compte } = await db().entities.utilisateur.get({ login }).go();
  // [issue 14] no account of that login: a keeper signed in through the institutional login (its identity opens the
  // keeper's account)
  const teneurClavis = !compte && claims ? await teneurParClavis(login) : null;
  const reel = compte ?? teneurClavis;
  if (!reel || reel.statut === 'SUPPRIME' || reel.statut === 'INACTIF') throw new ErreurMetier('NON_AUTHENTIFIE');
  const idSession = claims ? idSessionDe(claims) : undefined;
  // [issue 15] a session ended by sign-out: none of its tokens opens anything any more
  if (idSession && reel.sessionsRevoquees?.some((r) => r.id === idSession)) throw new ErreurMetier('NON_AUTHENTIFIE');
  const enTantQue = await enTantQueDe(reel, idSession); // [en tant que] a keeper acting as another account, in this session
  const u = enTantQue?.cible ?? reel;
  if (u.profil === 'RESTREINT') throw new ErreurMetier('PROFIL_RESTREINT');
  let enAttenteActivation = false;
  if (u.idTeledeclarant !== undefined) {
    const { data: t } = await db().entities.teledeclarant.get({ idTeledeclarant: u.idTeledeclarant }).go();
    if (!t || t.statut === 'SUPPRIME') throw new ErreurMetier('NON_AUTHENTIFIE');
    enAttenteActivation = t.statut === 'ATT_ACTIVATION';
  }
  return {
    login: u.login,
    profil: u.profil,
    ...selonCharte(u, autoritesEffectives({ profil: u.profil, restrictions: u.restrictions, enAttenteActivation })), // [charte]
    idTeledeclarant: u.idTeledeclarant ?? null,
    ...(enTantQue && { enTantQuePar: enTantQue.par }), // [en tant que]
    ...(idSession && { idSession }),
    ...(teneurClavis && { viaClavis: true }), // [issue 14]
  };
}

/**
 * [issue 14] Spec 001 §4 "Keeper profiles also check the institutional login": the keeper account an institutional
 * identity opens (`agentInstitutionnel.compteTeneur`), when the token's user is such an identity; null otherwise.
 * Such identities (`clavis.<sub>`, or the Cognito user name when Cognito federates the provider) have no account of
 * their own: read only when no account has the token's login.
 */
async function teneurParClavis(login: string) {
  const { data: agent } = await db().entities.agentInstitutionnel.get({ login }).go();
  if (!agent?.compteTeneur) return null;
  const { data: teneur } = await db().entities.utilisateur.get({ login: agent.compteTeneur }).go();
  // only a keeper profile may be opened this way (a changed profile closes the door)
  if (!teneur || !teneur.profil.startsWith('TENEUR_')) throw new ErreurMetier('NON_AUTHENTIFIE');
  return teneur;
}
