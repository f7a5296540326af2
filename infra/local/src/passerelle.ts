/**
 * The local API gateway: the same route declarations as the CDK HttpApi, the same handler modules as the
 * Lambdas, the API Gateway v2 (payload 2.0) event shape, and the same JWT check as the HttpJwtAuthorizer
 * (signature against the pool's JWKS, issuer, audience or client_id). It also serves the built SPA with
 * `/api` on the same origin, as CloudFront does in AWS: compressed (brotli or gzip, per Accept-Encoding) like the
 * CloudFront behaviours with `compress: true`, the hashed assets cached for a year, `index.html` revalidated, and
 * no source map. Like API Gateway, a request body over 10 MB is refused with a 413.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createServerTls } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { X509Certificate, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ROUTES, type Area } from '@registre/shared/routes/index';
import { ERREURS, type CodeErreur } from '@registre/shared/errors/catalogue';
import { cspSpa, ENTETES_API, ENTETES_SPA } from '@registre/shared/securite/entetes';
import { prerenduDe } from '@registre/shared/site/prerendus';
import { creerAiguillage } from './aiguillage.ts';
import { creerLimiteur } from '@registre/shared/domain/logiciels/debit';
import { LIMITES_LOGICIEL } from '@registre/shared/domain/logiciels/portees';
import { probleme, TYPE_PROBLEME } from '@registre/shared/domain/logiciels/probleme';

type HandlerArea = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface OptionsPasserelle {
  port: number;
  webDist: string;
  emetteur: string;
  clientId: string;
  /** what GET /config.json answers (public settings of the SPA) */
  configWeb: Record<string, unknown>;
  /** [issue 15] the other origins the SPA calls (the user pool, the document bucket): its CSP's connect-src */
  connexions?: readonly string[];
  /** [issue 12] the basemap style URL of the directory's map, when configured: its origin joins the CSP */
  fondCarte?: string;
  version: string;
  /** local-only endpoints under /_local (workflow runner, outbox) */
  routesLocales?: (req: IncomingMessage, res: ServerResponse, url: URL, corps: () => Promise<Buffer>) => Promise<void>;
  /**
   * The notaries' entrance: an HTTPS port with mutual TLS, like the API Gateway custom domain whose truststore
   * holds the notaries' certificate authorities. A client certificate verified against `ca` is handed to the
   * Lambda in `requestContext.authentication.clientCert`, exactly as API Gateway does; there is no JWT authorizer
   * on that entrance (the certificate is the identity); a certificate from another authority is refused (403).
   */
  mtls?: { port: number; cert: string; cle: string; ca: string };
}

/** What API Gateway's mutual TLS puts in `requestContext.authentication.clientCert`. */
export interface ClientCert {
  clientCertPem: string;
  subjectDN: string;
  issuerDN: string;
  serialNumber: string;
  validity: { notBefore: string; notAfter: string };
}

const dnRfc2253 = (dn: string) => dn.split('\n').reverse().join(',');

/** The verified client certificate of a TLS connection, shaped like API Gateway's; null when there is none. */
export function clientCertDe(socket: TLSSocket): ClientCert | null | 'refuse' {
  const pair = socket.getPeerCertificate(true);
  if (!pair || !pair.raw) return null;
  if (!socket.authorized) return 'refuse';
  const x = new X509Certificate(pair.raw);
  const pem = `-----BEGIN CERTIFICATE-----\n${pair.raw
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n')}\n-----END CERTIFICATE-----\n`;
  return {
    clientCertPem: pem,
    subjectDN: dnRfc2253(x.subject),
    issuerDN: dnRfc2253(x.issuer),
    serialNumber: x.serialNumber.match(/.{1,2}/g)!.join(':'),
    validity: { notBefore: x.validFrom, notAfter: x.validTo },
  };
}

/**
 * The type of every static file the SPA ships (web/public and the build): anything else would leave as
 * application/octet-stream, which a browser downloads instead of showing (the tutorial video did, issue 27).
 */
export const TYPES_STATIQUES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

