/**
 * The routes, built from the route table (src/lib/navigation) and the page loaders beside it (chargeurs.ts): one
 * lazy route per page, the redirects, and the 404. The browser's router (main.tsx) and the build's prerenderer
 * (prerendu.tsx) both read them.
 */
import { use, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
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

interface PageParesseuse {
  Composant: ComponentType;
  /** fetches the page's chunk once (again after a failure); settles when the component is there */
  charger(): Promise<void>;
}

/**
 * React.lazy, except that a page whose chunk is already there renders at once: React.lazy suspends on its first
 * render whatever happened before, and a prerendered page (main.tsx) must hydrate in the same pass as the shell —
 * left for later, it would meet the session's first answer and no longer match its HTML (issue 24).
 */
function paresseuse(charger: Chargeur): PageParesseuse {
  let Charge: ComponentType | null = null;
  let promesse: Promise<void> | null = null;
  const charge = () =>
    (promesse ??= charger().then(
      (m) => {
        Charge = m.default;
      },
      (e: unknown) => {
        promesse = null;
        throw e;
      },
    ));
  function Composant() {
    if (!Charge) use(charge());
    return Charge ? <Charge /> : null;
  }
  return { Composant, charger: charge };
}

const pages = new Map<string, PageParesseuse>();
const pageParesseuse = (page: PageRegistre) => {
  if (!pages.has(page.id)) pages.set(page.id, paresseuse(chargeur(page)));
  return pages.get(page.id)!;
};
const nonTrouvee = paresseuse(chargerPageNonTrouvee);
const NonTrouvee = nonTrouvee.Composant;

const enfants: RouteObject[] = [
  ...PAGES.map((page): RouteObject => {
    const Page = pageParesseuse(page).Composant;
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
 * Settles when the chunk is there (or failed: the lazy route reports it, importing it again); a prerendered page is
 * hydrated then (main.tsx), its content in place of the loading state.
 */
export function prechargerPage(chemin: string): Promise<unknown> {
  if (REDIRECTIONS.some((r) => r.de === chemin.replace(/\/+$/, ''))) return Promise.resolve();
  const page = pageParChemin(chemin);
  return (page ? pageParesseuse(page) : nonTrouvee).charger().catch(() => undefined);
}

export const ROUTES: RouteObject[] = [{ path: '/', element: <Racine />, children: enfants }];
