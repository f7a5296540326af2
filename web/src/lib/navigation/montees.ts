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
): boolean =>
  typeof route === 'string'
    ? montees.some((r) => r.id === route)
    : montees.some((r) => r.method === route.method && r.path === route.path);

/** The pages whose API routes are all mounted. */
export const pagesDisponibles = (pages: readonly PageRegistre[], montees: readonly RouteMontee[] = ROUTES_MONTEES) =>
  pages.filter((p) => (p.routes ?? []).every((r) => routeMontee(r, montees)));

/** A page open to exactly who may call an API route (nobody while that route is not mounted: the page is not either). */
export const accesDeLaRoute = (id: string): AccesPage => ROUTES_MONTEES.find((r) => r.id === id)?.acces ?? [];
