/**
 * How a route is declared: once, here, and every consumer derives from it — the Lambda router
 * (functions/src/platform), the local gateway and the CDK API (infra), the SPA client (web/src/api), the
 * OpenAPI document and the authorization matrix test.
 */
import { z } from 'zod';
import type { Autorite } from '../domain/profils.ts';
import type { DemandeTerritoriale } from '../domain/categorisation/portee.ts';
import type { CodeErreur } from '../errors/catalogue.ts';
import type { Area } from './catalogue.ts';
import type { PorteeLogiciel } from '../domain/logiciels/portees.ts';
// the French error map, wherever routes are read (server, SPA client, tests)
import '../schemas/erreurs.ts';

export type Methode = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The header of every API answer that carries the application's version (the SPA reloads when it changes). */
export const ENTETE_VERSION = 'x-registre-version';

/**
 * Who may call: `public` (anyone, no token), `authentifie` (any signed-in account that is not restricted),
 * or a list of authorities of which the caller must hold at least one.
 */
export type Acces = 'public' | 'authentifie' | readonly Autorite[];

/**
 * [issue 26] A territory-scoped route (the categorisation tool: an institutional agent sees only its territory).
 * The platform loads the caller's scope, refuses (403 HORS_PERIMETRE, journaled) a request that names something
 * outside it and hands the use case the scope (`req.perimetre`). `true`: the request names no territory, the scope
 * is only handed over (saved searches of the territory); a function: what the validated request names (requested
 * geography, condominium numbers), each checked against the scope.
 */
export type PorteeTerritoriale<E = never> = true | ((entree: E) => DemandeTerritoriale);

/** The validated input of a route, as its scope declaration reads it. */
export interface EntreeRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
}

/**
 * [issue 26] The authorities an institutional agent holds within its territory only: a route that grants one of
 * them must be territory-scoped (`perimetre`), or it would be open beyond the territory. Checked over every route
 * by `routesSansPerimetre` (tests/contract/autorisations.test.ts).
 */
export const AUTORITES_TERRITORIALES: readonly Autorite[] = ['CATEGORISATION'];

export type FormatCorps = 'json' | 'form' | 'multipart';
export type FormatReponse = 'json' | 'text' | 'binary' | 'html';

export interface Route<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** unique id, `area.name` */
  id: string;
  area: Area;
  method: Methode;
  /** the spec's path, with API Gateway `{param}` syntax */
  path: string;
  acces: Acces;
  /** French one-liner, used by OpenAPI and the sitemap of calls */
  resume: string;
  params: P;
  query: Q;
  body: B;
  bodyFormat: FormatCorps;
  response: R;
  responseFormat: FormatReponse;
  /** true for routes the specs do not list but the product needs (e.g. the captcha challenge) */
  extension?: boolean;
  /**
   * The caller is identified by a client certificate (mutual TLS), not by a token: `public` for the gateway
   * (it must answer a certificate no account knows yet), 401 with `ntr: 1` when no certificate is presented.
   */
  certificat?: boolean;
  /**
   * A submission that commits the declarant (registration, attachment, renewal, successor, dissolution): refused
   * with 403 ACTIVATION_REQUISE while the declarant awaits its postal activation code (ATTENTE_ACTIVATION_TELE);
   * drafts and reads stay open.
   */
  exigeActivation?: boolean;
  /**
   * Changes the data of the account itself (profile, password, company, users, certificates): refused with 403
   * EN_TANT_QUE_INTERDIT to a keeper acting as that account (login-as acts on condominiums only).
   */
  interditEnTantQue?: boolean;
  /**
   * [issue 27] The business errors the route answers beyond 400/401/403 (a 409, a 429…): documented in the OpenAPI
   * with their catalogue status and message.
   */
  erreurs?: readonly CodeErreur[];
  /** [issue 27] The success statuses when not just 200 (201 on a creation, 302 to a presigned download). */
  succes?: readonly number[];
  /** [issue 26] Territory-scoped: see `PorteeTerritoriale` (its input type is the route's own, `never` in lists). */
  perimetre?: PorteeTerritoriale;
  /**
   * [issue 25] A route of the web service for syndic software: the caller is a software's access (OAuth 2.0 client
   * credentials), not an account. The gateway passes the token through (`acces: 'public'` there); the platform
   * verifies it (issuer, signature, audience), loads the access behind its client id (revoked: 401), requires this
   * scope (403) and acts as the access's establishment. Errors answer `application/problem+json`, writes honour
   * `Idempotency-Key`, reads answer an `ETag`.
   */
  logiciel?: PorteeLogiciel;
}

const vide = z.object({}).strip();

/** What a route declaration says; `route()` fills in the defaults. */
interface DefinitionRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> {
  id: string;
  area: Area;
  method: Methode;
  path: string;
  acces: Acces;
  resume: string;
  params?: P;
  query?: Q;
  body?: B;
  bodyFormat?: FormatCorps;
  response?: R;
  responseFormat?: FormatReponse;
  extension?: boolean;
  certificat?: boolean;
  exigeActivation?: boolean;
  interditEnTantQue?: boolean;
  erreurs?: readonly CodeErreur[];
  succes?: readonly number[];
  perimetre?: PorteeTerritoriale<EntreeRoute<P, Q, B>>;
  logiciel?: PorteeLogiciel;
}

/** A territory-scoped route: its type says so, and its use case receives the scope (functions' `Requete`). */
export type RouteTerritoriale = { perimetre: PorteeTerritoriale };

// a territory-scoped declaration (its type carries the scope), then any other
export function route<
  P extends z.ZodType = typeof vide,
  Q extends z.ZodType = typeof vide,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodUnknown,
>(
  def: DefinitionRoute<P, Q, B, R> & { perimetre: PorteeTerritoriale<EntreeRoute<P, Q, B>> },
): Route<P, Q, B, R> & RouteTerritoriale;
export function route<
  P extends z.ZodType = typeof vide,
  Q extends z.ZodType = typeof vide,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodUnknown,
>(def: DefinitionRoute<P, Q, B, R> & { perimetre?: undefined }): Route<P, Q, B, R>;
export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: DefinitionRoute<P, Q, B, R>,
): Route<P, Q, B, R> {
  return {
    ...def,
    params: (def.params ?? vide) as P,
    query: (def.query ?? vide) as Q,
    body: (def.body ?? z.undefined()) as unknown as B,
    bodyFormat: def.bodyFormat ?? 'json',
    response: (def.response ?? z.unknown()) as R,
    responseFormat: def.responseFormat ?? 'json',
  };
}

/** [issue 26] The routes that grant a territorial authority without declaring their scope (must be none). */
export const routesSansPerimetre = (routes: readonly Route[]): string[] =>
  routes
    .filter((r) => Array.isArray(r.acces) && r.acces.some((a) => AUTORITES_TERRITORIALES.includes(a)) && !r.perimetre)
    .map((r) => r.id);

export type Params<T extends Route> = z.infer<T['params']>;
export type Query<T extends Route> = z.infer<T['query']>;
export type Body<T extends Route> = z.infer<T['body']>;
export type Reponse<T extends Route> = z.infer<T['response']>;

/** Spec 001 §8: a "field response" is `{ response: value }`. */
export const reponseChamp = <T extends z.ZodType>(t: T) => z.object({ response: t });

/** A code + label list item, the shape of every reference list. */
export const codeLibelle = z.object({ code: z.string(), libelle: z.string() });
export const listeCodeLibelle = z.array(codeLibelle);
