/**
 * [issue 25] The platform's side of the web service for syndic software (routes declared with `logiciel`):
 * - who calls: the bearer token of a software's access (OAuth 2.0 client credentials), verified here against the
 *   configured issuer, its published keys and audience (the gateway lets these routes through, as API Gateway has no
 *   authorizer on them: Cognito's tokens of dynamically created clients name no audience it could list); the access
 *   behind the token's `client_id`, read at most every `DELAI_REVOCATION_MS` (a revoked access stops within it); the
 *   scope the route needs; then the establishment's session (the account that created the access, kept with the
 *   access for as long), its authorities limited to what the scopes lend;
 * - `Idempotency-Key` on writes: the first answer stored 24 hours and replayed, another body refused (422);
 * - `ETag` on reads, `If-None-Match` answered 304;
 * - errors as `application/problem+json`.
 */
import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import {
  AUTORITES_PAR_PORTEE,
  DELAI_REVOCATION_MS,
  DUREE_IDEMPOTENCE_S,
  porteesDuJeton,
  scopeOAuth,
  type PorteeLogiciel,
} from '@registre/shared/domain/logiciels/portees';
import { cleIdempotenceValide, correspondEtag, probleme, TYPE_PROBLEME } from '@registre/shared/domain/logiciels/probleme';
import { ErreurMetier, type CorpsErreur } from '@registre/shared/errors/catalogue';
import { db } from '../adapters/dynamodb/service.ts';
import { config } from './config.ts';
import { logger } from './logger.ts';
import { chargerSession, type Session } from './session.ts';

export interface AppelLogiciel {
  session: Session;
  logiciel: { clientId: string; nomLogiciel: string };
}

interface AccesConnu {
  clientId: string;
  nomLogiciel: string;
  idTeledeclarant: number;
  portees: PorteeLogiciel[];
  creePar: string;
  actif: boolean;
  dernierUsage?: string;
  /** the session of the account that created it, loaded at the first call and kept as long as the access is */
  session?: Session;
}

const enTeteBearer = (erreur: string, description?: string, portee?: string) =>
  [`Bearer error="${erreur}"`, description && `error_description="${description}"`, portee && `scope="${portee}"`]
    .filter(Boolean)
    .join(', ');

const jetonInvalide = () =>
  new ErreurMetier('JETON_LOGICIEL_INVALIDE', undefined, undefined, { 'www-authenticate': enTeteBearer('invalid_token') });

let jwks: { url: string; cles: ReturnType<typeof createRemoteJWKSet> } | undefined;
function clesPubliques() {
  const url = config().LOGICIELS_JWKS_URL;
  if (!url || !config().LOGICIELS_EMETTEUR) throw new ErreurMetier('SERVICE_INDISPONIBLE');
  if (jwks?.url !== url) jwks = { url, cles: createRemoteJWKSet(new URL(url)) };
  return jwks.cles;
}

async function verifierJeton(event: APIGatewayProxyEventV2): Promise<JWTPayload> {
  const jeton = /^Bearer\s+(\S+)$/i.exec(event.headers?.authorization ?? '')?.[1];
  if (!jeton) throw jetonInvalide();
  const cles = clesPubliques();
  try {
    const audience = config().LOGICIELS_AUDIENCE || undefined;
    const { payload } = await jwtVerify(jeton, cles, { issuer: config().LOGICIELS_EMETTEUR, audience });
    // Cognito marks its access tokens; an ID token is no software's credential
    if (payload.token_use !== undefined && payload.token_use !== 'access') throw jetonInvalide();
    if (typeof payload.client_id !== 'string' || !payload.client_id) throw jetonInvalide();
    return payload;
  } catch (e) {
    if (e instanceof ErreurMetier) throw e;
    throw jetonInvalide();
  }
}

const cache = new Map<string, { acces: AccesConnu | null; jusqua: number }>();
/** A revoked or renewed access, forgotten at once by this instance (the others within `DELAI_REVOCATION_MS`). */
export const oublierAcces = (clientId: string) => cache.delete(clientId);