const handlers = new Map<Area, Promise<HandlerArea>>();
const handlerDe = (area: Area) => {
  if (!handlers.has(area)) {
    handlers.set(
      area,
      import(`@registre/functions/${area}/handler`).then((m: { handler: HandlerArea }) => m.handler),
    );
  }
  return handlers.get(area)!;
};

function repondreErreur(res: ServerResponse, code: CodeErreur, version: string) {
  const { status, message } = ERREURS[code];
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-registre-version': version, ...ENTETES_API });
  res.end(JSON.stringify({ status, message, id: randomUUID(), code }));
}

/**
 * [issue 25] The key of a software's rate limit: the `client_id` its token names (read, not verified: the Lambda
 * verifies the token; a forged id only spends that id's own bucket); null for a request without such a token, which
 * the Lambda refuses at once (401) without touching the table.
 */
export function cleDebit(autorisation: string | undefined): string | null {
  const jeton = /^Bearer\s+(\S+)$/i.exec(autorisation ?? '')?.[1];
  if (!jeton) return null;
  try {
    const id = decodeJwt(jeton).client_id;
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}

/** [issue 25] 429 of the web service, as API Gateway's throttling answers it, in the service's problem format. */
function repondreTropDeRequetes(res: ServerResponse, apresS: number, version: string) {
  const { status, message } = ERREURS.TROP_DE_REQUETES;
  res.writeHead(status, {
    ...ENTETES_API,
    'content-type': `${TYPE_PROBLEME}; charset=utf-8`,
    'x-registre-version': version,
    'retry-after': String(apresS),
  });
  res.end(JSON.stringify(probleme({ status, message, id: randomUUID(), code: 'TROP_DE_REQUETES' })));
}

/* ---------- request bodies: 10 MB at most, as API Gateway (payload quota) ---------- */

export const TAILLE_MAX_CORPS = 10 * 1024 * 1024;
export const MESSAGE_413 = ERREURS.REQUETE_TROP_VOLUMINEUSE.message;
/** What is still read (and thrown away) of a refused body so that the client reads the 413; beyond, the connection is cut. */
const RESTE_JETE_MAX = 16 * 1024 * 1024;

/** A body over the limit: answered 413, never logged as a server error. */
export class CorpsTropVolumineux extends Error {
  constructor() {
    super(MESSAGE_413);
    this.name = 'CorpsTropVolumineux';
  }
}

/**
 * The request body, refused as soon as it passes `max`: at once when its announced length does, else at the first
 * chunk beyond it (what was read is dropped: a 1 GB body is never buffered).
 */
function lireCorps(req: IncomingMessage, max = TAILLE_MAX_CORPS): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > max) return reject(new CorpsTropVolumineux());
    const morceaux: Buffer[] = [];
    let taille = 0;
    const surDonnees = (m: Buffer) => {
      taille += m.length;
      if (taille <= max) return void morceaux.push(m);
      req.off('data', surDonnees).off('end', surFin);
      morceaux.length = 0;
      reject(new CorpsTropVolumineux());
    };
    const surFin = () => resolve(Buffer.concat(morceaux));
    req.on('data', surDonnees).on('end', surFin).once('error', reject);
  });
}

/**
 * The 413 (API error shape). The rest of the body is read and thrown away, so that a client still sending reads the
 * answer instead of a reset connection, up to `RESTE_JETE_MAX`: beyond, the connection is cut.
 */
function repondre413(req: IncomingMessage, res: ServerResponse, version: string) {
  let jete = 0;
  req.on('data', (m: Buffer) => {
    jete += m.length;
    if (jete > RESTE_JETE_MAX) req.socket.destroy();
  });
  req.resume();
  const corps = JSON.stringify({ status: 413, message: MESSAGE_413, id: randomUUID(), code: 'REQUETE_TROP_VOLUMINEUSE' });
  res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', 'x-registre-version': version, ...ENTETES_API });
  res.end(corps);
}

/* ---------- compression, as CloudFront: brotli or gzip per Accept-Encoding, from 1 000 bytes ---------- */

