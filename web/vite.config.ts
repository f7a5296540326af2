import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The SPA. In development the local cloud (`npm run start:dev`, port 3000) answers `/api` and `/config.json`;
 * in AWS the CDN serves both from the same origin, so the app never needs an absolute API address.
 */
// REGISTRE_API points the dev server at another local cloud (e.g. one started by a test on a random port)
const cible = process.env.REGISTRE_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
});
