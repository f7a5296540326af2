/**
 * The API client, derived from the shared route declarations (DESIGN §2): `appeler(route, { params, query, body })`
 *  - builds the path from `route.path` (`{param}` substituted, encoded) and the query string;
 *  - validates params and body with the route's own zod schemas (the server runs the same ones) before sending;
 *  - encodes the body per `route.bodyFormat` (JSON, x-www-form-urlencoded or multipart);
 *  - adds `Authorization: Bearer <idToken>` when signed in;
 *  - counts requests in flight (loading bar) and follows the `x-registre-version` header (reload on change);
 *  - records HTTP errors for the shell's error alerts (spec 001 §8: all but 401, and but those the caller handles);
 *  - handles 401 (spec 001 §8) and throws an `ErreurApi` carrying the `CorpsErreur`;
 *  - parses the response with `route.response`.
 */
import type { z } from 'zod';
import { ENTETE_VERSION, type Route } from '@registre/shared/routes/route';
import { ERREURS, type CodeErreur, type CorpsErreur } from '@registre/shared/errors/catalogue';
import { enregistrerErreur } from '../lib/notifications.ts';
import { jetonIdentite } from '../auth/session.ts';

export class ErreurApi extends Error {
  constructor(
    readonly corps: CorpsErreur,
    readonly routeId: string,
    readonly entetes?: Headers,
  ) {
    super(corps.message);
    this.name = 'ErreurApi';
  }
  get status(): number {
    return this.corps.status;
  }
  get code(): CodeErreur {
    return this.corps.code;
  }
}

export interface OptionsAppel<R extends Route> {
  params?: z.input<R['params']>;
  query?: z.input<R['query']>;
  body?: z.input<R['body']>;
  /**
   * Statuses the caller shows itself next to its form (spec 001 §8: "except 400 when the request handles its
   * business error itself"); they are not recorded as error alerts. A 401 listed here (a failed sign-in) does not
   * run the session's 401 handling either.
   */
  erreursGerees?: readonly number[];
  signal?: AbortSignal;
  /** the headers of a successful answer (a file's name, a warning header) */
  entetes?: (h: Headers) => void;
}

/* ---------- in-flight counter and server version, observed by the shell ---------- */

let enVol = 0;
let versionServeur: string | null = null;
const ecouteurs = new Set<() => void>();
const prevenir = () => ecouteurs.forEach((e) => e());

export function abonnerClient(e: () => void): () => void {
  ecouteurs.add(e);
  return () => ecouteurs.delete(e);
}
export const requetesEnVol = () => enVol;
export const versionDuServeur = () => versionServeur;

/** Spec 001 §4: the application reloads when the server version header changes after a first value is stored. */
let recharger = () => window.location.reload();
export function definirRechargement(fn: () => void): void {
  recharger = fn;
}
function suivreVersion(entetes: Headers) {
  const v = entetes.get(ENTETE_VERSION);
  if (!v) return;
  if (versionServeur === null) {
    versionServeur = v;
    prevenir();
  } else if (v !== versionServeur) {
    versionServeur = v;
    recharger();
  }
}

/* ---------- 401 handling, installed by the session provider ---------- */

export interface Contexte401 {
  routeId: string;
  code: CodeErreur;
  /** `reload_identity: 1`: certificate information flow (spec 001 §8) */
  rechargerIdentite: boolean;
  /** `ntr: 1`: notary authentication (spec 001 §8) */
  authentificationNotaire: boolean;
}
let gestion401: (c: Contexte401) => void = () => {};
export function definirGestion401(fn: (c: Contexte401) => void): void {
  gestion401 = fn;
}

/* ---------- building the request ---------- */

const idLocal = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);

function erreurLocale(code: CodeErreur, erreurs?: Record<string, string>, message?: string): CorpsErreur {
  return { status: ERREURS[code].status, code, message: message ?? ERREURS[code].message, id: idLocal(), erreurs };
}

/** zod issues -> `{ field: message }`, the shape of the server's 400 `erreurs`. */
export function erreursDeChamps(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const erreurs: Record<string, string> = {};
  for (const i of issues) {
    const champ = i.path.length ? i.path.join('.') : '_';
    if (!(champ in erreurs)) erreurs[champ] = i.message;
  }
  return erreurs;
}

export function construireChemin(route: Route, params: Record<string, unknown> = {}): string {
  return route.path.replace(/\{([^}]+)\}/g, (_, nom: string) => {
    const valeur = params[nom];
    if (valeur === undefined || valeur === null || valeur === '') throw new Error(`Paramètre manquant : ${nom}`);
    return encodeURIComponent(String(valeur));
  });
}