type Codage = 'br' | 'gzip';
const brotli = promisify(brotliCompress);
const gzipper = promisify(gzip);
/** CloudFront compresses objects from 1 000 bytes (and up to 10 MB) */
const TAILLE_MIN_COMPRESSION = 1000;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/(svg\+xml|x-icon))/;

/** The encoding the client prefers among those it accepts (`q=0` refuses), brotli first as CloudFront. */
export function codageAccepte(entete: string | string[] | undefined): Codage | null {
  const acceptes = new Map<string, number>();
  for (const partie of String(entete ?? '').split(',')) {
    const [nom, ...params] = partie.trim().toLowerCase().split(';');
    if (!nom) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    acceptes.set(nom, q === undefined ? 1 : Number(q));
  }
  const poids = (c: string) => acceptes.get(c) ?? (acceptes.has('*') ? acceptes.get('*')! : 0);
  if (poids('br') > 0) return 'br';
  if (poids('gzip') > 0) return 'gzip';
  return null;
}

/** Compresses once: static files at `quality` 9 / level 9 (cached), API bodies at a faster setting. */
const compresser = (octets: Buffer, codage: Codage, statique: boolean): Promise<Buffer> =>
  codage === 'br'
    ? brotli(octets, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: statique ? 9 : 5,
          [zlib.BROTLI_PARAM_SIZE_HINT]: octets.length,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      })
    : gzipper(octets, { level: statique ? 9 : 6 });

