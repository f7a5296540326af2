import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// (a relative import: the config bundler bundles it, TypeScript included, where a package import would be left to Node)
import { ROUTES_MONTEES } from '../shared/src/routes/montees.ts';
import { dsfrAllege } from './vite/dsfrAllege.ts';

/**
 * The SPA. In development the local cloud (`npm run start:dev`, port 3000) answers `/api` and `/config.json`;
 * in AWS the CDN serves both from the same origin, so the app never needs an absolute API address.
 */
// REGISTRE_API points the dev server at another local cloud (e.g. one started by a test on a random port)
const cible = process.env.REGISTRE_API ?? 'http://127.0.0.1:3000';

/**
 * The mounted API routes (id, method, path, access), as a literal in the production bundle: the SPA's route table
 * then neither loads every route declaration with its zod schemas nor builds them at start-up (issue 15). The value
 * is the module's own, computed here, in Node, from the same `ROUTES`; the dev server and the tests load the module.
 */
function routesMontees(): Plugin {
  const module = fileURLToPath(new URL('../shared/src/routes/montees.ts', import.meta.url));
  let remplace = false;
  return {
    name: 'registre:routes-montees',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== module) return null;
      remplace = true;
      return `export const ROUTES_MONTEES = ${JSON.stringify(ROUTES_MONTEES)};\n`;
    },
    // never silently back to every route declaration in the bundle (e.g. after the module moved)
    buildEnd(erreur) {
      if (!erreur && !remplace) this.error(`${module} n'a pas été remplacé : le tableau des routes ne le lit-il plus ?`);
    },
  };
}

/**
 * react-dsfr's colour tables, replaced in the production build by the one value the SPA needs from them (see
 * web/src/shell/couleursDsfr.ts): ~11 KB gzip less on every page, and no computation of every colour at start-up.
 */
function couleursDsfr(): Plugin {
  const remplacement = fileURLToPath(new URL('./src/shell/couleursDsfr.ts', import.meta.url));
  let remplace = false;
  return {
    name: 'registre:couleurs-dsfr',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/(^|\/)colors(\.js)?$/.test(source) || !importer?.includes('@codegouvfr/react-dsfr/')) return null;
      const resolu = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolu || !/@codegouvfr\/react-dsfr\/fr\/colors\.js$/.test(resolu.id)) return null;
      remplace = true;
      return remplacement;
    },
    buildEnd(erreur) {
      if (!erreur && !remplace)
        this.error("le module des couleurs de react-dsfr n'a pas été remplacé (a-t-il changé de place ?)");
    },
  };
}

/**
 * [issue 25] The reference page of the web service for syndic software (`/api/logiciels/v1/docs`) is rendered by
 * Swagger UI, served with the site under `/reference-api/` (beside our `init.js` and `reference.css` of public/):
 * its bundle and style are copied from `swagger-ui-dist` at build time, never fetched from a third-party CDN.
 */
function referenceApi(): Plugin {
  const dossier = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  return {
    name: 'registre:reference-api',
    apply: 'build',
    generateBundle() {
      for (const f of ['swagger-ui-bundle.js', 'swagger-ui.css', 'LICENSE'])
        this.emitFile({ type: 'asset', fileName: `reference-api/${f}`, source: readFileSync(join(dossier, f)) });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    routesMontees(),
    couleursDsfr(),
    referenceApi(),
    // the SSR bundle renders HTML only: its stylesheets are the client build's
    ...(isSsrBuild
      ? []
      : [dsfrAllege(fileURLToPath(new URL('./public/dsfr/dsfr.min.css', import.meta.url)), '/dsfr/dsfr.min.css?v=1.14.2')]),
    react(),
  ],
  server: {
    port: 5173,
    strictPort: false,
    proxy: {
      '/api': { target: cible, changeOrigin: false },
      '/config.json': { target: cible, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: cible, changeOrigin: false },
      '/config.json': { target: cible, changeOrigin: false },
    },
  },
  // [issue 24] the prerenderer's bundle (`vite build --ssr src/prerendu.tsx`) holds its libraries, like the SPA's: the
  // same plugins apply to them (react-dsfr's colours) and their style imports are dropped
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // the prerenderer's bundle needs no copy of public/ (the SPA's build has it)
    copyPublicDir: !isSsrBuild,
    // no source map in the production build: none is deployed nor served (issue 15; 68 were served)
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // libraries change rarely: long-cached chunks of their own, the application chunk stays small
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//.test(id))
            return 'react';
          if (
            /node_modules\/(amazon-cognito-identity-js|buffer|base64-js|ieee754|isarray|@aws-crypto|@aws-sdk|js-cookie|isomorphic-unfetch|unfetch|fast-base64-decode|tslib)\//.test(
              id,
            )
          )
            return 'cognito';
          if (id.includes('node_modules/zod/')) return 'zod';
          if (id.includes('node_modules/@tanstack/')) return 'react-query';
          // the DSFR components are NOT grouped: each goes with the pages that use it (the shell's header, footer
          // and alerts with the shell), so that the home page does not load the stepper, tables, modals… (issue 15)
          return undefined;
        },
      },
    },
  },
}));
