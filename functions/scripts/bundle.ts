/**
 * `npm run bundle`: one Lambda bundle per implemented area (esbuild, ESM, for the Lambda runtime nodejs24.x), written to
 * `functions/dist/<area>/index.mjs`, plus the stream projector (`functions/dist/projecteurs`) and one bundle
 * per workflow task (`workflows/dist/<Placeholder>/index.mjs`, the convention of the CDK workflows stack).
 * The AWS SDK v3 is provided by the Lambda runtime and left out.
 */
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AREAS_IMPLEMENTEES } from '../src/areas.ts';
import { WORKFLOWS } from '@registre/workflows/catalogue';

const racine = resolve(import.meta.dirname, '..');
/**
 * [Lambda runtime] The bundles run on nodejs24.x (RUNTIME, infra/aws/lib/config.ts): esbuild may emit syntax of
 * Node 24. The same sources run untranspiled on Node 20 locally and in the tests.
 */
export const ESBUILD_CIBLE = 'node24';
async function bundle1(entree: string, dossier: string): Promise<number> {
  const sortie = join(dossier, 'index.mjs');
  await build({
    entryPoints: [entree],
    // [issue 12] code splitting: what a module imports dynamically (exceljs for the statistics report) becomes a
    // chunk beside index.mjs, read on its first use instead of at every cold start
    outdir: dossier,
    entryNames: 'index',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    platform: 'node',
    target: ESBUILD_CIBLE,
    format: 'esm',
    minify: true,
    sourcemap: false,
    external: ['@aws-sdk/*'],
    // CommonJS dependencies call require() and read __dirname: give the ESM bundle both. svg-captcha loads
    // its font from `${__dirname}/../fonts`, so __dirname points at a `lib/` folder inside the bundle
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; import { fileURLToPath as __fu } from 'node:url'; const require = __cr(import.meta.url); const __dirname = __fu(new URL('./lib', import.meta.url));",
    },
    logLevel: 'warning',
  });
  if (readFileSync(sortie, 'utf8').includes('Comismsh.ttf')) {
    cpSync(join(racine, '..', 'node_modules', 'svg-captcha', 'fonts'), join(dossier, 'fonts'), { recursive: true });
  }
  return statSync(sortie).size;
}

/** Bundles every area (the Lambdas behind the API); returns their sizes. */
export async function bundler(areas = Object.keys(AREAS_IMPLEMENTEES)) {
  rmSync(join(racine, 'dist'), { recursive: true, force: true });
  const tailles: Record<string, number> = {};
  for (const area of areas) tailles[area] = await bundle1(join(racine, 'src', area, 'handler.ts'), join(racine, 'dist', area));
  return tailles;
}

/** The Lambdas that are not behind the API: the stream projector and the workflow tasks. */
export async function bundlerAutres() {
  const tailles: Record<string, number> = {};
  tailles.projecteurs = await bundle1(join(racine, 'src', 'projecteurs', 'handler.ts'), join(racine, 'dist', 'projecteurs'));
  const distWorkflows = join(racine, '..', 'workflows', 'dist');
  rmSync(distWorkflows, { recursive: true, force: true });
  for (const w of WORKFLOWS) {
    for (const [nom, module] of Object.entries(w.fonctions))
      tailles[nom] = await bundle1(join(racine, '..', module), join(distWorkflows, nom));
  }
  return tailles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tailles = { ...(await bundler()), ...(await bundlerAutres()) };
  for (const [area, t] of Object.entries(tailles)) console.log(`${area.padEnd(14)} ${(t / 1024).toFixed(1)} Kio`);
}