/** A static file as read once, with its compressed forms computed once (dropped when the file changes). */
interface FichierServi {
  cle: string;
  brut: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const contexteLambda = (area: string, id: string): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: `registre-${area}`,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:eu-west-3:000000000000:function:registre-${area}`,
  memoryLimitInMB: '512',
  awsRequestId: id,
  logGroupName: `/aws/lambda/registre-${area}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => 29_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

export async function demarrerPasserelle(o: OptionsPasserelle): Promise<Server> {
  // [issue 15] the SPA's headers, the same as CloudFront's policy (shared/src/securite/entetes.ts)
  const entetesSpa = { 'content-security-policy': cspSpa(o.connexions, { fondCarte: o.fondCarte }), ...ENTETES_SPA };
  const aiguiller = creerAiguillage(ROUTES);
  const jwks = createRemoteJWKSet(new URL(`${o.emetteur}/.well-known/jwks.json`));
  // [issue 25] one bucket per software access (API Gateway's throttling in AWS)
  const limiterLogiciel = creerLimiteur(LIMITES_LOGICIEL);

  async function verifierJeton(entete: string | undefined): Promise<JWTPayload | null> {
    const jeton = /^Bearer (.+)$/i.exec(entete ?? '')?.[1];
    if (!jeton) return null;
    try {
      const { payload } = await jwtVerify(jeton, jwks, { issuer: o.emetteur });
      const audiences = [payload.aud, payload.client_id].flat().filter(Boolean);
      return audiences.includes(o.clientId) ? payload : null;
    } catch {
      return null;
    }
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL, mtls: boolean) {
    const trouve = aiguiller(req.method ?? 'GET', url.pathname);
    if (!trouve || trouve === 'methode') return repondreErreur(res, 'ROUTE_INCONNUE', o.version);
    const { route, params } = trouve;
    const client = route.logiciel ? cleDebit(req.headers.authorization) : null;
    if (client) {
      const d = limiterLogiciel(client, Date.now());
      if (!d.accepte) return repondreTropDeRequetes(res, d.reessayerApresS, o.version);
    }
    let claims: JWTPayload | null = null;
    let clientCert: ClientCert | null = null;
    if (mtls) {
      const c = clientCertDe(req.socket as TLSSocket);
      if (c === 'refuse') return repondreErreur(res, 'CERTIFICAT_NON_RECONNU', o.version);
      clientCert = c;
    } else if (route.acces !== 'public') {
      claims = await verifierJeton(req.headers.authorization);
      if (!claims) return repondreErreur(res, 'NON_AUTHENTIFIE', o.version);
    }
    const corps = await lireCorps(req);
    const type = String(req.headers['content-type'] ?? '');
    const texte = /json|x-www-form-urlencoded|^text\//.test(type) || corps.length === 0;
    const requestId = randomUUID();
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
    );
    const query: Record<string, string> = {};
    url.searchParams.forEach((v, k) => {
      query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
    });
    const event: APIGatewayProxyEventV2 = {
      version: '2.0',
      routeKey: `${route.method} ${route.path}`,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers,
      queryStringParameters: Object.keys(query).length ? query : undefined,
      pathParameters: Object.keys(params).length ? params : undefined,
      body: corps.length ? (texte ? corps.toString('utf8') : corps.toString('base64')) : undefined,
      isBase64Encoded: !texte,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: String(req.headers.host ?? 'localhost'),
        domainPrefix: 'local',
        requestId,
        routeKey: `${route.method} ${route.path}`,
        stage: '$default',
        time: new Date().toISOString(),
        timeEpoch: Date.now(),
        http: {
          method: route.method,
          path: url.pathname,
          protocol: 'HTTP/1.1',
          sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
          userAgent: String(req.headers['user-agent'] ?? ''),
        },
        ...(claims ? { authorizer: { jwt: { claims: claims as Record<string, string>, scopes: [] } } } : {}),
        ...(clientCert ? { authentication: { clientCert } } : {}),
      } as APIGatewayProxyEventV2['requestContext'],
    };
    const handler = await handlerDe(route.area);
    const r = await handler(event, contexteLambda(route.area, requestId));
    const entetes: Record<string, string | number> = { ...(r.headers as Record<string, string | number>) };
    let octets: Buffer | undefined = r.body ? Buffer.from(r.body, r.isBase64Encoded ? 'base64' : 'utf8') : undefined;
    const typeReponse = String(Object.entries(entetes).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '');
    const dejaCode = Object.keys(entetes).some((k) => k.toLowerCase() === 'content-encoding');
    if (octets && !dejaCode && COMPRESSIBLE.test(typeReponse) && octets.length >= TAILLE_MIN_COMPRESSION) {
      const cleVary = Object.keys(entetes).find((k) => k.toLowerCase() === 'vary') ?? 'vary';
      entetes[cleVary] = [entetes[cleVary], 'Accept-Encoding'].filter(Boolean).join(', ');
      const codage = codageAccepte(req.headers['accept-encoding']);
      if (codage) {
        octets = await compresser(octets, codage, false);
        entetes['content-encoding'] = codage;
        for (const k of Object.keys(entetes)) if (k.toLowerCase() === 'content-length') delete entetes[k];
      }
    }
    res.writeHead(r.statusCode ?? 200, entetes);
    res.end(octets);
  }

  const fichiers = new Map<string, Promise<FichierServi>>();
  /**
   * The file and its compressed forms, from the cache while its size and date are unchanged. Async, so that a file
   * gone meanwhile (the SPA rebuilt under a running `npm start`) rejects instead of throwing out of a promise chain.
   */
  async function fichierServi(chemin: string, compressible: boolean): Promise<FichierServi> {
    const s = statSync(chemin);
    const cle = `${s.size}:${s.mtimeMs}`;
    const connu = fichiers.get(chemin);
    if (connu) {
      const actuel = connu.then((f) => (f.cle === cle ? f : null)).catch(() => null);
      return actuel.then((f) => f ?? charger());
    }
    return charger();
    function charger(): Promise<FichierServi> {
      const p = (async () => {
        const brut = await readFile(chemin);
        if (!compressible || brut.length < TAILLE_MIN_COMPRESSION) return { cle, brut };
        const [br, gz] = await Promise.all([compresser(brut, 'br', true), compresser(brut, 'gzip', true)]);
        return { cle, brut, br, gzip: gz };
      })();
      fichiers.set(chemin, p);
      p.catch(() => fichiers.delete(chemin));
      return p;
    }
  }
  /** Compresses the built SPA at startup, one file after the other, so that no visitor waits for it. */
  function prechauffer(dossier: string): void {
    if (!existsSync(dossier)) return;
    const liste: string[] = [];
    const parcourir = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const c = join(d, e.name);
        if (e.isDirectory()) parcourir(c);
        else if (!c.endsWith('.map') && COMPRESSIBLE.test(TYPES_STATIQUES[extname(c).toLowerCase()] ?? '')) liste.push(c);
      }
    };
    parcourir(dossier);
    void liste.reduce<Promise<unknown>>((p, c) => p.then(() => fichierServi(c, true)).catch(() => undefined), Promise.resolve());
  }

  async function statique(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const demande = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let fichier = join(o.webDist, demande);
    // source maps are never served (nor deployed), should a build have left some
    const existe =
      fichier.startsWith(o.webDist) && !demande.endsWith('.map') && existsSync(fichier) && statSync(fichier).isFile();
    if (!existe) {
      // a missing asset is a 404; any other path is a page of the SPA, which shows its own 404 page
      if (extname(demande) && !demande.endsWith('.html')) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Fichier introuvable');
        return;
      }
      // [issue 24] a public page prerendered by the build is served with its HTML; any other, the empty shell
      const prerendu = prerenduDe(demande);
      fichier = join(o.webDist, prerendu && existsSync(join(o.webDist, prerendu)) ? prerendu : 'index.html');
      if (!existsSync(fichier)) {
        res
          .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
          .end("L'application web n'est pas construite : lancez `npm run -w web build`.");
        return;
      }
    }
    // Vite's hashed file names under /assets: cached for a year; anything else (index.html, /dsfr) revalidated
    const immuable = demande.startsWith('/assets/') && fichier !== join(o.webDist, 'index.html');
    const type = TYPES_STATIQUES[extname(fichier).toLowerCase()] ?? 'application/octet-stream';
    const compressible = COMPRESSIBLE.test(type);
    const f = await fichierServi(fichier, compressible);
    const codage = f.br ? codageAccepte(req.headers['accept-encoding']) : null;
    const octets = codage ? f[codage]! : f.brut;
    res.writeHead(200, {
      'content-type': type,
      'cache-control': immuable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'content-length': octets.length,
      ...(f.br ? { vary: 'Accept-Encoding' } : {}),
      ...(codage ? { 'content-encoding': codage } : {}),
      ...entetesSpa,
    });
    res.end(req.method === 'HEAD' ? undefined : octets);
  }

  const traiter = (mtls: boolean) => (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const suite =
      url.pathname === '/config.json'
        ? Promise.resolve(
            res
              .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' })
              .end(JSON.stringify(o.configWeb)),
          )
        : url.pathname === '/api' || url.pathname.startsWith('/api/')
          ? api(req, res, url, mtls)
          : url.pathname.startsWith('/_local/') && o.routesLocales
            ? o.routesLocales(req, res, url, () => lireCorps(req))
            : statique(req, res, url);
    suite.catch((e: unknown) => {
      if (e instanceof CorpsTropVolumineux) {
        if (!res.headersSent) repondre413(req, res, o.version);
        else req.socket.destroy();
        return;
      }
      process.stderr.write(`[passerelle] ${e instanceof Error ? e.stack : String(e)}\n`);
      if (!res.headersSent) repondreErreur(res, 'ERREUR_SERVEUR', o.version);
      else res.end();
    });
  };
  prechauffer(o.webDist);
  const serveur = createServer(traiter(false));
  await new Promise<void>((resolve) => serveur.listen(o.port, '127.0.0.1', resolve));
  if (o.mtls) {
    // the handshake accepts any certificate (or none) so that the page can say what is wrong; each API call
    // then checks that the certificate chains to the trusted authority (socket.authorized)
    const tls = createServerTls(
      { cert: o.mtls.cert, key: o.mtls.cle, ca: o.mtls.ca, requestCert: true, rejectUnauthorized: false },
      traiter(true),
    );
    await new Promise<void>((resolve) => tls.listen(o.mtls!.port, '127.0.0.1', resolve));
    serveur.on('close', () => {
      tls.close();
      tls.closeAllConnections();
    });
  }
  return serveur;
}
