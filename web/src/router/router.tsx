/**
 * The router, built from the route table (src/lib/navigation) and the page loaders beside it (chargeurs.ts): one
 * lazy route per page, the redirects, and the 404.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PAGES, REDIRECTIONS, pageParChemin, type PageRegistre } from '../lib/navigation/index.ts';
import type { Poignee } from '../lib/navigation/pageCourante.ts';
import { Racine } from '../shell/Racine.tsx';
import { GardePage } from '../shell/GardePage.tsx';
import { CHARGEURS, chargerPageNonTrouvee, type Chargeur } from './chargeurs.ts';

/** A page's loader; a page of the table without one is a programming error (router/chargeurs.test.ts). */
const chargeur = (page: PageRegistre): Chargeur => {
  const charger = CHARGEURS[page.id];
  if (!charger) throw new Error(`Aucun chargeur pour la page ${page.id}`);
  return charger;
};

const composants = new Map<string, LazyExoticComponent<ComponentType>>();
const composant = (page: PageRegistre) => {
  if (!composants.has(page.id)) composants.set(page.id, lazy(chargeur(page)));
  return composants.get(page.id)!;
};
const NonTrouvee = lazy(chargerPageNonTrouvee);

const enfants: RouteObject[] = [
  ...PAGES.map((page): RouteObject => {
    const Page = composant(page);
    const element = (
      <GardePage page={page}>
        <Page />
      </GardePage>
    );
    const handle: Poignee = { page };
    return page.chemin === '/' ? { index: true, element, handle } : { path: page.chemin.slice(1), element, handle };
  }),
  ...REDIRECTIONS.map((r): RouteObject => ({ path: r.de.slice(1), element: <Navigate to={r.vers} replace /> })),
  { path: '*', element: <NonTrouvee />, handle: { nonTrouvee: true } satisfies Poignee },
];

/**
 * Starts fetching the chunk of the page at `chemin` (the 404 page for an unknown path) without waiting for the
 * shell to render it: called once at startup for the first page, whose chunk then loads in parallel with the shell
 * and the session check instead of after them (issue 15). The lazy route imports the same module (one request).
 */
export function prechargerPage(chemin: string): void {
  if (REDIRECTIONS.some((r) => r.de === chemin.replace(/\/+$/, ''))) return;
  const page = pageParChemin(chemin);
  // a failure is reported by the lazy route itself, which imports it again
  void (page ? chargeur(page) : chargerPageNonTrouvee)().catch(() => undefined);
}

export const router = createBrowserRouter([{ path: '/', element: <Racine />, children: enfants }]);
