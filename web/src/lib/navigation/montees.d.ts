/** Which pages exist: a page of the table exists once the API routes it cannot work without are mounted. */
import { type RouteMontee } from '@registre/shared/routes/montees';
import type { AccesPage, PageRegistre } from './types.ts';
/**
 * A route is mounted when the shared `ROUTES` (what the gateway, CDK and the Lambda router serve) declares it:
 * a route object (by method and path, as the gateway matches it) or a route id.
 */
export declare const routeMontee: (
  route:
    | string
    | {
        method: string;
        path: string;
      },
  montees?: readonly RouteMontee[],
) => boolean;
/** The pages whose API routes are all mounted. */
export declare const pagesDisponibles: (pages: readonly PageRegistre[], montees?: readonly RouteMontee[]) => PageRegistre[];
/** A page open to exactly who may call an API route (nobody while that route is not mounted: the page is not either). */
export declare const accesDeLaRoute: (id: string) => AccesPage;
