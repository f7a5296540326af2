/**
 * The application, started by main.tsx: the shell's libraries, the router and the providers, hydrating a page the
 * build prerendered or rendering the page asked for.
 */
import { startTransition, StrictMode, useEffect } from 'react';
import {
  createBrowserRouter,
  createRoot,
  hydrateRoot,
  Link,
  QueryClient,
  QueryClientProvider,
  RouterProvider,
} from './bibliotheques.ts';
import { startReactDsfr } from '@codegouvfr/react-dsfr/spa';
import { sansBarreFinale } from '@registre/shared/site/prerendus';
import { prechargerPage, ROUTES } from './router/router.tsx';
import { rendreAuBesoin } from './lib/dsfrRendu.ts';

// the first page's chunk is fetched now, alongside the shell's start (issue 15), and evaluated in a task of its own
// rather than in the application's (issue 24: no long task)
const premierePage = new Promise((r) => setTimeout(r, 0)).then(() => prechargerPage(window.location.pathname));

startReactDsfr({ defaultColorScheme: 'system', Link });
void rendreAuBesoin();

declare module '@codegouvfr/react-dsfr/spa' {
  interface RegisterLink {
    Link: typeof Link;
  }
}

const queryClient = new QueryClient({
  defaultOptions: {
    // every failed call is already shown by the shell (spec 001 §8): never retried silently
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const racine = document.getElementById('root')!;

/** Once the page is the application's (hydrated, or rendered anew), the prerendered root is no longer inert. */
function PagePrise() {
  useEffect(() => racine.removeAttribute('inert'), []);
  return null;
}

const application = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createBrowserRouter(ROUTES)} />
      <PagePrise />
    </QueryClientProvider>
  </StrictMode>
);

// [issue 24] a public page prerendered by the build (prerendu.tsx) is hydrated once its chunk is there (hydrated
// before, the page would wait behind the session's first answer and no longer match): its HTML was painted before
// any script ran. It holds the page signed out and without search parameters; asked with some, it is rendered anew.
// Both in a transition: the first render yields to the browser every few milliseconds instead of holding the main
// thread (a prerendered page stays on screen until the render asked for replaces it).
if (racine.dataset.prerendu === sansBarreFinale(window.location.pathname) && !window.location.search)
  void premierePage.then(() => startTransition(() => void hydrateRoot(racine, application)));
else startTransition(() => createRoot(racine).render(application));
