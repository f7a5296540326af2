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
}

export type Claims = Record<string, string | number | boolean | string[] | undefined>;

export function claimsDe(event: unknown): Claims | null {
  const jwt = (event as Partial<APIGatewayProxyEventV2WithJWTAuthorizer>).requestContext?.authorizer?.jwt;
  return (jwt?.claims as Claims | undefined) ?? null;
}

/** Loads the caller's session; `null` when no token was presented. Throws 401 for unknown or closed accounts. */
export async function chargerSession(claims: Claims | null, certificat: CertificatClient | null = null): Promise<Session | null> {
  if (!claims && !certificat) return null;
  // [certificats] no JWT but a client certificate verified by the gateway (mutual TLS): its registered account
  const login = claims ? String(claims['cognito:username'] ?? claims.username ?? '') : await loginParCertificat(certificat!);
  if (!login) throw new ErreurMetier('NON_AUTHENTIFIE');
  const { data: reel } = await db().entities.utilisateur.get({ login }).go();
  if (!reel || reel.statut === 'SUPPRIME' || reel.statut === 'INACTIF') throw new ErreurMetier('NON_AUTHENTIFIE');
  const enTantQue = await enTantQueDe(reel); // [en tant que] a keeper acting as another account
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
  };
}
