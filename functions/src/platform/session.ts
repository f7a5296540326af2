/**
 * The auth context: who calls, with which authorities. The JWT itself was verified before the Lambda runs
 * (API Gateway's HttpJwtAuthorizer in AWS, the local gateway locally), which hands over its claims; here the
 * account is loaded and the authorities computed from the profile matrix, narrowed by the user's restrictions.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { autoritesEffectives, type Autorite, type Profil } from '@registre/shared/domain/profils';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db } from '../adapters/dynamodb/service.ts';

export interface Session {
  login: string;
  profil: Profil;
  autorites: Autorite[];
  idTeledeclarant: number | null;
}

export type Claims = Record<string, string | number | boolean | string[] | undefined>;

export function claimsDe(event: unknown): Claims | null {
  const jwt = (event as Partial<APIGatewayProxyEventV2WithJWTAuthorizer>).requestContext?.authorizer?.jwt;
  return (jwt?.claims as Claims | undefined) ?? null;
}

/** Loads the caller's session; `null` when no token was presented. Throws 401 for unknown or closed accounts. */
export async function chargerSession(claims: Claims | null): Promise<Session | null> {
  if (!claims) return null;
  const login = String(claims['cognito:username'] ?? claims.username ?? '');
  if (!login) throw new ErreurMetier('NON_AUTHENTIFIE');
  const { data: u } = await db().entities.utilisateur.get({ login }).go();
  if (!u || u.statut === 'SUPPRIME' || u.statut === 'INACTIF') throw new ErreurMetier('NON_AUTHENTIFIE');
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
    autorites: autoritesEffectives({ profil: u.profil, restrictions: u.restrictions, enAttenteActivation }),
    idTeledeclarant: u.idTeledeclarant ?? null,
  };
}
