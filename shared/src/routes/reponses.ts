/**
 * [issue 27, point 3] What a route may answer, as its declaration says — the one source of the OpenAPI document's
 * responses (openapi.ts) and of the contract check of every answer the integration tests receive
 * (tests/support/contrat.ts): a status not declared here, a 200 whose body does not match the route's response
 * schema or arrives with another media type, an error that is not the catalogue's shape, is an answer outside the
 * document.
 *
 * Declared for every route: 200 and 400; 401 and 403 when it is not public or identifies by certificate; 404 and
 * 409 when its path names something or it writes (unknown or not the caller's; a state or a version that forbids
 * it: every write is conditional, the loser of a race is told so); 413 when it takes a body (the gateway's
 * quota); then the route's own `erreurs` (404 of a download by name, 429…).
 */
import { z } from 'zod';
import { ERREURS, type CodeErreur } from '../errors/catalogue.ts';
import type { Route } from './route.ts';
import { problemeSchema } from '../domain/logiciels/probleme.ts';

export const TYPE_CONTENU: Record<Route['responseFormat'], string> = {
  json: 'application/json',
  text: 'text/plain',
  binary: 'application/octet-stream',
  html: 'text/html',
};

const aDesParametres = (r: Route) => Object.keys((r.params as unknown as { shape?: object }).shape ?? {}).length > 0;

/** The business errors a route answers, its own and those its shape implies, by status. */
export function erreursDeclarees(r: Route): Record<number, CodeErreur[]> {
  const codes: CodeErreur[] = ['REQUETE_INVALIDE'];
  if (r.acces !== 'public' || r.certificat) codes.push('NON_AUTHENTIFIE', 'ACCES_NON_AUTORISE');
  // a route that names something (in its path) or acts on something (a write names it in its body): unknown or not
  // the caller's (404), or in a state or a version that forbids it (409: the loser of a race is told so)
  if (aDesParametres(r) || r.method !== 'GET') codes.push('RESSOURCE_INTROUVABLE', 'CONFLIT_MODIFICATION');
  // the gateway's payload quota, on every route that takes a body
  if (!r.body.safeParse(undefined).success || r.body instanceof z.ZodOptional) codes.push('REQUETE_TROP_VOLUMINEUSE');
  // [issue 26] territory-scoped: what lies outside the caller's territory
  if (r.perimetre) codes.push('HORS_PERIMETRE');
  // [issue 25] the web service for syndic software: the access's token and scope, its rate, its idempotency keys
  if (r.logiciel) {
    codes.push('JETON_LOGICIEL_INVALIDE', 'ACCES_LOGICIEL_REVOQUE', 'PORTEE_INSUFFISANTE', 'TROP_DE_REQUETES');
    if (r.method !== 'GET') codes.push('IDEMPOTENCE_AUTRE_CORPS', 'IDEMPOTENCE_EN_COURS');
  }
  codes.push(...(r.erreurs ?? []));
  const parStatut: Record<number, CodeErreur[]> = {};
  for (const c of new Set(codes)) (parStatut[ERREURS[c].status] ??= []).push(c);
  return parStatut;
}

/** Every status the route may answer, its successes first. */
export const statutsDeclares = (r: Route): number[] => [
  ...(r.succes ?? [200]),
  // [issue 25] a read of the web service answers 304 to a matching If-None-Match
  ...(r.logiciel && r.method === 'GET' ? [304] : []),
  ...Object.keys(erreursDeclarees(r)).map(Number),
];

/** The error body of every non-2xx answer (components.schemas.Erreur). */
export const erreurSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  id: z.string(),
  code: z.string(),
  erreurs: z.record(z.string(), z.string()).optional(),
  details: z.record(z.string(), z.string()).optional(),
});

/** The route a request reaches (literal segments before parameters, as the gateway chooses), or undefined. */
export function routeDe(routes: readonly Route[], methode: string, chemin: string): Route | undefined {
  const segments = chemin.split('?')[0].split('/');
  let meilleure: { r: Route; litteraux: number } | undefined;
  for (const r of routes) {
    if (r.method !== methode.toUpperCase()) continue;
    const modele = r.path.split('/');
    if (modele.length !== segments.length) continue;
    let litteraux = 0;
    const ok = modele.every((m, i) => {
      if (m.startsWith('{')) return segments[i] !== '';
      litteraux++;
      return m === segments[i];
    });
    if (ok && (!meilleure || litteraux > meilleure.litteraux)) meilleure = { r, litteraux };
  }
  return meilleure?.r;
}

/** What is wrong with an answer of route r against its declaration, or null. */
export function ecartAuContrat(r: Route, status: number, typeContenu: string | null, corps: unknown): string | null {
  if (!statutsDeclares(r).includes(status)) return `statut ${status} non déclaré (${statutsDeclares(r).join(', ')})`;
  const type = (typeContenu ?? '').split(';')[0].trim();
  if (status < 400) {
    if (r.responseFormat === 'binary' || status >= 300) return null;
    if (type !== TYPE_CONTENU[r.responseFormat]) return `type ${type || 'absent'} au lieu de ${TYPE_CONTENU[r.responseFormat]}`;
    if (r.responseFormat === 'text') return null;
    const v = r.response.safeParse(corps);
    return v.success ? null : `corps non conforme : ${v.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join(' ; ')}`;
  }
  const typeErreur = r.logiciel ? 'application/problem+json' : 'application/json';
  if (type !== typeErreur) return `erreur ${status} en ${type || 'type absent'} au lieu de ${typeErreur}`;
  const e = (r.logiciel ? problemeSchema : erreurSchema).safeParse(corps);
  if (!e.success) return `erreur ${status} hors du schéma Erreur`;
  return e.data.status === status ? null : `erreur ${status} dont le corps dit ${e.data.status}`;
}
