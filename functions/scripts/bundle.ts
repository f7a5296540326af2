/**
 * `npm run bundle`: one Lambda bundle per implemented area (esbuild, ESM, Node 20), written to
 * `functions/dist/<area>/index.mjs`. The AWS SDK v3 is provided by the Lambda runtime and left out.
 */
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AREAS_IMPLEMENTEES } from '../src/areas.ts';

const racine = resolve(import.meta.dirname, '..');
export async function bundler(areas = Object.keys(AREAS_IMPLEMENTEES)) {
  rmSync(join(racine, 'dist'), { recursive: true, force: true });
  const tailles: Record<string, number> = {};
  for (const area of areas) {
    const sortie = join(racine, 'dist', area, 'index.mjs');
    await build({
      entryPoints: [join(racine, 'src', area, 'handler.ts')],
      outfile: sortie,
      bundle: true,
      platform: 'node',
      target: 'node20',
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
      cpSync(join(racine, '..', 'node_modules', 'svg-captcha', 'fonts'), join(racine, 'dist', area, 'fonts'), { recursive: true });
    }
    tailles[area] = statSync(sortie).size;
  }
  return tailles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tailles = await bundler();
  for (const [area, t] of Object.entries(tailles)) console.log(`${area.padEnd(14)} ${(t / 1024).toFixed(1)} Kio`);
}
