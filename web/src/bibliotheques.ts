/**
 * The libraries the application starts with, evaluated as a step of their own (main.tsx, issue 24): React's DOM
 * renderer, the router, the query cache, zod set up for the site's CSP. Evaluating them and the application in one
 * go was one task of ~300 ms on a mid-range phone, the page frozen meanwhile.
 */
import './polyfills.ts';
import './sansEval.ts';

export { createRoot, hydrateRoot } from 'react-dom/client';
export { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
