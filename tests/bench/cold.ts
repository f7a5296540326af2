/**
 * `npm run bench:cold`: for each area bundle, its size and its cold initialisation time — a fresh Node process
 * importing the bundle, as the Lambda runtime does at a cold start — median of several runs. Prints figures;
 * asserts nothing.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundler } from '../../functions/scripts/bundle.ts';

const RUNS = Number(process.env.RUNS ?? 9);
const racine = resolve(import.meta.dirname, '..', '..');
const tailles = await bundler();

const sonde = `
const t0 = performance.now();
const m = await import(process.argv[1]);
if (typeof m.handler !== 'function') throw new Error('no handler');
if (process.argv[2]) {
  // [issue 12] the first call too: what loading a reference costs on the first request
  const [routeKey, parametres] = JSON.parse(process.argv[2]);
  const r = await m.handler({ routeKey, rawPath: '/', headers: {}, pathParameters: parametres, requestContext: { http: { method: 'GET' }, requestId: 'bench' } }, {});
  if (r.statusCode !== 200) throw new Error('first call: ' + r.statusCode + ' ' + r.body);
}
process.stdout.write('\\nDUREE ' + (performance.now() - t0));
`;
/** [issue 12] Areas whose first call loads a reference: the cold start measured up to its answer. */
const PREMIER_APPEL: Record<string, [string, Record<string, string>]> = {
  annuaire: ['GET /api/public/commune/findOneCommuneByInseeCommune/{insee}', { insee: '69123' }],
};
const env = {
  ...process.env,
  TABLE_NAME: 'bench',
  USER_POOL_ID: 'eu-west-3_bench',
  USER_POOL_CLIENT_ID: 'bench',
  STAGE: 'production',
};

console.log(`Cold initialisation per area bundle (median of ${RUNS} fresh processes, Node ${process.version})\n`);
console.log('area            size (KiB)   init median (ms)   min    max');
for (const area of Object.keys(tailles)) {
  const fichier = join(racine, 'functions', 'dist', area, 'index.mjs');
  const mesures: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const appel = PREMIER_APPEL[area] ? [JSON.stringify(PREMIER_APPEL[area])] : [];
    const sortie = execFileSync(process.execPath, ['--input-type=module', '-e', sonde, fichier, ...appel], { env }).toString();
    // the first call logs its request (JSON lines) before the figure
    mesures.push(Number(/DUREE (\S+)/.exec(sortie)![1]));
  }
  mesures.sort((a, b) => a - b);
  const med = mesures[Math.floor(mesures.length / 2)];
  console.log(
    `${area.padEnd(15)} ${(statSync(fichier).size / 1024).toFixed(1).padStart(10)}   ${med.toFixed(1).padStart(16)}   ${mesures[0].toFixed(1).padStart(5)}  ${mesures.at(-1)!.toFixed(1).padStart(5)}`,
  );
}