async function accesDe(clientId: string, maintenant: Date): Promise<AccesConnu | null> {
  const connu = cache.get(clientId);
  if (connu && connu.jusqua > maintenant.getTime()) return connu.acces;
  const { data } = await db().entities.accesLogiciel.get({ clientId }).go();
  const acces: AccesConnu | null = data
    ? {
        clientId,
        nomLogiciel: data.nomLogiciel,
        idTeledeclarant: data.idTeledeclarant,
        portees: data.portees as PorteeLogiciel[],
        creePar: data.creePar,
        actif: data.statut === 'ACTIF',
        dernierUsage: data.dernierUsage,
      }
    : null;
  if (cache.size > 10_000) cache.clear();
  cache.set(clientId, { acces, jusqua: maintenant.getTime() + DELAI_REVOCATION_MS });
  return acces;
}

/** Whether the access is still active, as a call would find it (a batch's task asks before each entry). */
export const accesLogicielActif = async (clientId: string, maintenant: Date): Promise<boolean> =>
  (await accesDe(clientId, maintenant))?.actif === true;

/** The access's last use, to the minute: at most one write a minute per access, never in the request's way. */
function noterUsage(acces: AccesConnu, maintenant: Date) {
  const minute = maintenant.toISOString().slice(0, 16);
  if (acces.dernierUsage?.slice(0, 16) === minute) return;
  acces.dernierUsage = maintenant.toISOString();
  db()
    .entities.accesLogiciel.patch({ clientId: acces.clientId })
    .set({ dernierUsage: acces.dernierUsage })
    .go()
    .catch((e: unknown) => logger.warn('dernier usage non enregistré', { erreur: e instanceof Error ? e.name : String(e) }));
}

/**
 * The caller of a `logiciel` route: a valid token of an active access holding the route's scope, acting as its
 * establishment through the account that created the access (its journal lines name the software too).
 */
export async function authentifierLogiciel(
  event: APIGatewayProxyEventV2,
  portee: PorteeLogiciel,
  maintenant: Date,
): Promise<AppelLogiciel> {
  const jeton = await verifierJeton(event);
  const acces = await accesDe(jeton.client_id as string, maintenant);
  if (!acces?.actif)
    throw new ErreurMetier('ACCES_LOGICIEL_REVOQUE', undefined, undefined, { 'www-authenticate': enTeteBearer('invalid_token') });
  // what the token asked for, within what the access still allows (a scope withdrawn since the token was issued)
  const portees = porteesDuJeton(jeton.scope).filter((p) => acces.portees.includes(p));
  if (!portees.includes(portee))
    throw new ErreurMetier('PORTEE_INSUFFISANTE', undefined, undefined, {
      'www-authenticate': enTeteBearer('insufficient_scope', undefined, scopeOAuth(portee)),
    });
  // the account that created the access: closed, moved or no longer principal administrator, the access stops (a
  // session loaded is kept with the access, so such a change reaches the software within DELAI_REVOCATION_MS too)
  const session = (acces.session ??= (await chargerSession({ username: acces.creePar }).catch(() => null)) ?? undefined);
  if (!session || session.idTeledeclarant !== acces.idTeledeclarant || !session.profil.endsWith('_ADMIN_PRINC'))
    throw new ErreurMetier('ACCES_LOGICIEL_REVOQUE');
  const pretees = new Set(portees.flatMap((p) => AUTORITES_PAR_PORTEE[p]));
  noterUsage(acces, maintenant);
  return {
    session: { ...session, autorites: session.autorites.filter((a) => pretees.has(a)) },
    logiciel: { clientId: acces.clientId, nomLogiciel: acces.nomLogiciel },
  };
}

// ——— answers ———

const hacher = (s: string) => createHash('sha256').update(s).digest('base64url');

/** A problem details answer (RFC 9457). */
export function reponseProbleme(
  corps: CorpsErreur,
  entetesCommuns: Record<string, string>,
  entetes: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: corps.status,
    headers: { ...entetesCommuns, ...entetes, 'content-type': `${TYPE_PROBLEME}; charset=utf-8`, 'cache-control': 'no-store' },
    body: JSON.stringify(probleme(corps)),
  };
}

