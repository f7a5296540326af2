/**
 * The mounted API routes as plain data: id, method, path and access, without their zod schemas. The SPA's route
 * table needs only this (which pages exist, who may open them); building every route's schemas at start-up was
 * most of the home page's blocking time (issue 15). The SPA's production build replaces this module by its value,
 * computed at build time from the same `ROUTES` (plugin `routesMontees` of web/vite.config.ts); everywhere else
 * (dev server, tests) it is derived here.
 */
import { ROUTES } from './index.ts';
import type { Acces, Methode } from './route.ts';

export interface RouteMontee {
  id: string;
  method: Methode;
  path: string;
  acces: Acces;
}

export const ROUTES_MONTEES: readonly RouteMontee[] = ROUTES.map(({ id, method, path, acces }) => ({ id, method, path, acces }));
