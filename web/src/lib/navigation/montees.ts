/** Which pages exist: a page of the table exists once the API routes it cannot work without are mounted. */
import { ROUTES_MONTEES, type RouteMontee } from '@registre/shared/routes/montees';
import type { AccesPage, PageRegistre } from './types.ts';

/**
 * A route is mounted when the shared `ROUTES` (what the gateway, CDK and the Lambda router serve) declares it:
 * a route object (by method and path, as the gateway matches it) or a route id.
 */
export const routeMontee = (
  route: string | { method: string; path: string },
  montees: readonly RouteMontee[] = ROUTES_MONTEES,
): boolean => {
  const i = indexDe(montees);
  return typeof route === 'string' ? i.ids.has(route) : i.cles.has(cle(route));
};

const cle = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
/** The mounted routes by id and by method and path, built once per list (the menus ask at every render: issue 24). */
const index = new WeakMap<readonly RouteMontee[], { ids: Set<string>; cles: Set<string> }>();
function indexDe(montees: readonly RouteMontee[]) {
  let i = index.get(montees);
  if (!i) index.set(montees, (i = { ids: new Set(montees.map((r) => r.id)), cles: new Set(montees.map(cle)) }));
  return i;
}

/** The pages whose API routes are all mounted. */
export const pagesDisponibles = (pages: readonly PageRegistre[], montees: readonly RouteMontee[] = ROUTES_MONTEES) =>
  pages.filter((p) => (p.routes ?? []).every((r) => routeMontee(r, montees)));

/** A page open to exactly who may call an API route (nobody while that route is not mounted: the page is not either). */
export const accesDeLaRoute = (id: string): AccesPage => ROUTES_MONTEES.find((r) => r.id === id)?.acces ?? [];
