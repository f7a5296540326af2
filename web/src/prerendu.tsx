/**
 * [issue 24] The build's prerenderer (the SSR entry of `vite build --ssr`, run by scripts/prerendre.ts): renders a
 * public page of the SPA to HTML with the same routes, shell and providers as main.tsx, signed out, before any data
 * arrives (queries are not run: the page shows what it shows while loading). main.tsx hydrates that HTML.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, Link, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setLink } from '@codegouvfr/react-dsfr/link';
import { ROUTES } from './router/router.tsx';
import { Racine } from './shell/Racine.tsx';
import { pageParChemin, titreDocument } from './lib/navigation/index.ts';

// what startReactDsfr does in the browser (main.tsx), which the server cannot run: DSFR's links are the router's.
// setLink types its argument with the href-or-to union it hands to the component (react-dsfr resolves `to` itself)
setLink({ Link: Link as Parameters<typeof setLink>[0]['Link'] });

/** A public page of the table. */
export const rendre = (chemin: string): Promise<string> => rendreRoutes(ROUTES, chemin);

/**
 * The shell alone, signed out, its page still to come (what the browser shows while it renders any other page):
 * index.html carries it, so that the header and the footer paint before the scripts run there too.
 */
export const rendreCoquille = (): Promise<string> =>
  rendreRoutes([{ path: '/', element: <Racine />, children: [{ path: '*', element: null }] }], '/coquille');

async function rendreRoutes(routes: RouteObject[], chemin: string): Promise<string> {
  const gestionnaire = createStaticHandler(routes);
  const contexte = await gestionnaire.query(new Request(new URL(chemin, 'http://registre.invalid')));
  if (contexte instanceof Response) throw new Error(`${chemin} : la route répond ${contexte.status}, pas une page`);
  const routeur = createStaticRouter(gestionnaire.dataRoutes, contexte);
  const erreurs: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        {/* no hydration data: the routes have no loaders, and the site's CSP allows no inline script */}
        <StaticRouterProvider router={routeur} context={contexte} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
    // a component that fails on the server would leave its place to the browser: the build fails instead
    // one document, every boundary inline: no boundary put aside behind an inline script (the CSP forbids those)
    { onError: (e) => void erreurs.push(e), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (erreurs.length) throw new AggregateError(erreurs, `${chemin} : le prérendu a échoué`);
  let html = '';
  for await (const morceau of prelude) html += String(morceau);
  return html;
}

/** The page's `<title>`, as the shell sets it once running, escaped for HTML. */
export function titre(chemin: string): string {
  const page = pageParChemin(chemin);
  if (!page) throw new Error(`${chemin} n'est pas une page du registre`);
  return titreDocument(page.titre).replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