function chaineDeRequete(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const qs = new URLSearchParams();
  for (const [cle, valeur] of Object.entries(query as Record<string, unknown>)) {
    if (valeur === undefined || valeur === null) continue;
    if (Array.isArray(valeur)) valeur.forEach((v) => qs.append(cle, String(v)));
    else qs.append(cle, String(valeur));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/**
 * A multipart body from the plain object the route's schema checked: files (Blob) as file parts, lists of files
 * as repeated parts, other values as text fields (objects and lists as JSON).
 */
export function formulaireMultipart(body: Record<string, unknown>): FormData {
  const f = new FormData();
  for (const [cle, valeur] of Object.entries(body)) {
    if (valeur === undefined || valeur === null) continue;
    if (valeur instanceof Blob) f.append(cle, valeur);
    else if (Array.isArray(valeur) && valeur.every((v) => v instanceof Blob)) valeur.forEach((v) => f.append(cle, v));
    else f.append(cle, typeof valeur === 'object' ? JSON.stringify(valeur) : String(valeur));
  }
  return f;
}

function encoderCorps(route: Route, body: unknown): { corps?: BodyInit; type?: string } {
  if (body === undefined) return {};
  switch (route.bodyFormat) {
    case 'form': {
      const f = new URLSearchParams();
      for (const [cle, valeur] of Object.entries(body as Record<string, unknown>)) {
        if (valeur !== undefined && valeur !== null) f.append(cle, String(valeur));
      }
      return { corps: f.toString(), type: 'application/x-www-form-urlencoded;charset=UTF-8' };
    }
    case 'multipart':
      // no content-type: the browser sets the multipart boundary
      return { corps: formulaireMultipart(body as Record<string, unknown>) };
    default:
      return { corps: JSON.stringify(body), type: 'application/json' };
  }
}

async function lireCorpsErreur(reponse: Response): Promise<CorpsErreur> {
  const code: CodeErreur =
    reponse.status === 401
      ? 'NON_AUTHENTIFIE'
      : reponse.status === 403
        ? 'ACCES_NON_AUTORISE'
        : reponse.status === 404
          ? 'ROUTE_INCONNUE'
          : reponse.status === 409
            ? 'CONFLIT_MODIFICATION'
            : reponse.status >= 500
              ? 'ERREUR_SERVEUR'
              : 'REQUETE_INVALIDE';
  try {
    const json = (await reponse.json()) as Partial<CorpsErreur>;
    if (json && typeof json.message === 'string') {
      return {
        status: typeof json.status === 'number' ? json.status : reponse.status,
        message: json.message,
        id: typeof json.id === 'string' && json.id ? json.id : idLocal(),
        code: (json.code as CodeErreur) ?? code,
        ...(json.erreurs ? { erreurs: json.erreurs } : {}),
      };
    }
  } catch {
    // not JSON (a proxy page): fall back on the catalogue
  }
  return { ...erreurLocale(code), status: reponse.status };
}

function echouer(route: Route, corps: CorpsErreur, options: { erreursGerees?: readonly number[] }, entetes?: Headers): never {
  if (corps.status !== 401 && !options.erreursGerees?.includes(corps.status)) {
    enregistrerErreur({ id: corps.id, status: corps.status, message: corps.message, origine: route.id, lien: corps.lien });
  }
  throw new ErreurApi(corps, route.id, entetes);
}

/** Calls one declared route. Resolves with the parsed response; rejects with an `ErreurApi`. */
export async function appeler<R extends Route>(route: R, options: OptionsAppel<R> = {}): Promise<z.output<R['response']>> {
  // the same schemas as the server: an invalid request never leaves the browser
  const params = route.params.safeParse(options.params ?? {});
  const query = route.query.safeParse(options.query ?? {});
  const body = route.body.safeParse(options.body);
  for (const r of [params, query, body]) {
    if (!r.success) echouer(route, erreurLocale('REQUETE_INVALIDE', erreursDeChamps(r.error.issues)), options);
  }

  let chemin: string;
  try {
    chemin = construireChemin(route, params.data as Record<string, unknown>) + chaineDeRequete(options.query);
  } catch (e) {
    echouer(route, erreurLocale('REQUETE_INVALIDE', undefined, (e as Error).message), options);
  }
  // the body is sent as typed (the server parses it again with the same schema, transforms included)
  const { corps, type } = encoderCorps(route, options.body);
  const entetes: Record<string, string> = { accept: 'application/json' };
  if (type) entetes['content-type'] = type;
  // the sign-in call never carries a previous session's token
  const jeton = route.id === 'comptes.authentification' ? null : await jetonIdentite();
  if (jeton) entetes.authorization = `Bearer ${jeton}`;

  enVol++;
  prevenir();
  let reponse: Response;
  try {
    reponse = await fetch(chemin, { method: route.method, headers: entetes, body: corps, signal: options.signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    echouer(route, erreurLocale('SERVICE_INDISPONIBLE'), options);
  } finally {
    enVol--;
    prevenir();
  }

  suivreVersion(reponse.headers);

  if (!reponse.ok) {
    const erreur = await lireCorpsErreur(reponse);
    // a sign-in call (password, or the institutional provider's return) answers 401 for a failed sign-in: its page
    // says so, it is not the end of a session
    if (reponse.status === 401 && route.id !== 'comptes.authentification' && !options.erreursGerees?.includes(401)) {
      gestion401({
        routeId: route.id,
        code: erreur.code,
        rechargerIdentite: reponse.headers.get('reload_identity') === '1',
        authentificationNotaire: reponse.headers.get('ntr') === '1',
      });
    }
    echouer(route, erreur, options, reponse.headers);
  }

  let donnees: unknown;
  if (route.responseFormat === 'binary') donnees = await reponse.blob();
  else if (route.responseFormat === 'text') donnees = await reponse.text();
  else {
    const texte = await reponse.text();
    donnees = texte ? JSON.parse(texte) : undefined;
  }
  options.entetes?.(reponse.headers);
  const analyse = route.response.safeParse(donnees);
  if (!analyse.success) {
    echouer(
      route,
      { ...erreurLocale('ERREUR_SERVEUR'), message: 'Réponse inattendue du serveur : veuillez réessayer plus tard.' },
      options,
      reponse.headers,
    );
  }
  return analyse.data as z.output<R['response']>;
}
