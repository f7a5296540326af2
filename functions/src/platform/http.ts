/**
 * The Lambda platform (DESIGN.md §2): one handler per area, a middy stack, and a router keyed by the route
 * declarations of `shared/src/routes`. API Gateway (or the local gateway) already matched the route: the
 * router reads `event.routeKey` ("GET /api/account") and dispatches to the implementation of that declaration.
 *
 * Stack: header normalizer -> Powertools context -> auth context -> authority check (401/403) -> body parse
 * (json, form or multipart) -> zod validation of path, query and body (400, French message per field) -> territory
 * scope of a territory-scoped route (403 HORS_PERIMETRE, journaled; platform/perimetre.ts) -> handler ->
 * response schema check (outside production) -> error handler (catalogue code -> `{status, message, id}`).
 * The authority check comes before validation (DESIGN.md §2 had it after): a caller without the right learns
 * nothing about what the route expects, and the authorization matrix needs no sample inputs.
 */
import { randomUUID } from 'node:crypto';
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { ENTETE_VERSION, type Route, type RouteTerritoriale } from '@registre/shared/routes/route';
import type { Perimetre } from '@registre/shared/domain/categorisation/perimetre';
import { ERREURS, ErreurMetier, type CodeErreur, type CorpsErreur, type LienErreur } from '@registre/shared/errors/catalogue';
import { config } from './config.ts';
import { logger } from './logger.ts';
import { dansContexte } from './contexte.ts';
import { chargerSession, claimsDe, type Session } from './session.ts';
import { authentificationNotaireRequise, certificatDe, type CertificatClient } from './certificat.ts';
import { AUTORITES_SOUS_CHARTE } from './charte.ts';
import { ENTETES_API } from '@registre/shared/securite/entetes';
import { messageErreur } from '@registre/shared/schemas/erreurs';

export interface Requete<R extends Route> {
  params: z.output<R['params']>;
  query: z.output<R['query']>;
  body: z.output<R['body']>;
  /** the signed-in caller; always set on non-public routes */
  session: R['acces'] extends 'public' ? Session | null : Session;
  maintenant: Date;
  idRequete: string;
  ip: string | undefined;
  /** the client certificate the gateway verified (mutual TLS), if any */
  certificat: CertificatClient | null;
  /**
   * [issue 26] the caller's territory, on a territory-scoped route only (what the request names lies inside it);
   * either, for the router's erased `Route`
   */
  perimetre: R extends RouteTerritoriale ? Perimetre : Route extends R ? Perimetre | undefined : undefined;
}

/** A response with its own status or headers (a 201, a file, a header the SPA reads). */
export class ReponseHttp {
  constructor(
    readonly status: number,
    readonly corps: unknown,
    readonly entetes: Record<string, string> = {},
  ) {}
}

export interface Implementation<R extends Route = Route> {
  route: R;
  traiter: (req: Requete<R>) => Promise<z.input<R['response']> | ReponseHttp>;
}

export const implementer = <R extends Route>(
  route: R,
  traiter: (req: Requete<R>) => Promise<z.input<R['response']> | ReponseHttp>,
): Implementation => ({ route, traiter }) as unknown as Implementation;

const cle = (r: Route) => `${r.method} ${r.path}`;

function erreurValidation(issues: z.core.$ZodIssue[], prefixe: string): ErreurMetier {
  const erreurs: Record<string, string> = {};
  for (const i of issues) {
    // an unknown key is reported at its own path, each with the field's own sentence
    const chemins = i.code === 'unrecognized_keys' ? i.keys.map((k) => [...i.path, k]) : [i.path];
    for (const chemin of chemins) {
      const champ = [prefixe, ...chemin.map(String)].filter(Boolean).join('.') || prefixe || 'corps';
      erreurs[champ] ??= i.code === 'unrecognized_keys' ? messageErreur({ ...i, keys: [String(chemin.at(-1))] }) : i.message;
    }
  }
  return new ErreurMetier('REQUETE_INVALIDE', erreurs);
}

/**
 * A multipart body (bodyFormat 'multipart'), parsed by the runtime's own form-data reader: its text fields by
 * name, and every file part, whatever its field name, in `fichiers` (name, type and bytes).
 */