/**
 * A success: reads carry an ETag (revalidated by `If-None-Match`: 304 without body) and may be kept privately by
 * the client (`private, no-cache`); writes are not stored.
 */
export function reponseLogiciel(
  event: APIGatewayProxyEventV2,
  status: number,
  corps: unknown,
  entetes: Record<string, string>,
): APIGatewayProxyStructuredResultV2 {
  const texte = JSON.stringify(corps);
  const base = { ...entetes, 'content-type': 'application/json; charset=utf-8' };
  if (event.requestContext?.http?.method !== 'GET')
    return { statusCode: status, headers: { ...base, 'cache-control': 'no-store' }, body: texte };
  const etag = `"${hacher(texte).slice(0, 27)}"`;
  const lecture = { ...base, etag, 'cache-control': 'private, no-cache' };
  if (status === 200 && correspondEtag(event.headers?.['if-none-match'], etag))
    return { statusCode: 304, headers: lecture, body: '' };
  return { statusCode: status, headers: lecture, body: texte };
}

// ——— Idempotency-Key ———

interface ReponseStockee {
  status: number;
  corps: unknown;
  entetes: Record<string, string>;
}

/**
 * Runs a write once per `Idempotency-Key` of the access: the first answer (a success) is stored and replayed for 24
 * hours to the same request (header `Idempotent-Replayed: true`); the same key with another body is refused (422);
 * a retry while the first still runs gets 409. An error frees the key (the request may be corrected and sent again).
 * Without the header, the write simply runs.
 */
export async function avecIdempotence(
  event: APIGatewayProxyEventV2,
  appel: AppelLogiciel,
  maintenant: Date,
  executer: () => Promise<ReponseStockee>,
): Promise<ReponseStockee> {
  const cle = event.headers?.['idempotency-key'];
  if (cle === undefined) return executer();
  if (!cleIdempotenceValide(cle))
    throw new ErreurMetier('REQUETE_INVALIDE', {
      'entetes.Idempotency-Key': "La clé d'idempotence fait 1 à 255 caractères ASCII imprimables, sans espace.",
    });
  const { clientId } = appel.logiciel;
  const empreinte = hacher(`${event.requestContext?.http?.method} ${event.rawPath}\n${event.body ?? ''}`);
  const maintenantS = Math.floor(maintenant.getTime() / 1000);
  const entite = db().entities.reponseIdempotente;
  const prise = await entite
    .create({ clientId, cle, empreinte, statut: 'EN_COURS', ttl: maintenantS + DUREE_IDEMPOTENCE_S })
    .go()
    .then(() => true)
    .catch((e: unknown) => {
      if ((e as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') return false;
      throw e;
    });
  if (!prise) {
    const { data: existante } = await entite.get({ clientId, cle }).go({ consistent: true });
    if (existante && existante.ttl > maintenantS) {
      if (existante.empreinte !== empreinte) throw new ErreurMetier('IDEMPOTENCE_AUTRE_CORPS');
      if (existante.statut === 'EN_COURS')
        throw new ErreurMetier('IDEMPOTENCE_EN_COURS', undefined, undefined, { 'retry-after': '2' });
      return {
        status: existante.status ?? 200,
        corps: JSON.parse(existante.corps ?? 'null'),
        entetes: { ...(JSON.parse(existante.entetes ?? '{}') as Record<string, string>), 'idempotent-replayed': 'true' },
      };
    }
    // gone or expired but not yet removed by the TTL: the key is free again
    await entite.put({ clientId, cle, empreinte, statut: 'EN_COURS', ttl: maintenantS + DUREE_IDEMPOTENCE_S }).go();
  }
  try {
    const r = await executer();
    await entite
      .patch({ clientId, cle })
      .set({ statut: 'TERMINEE', status: r.status, corps: JSON.stringify(r.corps), entetes: JSON.stringify(r.entetes) })
      .go();
    return r;
  } catch (e) {
    await entite
      .delete({ clientId, cle })
      .go()
      .catch(() => undefined);
    throw e;
  }
}
