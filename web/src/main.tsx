import './polyfills.ts';
import './sansEval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startReactDsfr } from '@codegouvfr/react-dsfr/spa';
import { prechargerPage, router } from './router/router.tsx';
import { rendreAuBesoin } from './lib/dsfrRendu.ts';
import './styles.css';

// the first page's chunk is fetched now, alongside the shell's start (issue 15)
prechargerPage(window.location.pathname);

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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