async function lireMultipart(event: APIGatewayProxyEventV2): Promise<Record<string, unknown>> {
  const type = event.headers?.['content-type'] ?? '';
  if (!event.body) return { fichiers: [] };
  if (!/^multipart\/form-data;/i.test(type)) {
    throw new ErreurMetier('REQUETE_INVALIDE', { corps: 'Le corps de la requête doit être un formulaire multipart.' });
  }
  const octets = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  let formulaire: FormData;
  try {
    formulaire = await new Response(octets, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ErreurMetier('REQUETE_INVALIDE', { corps: "Le formulaire multipart n'est pas lisible." });
  }
  const corps: Record<string, unknown> = {};
  const fichiers: unknown[] = [];
  for (const [champ, valeur] of formulaire) {
    if (typeof valeur === 'string') corps[champ] = valeur;
    else fichiers.push({ champ, nom: valeur.name, type: valeur.type, octets: new Uint8Array(await valeur.arrayBuffer()) });
  }
  return { ...corps, fichiers };
}

async function lireCorps(event: APIGatewayProxyEventV2, route: Route): Promise<unknown> {
  if (route.bodyFormat === 'multipart') return lireMultipart(event);
  if (!event.body) return undefined;
  const brut = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (route.bodyFormat === 'form') return Object.fromEntries(new URLSearchParams(brut));
  try {
    return JSON.parse(brut);
  } catch {
    throw new ErreurMetier('REQUETE_INVALIDE', { corps: "Le corps de la requête n'est pas un JSON valide." });
  }
}

function valider<S extends z.ZodType>(schema: S, valeur: unknown, prefixe: string): z.output<S> {
  const r = schema.safeParse(valeur);
  if (!r.success) throw erreurValidation(r.error.issues, prefixe);
  return r.data;
}

function reponseErreur(code: CodeErreur, idRequete: string, erreurs?: Record<string, string>, message?: string) {
  const corps: CorpsErreur = { status: ERREURS[code].status, message: message ?? ERREURS[code].message, id: idRequete, code };
  if (erreurs) corps.erreurs = erreurs;
  const entree = ERREURS[code] as { lien?: LienErreur };
  if (entree.lien) corps.lien = entree.lien;
  return corps;
}

/**
 * [issue 15] Headers of every answer: its type, the security headers shared with the gateway and CloudFront
 * (nosniff, a CSP under which the answer can load and be framed nowhere, no-store), the version, then the
 * handler's own. The handler may choose its caching only for an anonymous request: an answer to a request that
 * carried a session (token or client certificate) is personal and always `no-store`; nosniff and the CSP are
 * never overridden.
 */
function entetesReponse(type: string, entetes: Record<string, string>, avecSession: boolean): Record<string, string> {
  return {
    'content-type': type,
    ...ENTETES_API,
    [ENTETE_VERSION]: config().APP_VERSION,
    ...entetes,
    'content-security-policy': ENTETES_API['content-security-policy'],
    'x-content-type-options': ENTETES_API['x-content-type-options'],
    ...(avecSession ? { 'cache-control': ENTETES_API['cache-control'] } : {}),
  };
}

function json(
  status: number,
  corps: unknown,
  entetes: Record<string, string> = {},
  avecSession = false,
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: entetesReponse('application/json; charset=utf-8', entetes, avecSession),
    body: JSON.stringify(corps),
  };
}

/** [issue 11] a file (the registration certificate): base64 body, decoded by API Gateway and the local gateway. */
function binaire(
  status: number,
  corps: Uint8Array,
  entetes: Record<string, string> = {},
  avecSession = false,
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: entetesReponse('application/octet-stream', entetes, avecSession),
    body: Buffer.from(corps.buffer, corps.byteOffset, corps.byteLength).toString('base64'),
    isBase64Encoded: true,
  };
}

/**
 * [issue 25] A page (the web service's reference page): the handler gives its own content security policy, which
 * allows the site's own scripts and styles, and nothing else.
 */
function html(status: number, corps: string, entetes: Record<string, string>): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: {
      ...entetesReponse('text/html; charset=utf-8', entetes, false),
      'content-security-policy': entetes['content-security-policy'] ?? ENTETES_API['content-security-policy'],
    },
    body: corps,
  };
}

function texte(
  status: number,
  corps: string,
  entetes: Record<string, string> = {},
  avecSession = false,
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: entetesReponse('text/plain; charset=utf-8', entetes, avecSession),
    body: corps,
  };
}

/** Did the request carry a session: a verified token, a client certificate, or an Authorization header? */
const porteSession = (event: APIGatewayProxyEventV2) =>
  claimsDe(event) !== null ||
  (event.requestContext as { authentication?: { clientCert?: unknown } } | undefined)?.authentication?.clientCert !== undefined ||
  Boolean(event.headers?.authorization);

async function executer(
  impls: Map<string, Implementation>,
  event: APIGatewayProxyEventV2,
): Promise<APIGatewayProxyStructuredResultV2> {
  const idRequete = event.requestContext?.requestId ?? randomUUID();
  const impl = impls.get(event.routeKey);
  if (!impl) return json(404, reponseErreur('ROUTE_INCONNUE', idRequete));
  const { route } = impl;
  const avecSession = porteSession(event);
  try {
    // who calls and may they, before anything about the input is said: an unauthorised caller learns nothing
    const claims = claimsDe(event);
    const certificat = certificatDe(event);
    // [issue 25] a syndic's software: its access's token, checked here (platform/logiciel.ts)
    const appel = route.logiciel
      ? await (await import('./logiciel.ts')).authentifierLogiciel(event, route.logiciel, new Date())
      : null;
    const session = appel
      ? appel.session
      : route.acces === 'public'
        ? await chargerSession(claims, certificat).catch(() => null)
        : await chargerSession(claims, certificat);
    if (appel && route.exigeActivation && session?.autorites.includes('ATTENTE_ACTIVATION_TELE'))
      throw new ErreurMetier('ACTIVATION_REQUISE');
    if (route.certificat && !certificat) throw authentificationNotaireRequise();
    if (route.acces !== 'public') {
      if (!session) throw new ErreurMetier('NON_AUTHENTIFIE');
      if (route.acces !== 'authentifie' && !route.acces.some((a) => session.autorites.includes(a))) {
        const sousCharte = session.charteNonAcceptee && route.acces.some((a) => AUTORITES_SOUS_CHARTE.includes(a));
        throw new ErreurMetier(sousCharte ? 'CHARTE_NON_ACCEPTEE' : 'ACCES_NON_AUTORISE');
      }
      // [issue 15] a declarant awaiting its postal activation code prepares but does not submit
      if (route.exigeActivation && session.autorites.includes('ATTENTE_ACTIVATION_TELE'))
        throw new ErreurMetier('ACTIVATION_REQUISE');
      // [issue 15] login-as acts on condominiums, never on the account's own data
      if (route.interditEnTantQue && session.enTantQuePar) throw new ErreurMetier('EN_TANT_QUE_INTERDIT');
    }
    const params = valider(route.params, event.pathParameters ?? {}, 'chemin');
    const query = valider(route.query, event.queryStringParameters ?? {}, 'parametres');
    const body = valider(route.body, await lireCorps(event, route), '');
    const par = session?.enTantQuePar;
    const maintenant = new Date();
    // [issue 15] in login-as, every journal line of the request names the keeper and the account (contexte.ts)
    const contexte = { ...(par && { enTantQue: { par, pour: session.login } }), ...(appel && { logiciel: appel.logiciel }) };
    const resultat = await dansContexte(contexte, async () => {
      // [issue 26] a territory-scoped route: the scope is loaded and what the request names checked here, never by
      // the use case (the module, with its geography, is read on the first such request only)
      if (route.perimetre && !session) throw new ErreurMetier('NON_AUTHENTIFIE');
      const perimetre = route.perimetre
        ? await (await import('./perimetre.ts')).garderPerimetre(route, session!, { params, query, body }, maintenant)
        : undefined;
      const traiter = async () => {
        const r = await impl.traiter({
          params,
          query,
          body,
          session: session as Session,
          maintenant,
          idRequete,
          ip: event.requestContext?.http?.sourceIp,
          certificat,
          perimetre,
        });
        return r instanceof ReponseHttp
          ? { status: r.status, corps: r.corps, entetes: r.entetes }
          : { status: 200, corps: r, entetes: {} };
      };
      // [issue 25] a software's write runs once per Idempotency-Key
      return appel && route.method !== 'GET'
        ? (await import('./logiciel.ts')).avecIdempotence(event, appel, maintenant, traiter)
        : traiter();
    });
    const { status, corps, entetes } = resultat;
    if (config().VALIDATE_RESPONSES && status < 300 && route.responseFormat === 'json') {
      const r = route.response.safeParse(corps);
      if (!r.success) {
        logger.error('Réponse non conforme au contrat', { route: route.id, issues: r.error.issues.map((i) => i.path.join('.')) });
        return json(500, reponseErreur('ERREUR_SERVEUR', idRequete));
      }
    }
    // [issue 25] every call of a software is in the log with the access and its establishment (its writes are also
    // in the journal; a read writes nothing)
    logger.info('requête traitée', {
      route: route.id,
      status,
      ...(appel && { logiciel: appel.logiciel.clientId, etablissement: appel.session.idTeledeclarant }),
    });
    if (appel) return (await import('./logiciel.ts')).reponseLogiciel(event, status, corps, entetesReponse('', entetes, false));
    if (route.responseFormat === 'html' && status < 300) return html(status, String(corps ?? ''), entetes);
    if (route.responseFormat === 'text' && status < 300) return texte(status, String(corps ?? ''), entetes, avecSession);
    if (route.responseFormat === 'binary' && status < 300 && corps instanceof Uint8Array)
      return binaire(status, corps, entetes, avecSession);
    return json(status, corps, entetes, avecSession);
  } catch (e) {
    if (e instanceof ErreurMetier) {
      logger.info('erreur métier', { route: route.id, code: e.code, status: e.status });
      const corpsErreur = reponseErreur(e.code, idRequete, e.erreurs, e.message);
      if (e.details) corpsErreur.details = e.details;
      if (route.logiciel)
        return (await import('./logiciel.ts')).reponseProbleme(corpsErreur, entetesReponse('', {}, true), e.entetes);
      return json(e.status, corpsErreur, e.entetes, avecSession);
    }
    logger.error('erreur inattendue', { route: route.id, erreur: e instanceof Error ? e.name + ': ' + e.message : String(e) });
    if (route.logiciel)
      return (await import('./logiciel.ts')).reponseProbleme(
        reponseErreur('ERREUR_SERVEUR', idRequete),
        entetesReponse('', {}, true),
      );
    return json(500, reponseErreur('ERREUR_SERVEUR', idRequete));
  }
}

/** The Lambda handler of one area: every implementation of that area, nothing else. */
export function creerHandler(implementations: readonly Implementation[]) {
  const impls = new Map(implementations.map((i) => [cle(i.route), i]));
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(httpHeaderNormalizer())
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler((event) => executer(impls, event));
}
