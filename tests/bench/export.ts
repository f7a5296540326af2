/**
 * `npm run bench:export` (issue 10): the raw-data export at N = 10 000 and N = 100 000 condominiums (`N=…` for
 * one size). For each size: a local cloud in memory, the register at scale loaded from the synthetic RNIC
 * generator through the import (seed rows/s printed too), then the export run in a child process exactly as the
 * workflow runs it (preparation, EXPORT_SEGMENTS Scan segments in parallel, assembly): wall time, rows/s, the
 * child's peak RSS (`process.resourceUsage().maxRSS`), the read capacity it consumed (every DynamoDB call asks
 * ReturnConsumedCapacity) and the file's size. Prints figures, asserts nothing. Run it alone on the machine.
 * `EXPORT_NODE_OPTIONS=--max-old-space-size=128` runs the export with a bounded heap (V8 otherwise lets it grow
 * over a long run: 318 MB peak at 100 000 by default, 231 MB with 128 MB of heap, in the same time).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';
import { demarrerCloudLocal } from '../../infra/local/src/cloud.ts';
import { semerEchelle } from '../../infra/local/src/rnic/echelle.ts';

const TAILLES = process.env.N ? [Number(process.env.N)] : [10_000, 100_000];
const racine = new URL('../..', import.meta.url).pathname;

interface Mesure {
  lignes: number;
  octets: number;
  dureeMs: number;
  maxRssMo: number;
  capaciteLue: number;
}

/**
 * The export's code bundled as a Lambda bundle is (esbuild, `@aws-sdk/*` external), run by plain Node: its peak RSS
 * is the task's, not tsx's transpiler (≈ 190 MB by itself).
 */
async function bundleEnfant(): Promise<string> {
  const sortie = join(racine, 'tests', 'bench', '.dist', 'export-enfant.mjs');
  await build({
    entryPoints: [join(racine, 'tests', 'bench', 'export-enfant.ts')],
    outfile: sortie,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: ['@aws-sdk/*'],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
  return sortie;
}

async function exporterEnfant(env: Record<string, string>): Promise<Mesure> {
  const bundle = await bundleEnfant();
  return new Promise((ok, ko) => {
    const enfant = spawn(process.execPath, [...(process.env.EXPORT_NODE_OPTIONS ?? '').split(' ').filter(Boolean), bundle], {
      cwd: racine,
      env: { ...process.env, ...env, POWERTOOLS_LOG_LEVEL: 'SILENT' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let sortie = '';
    enfant.stdout.on('data', (d: Buffer) => (sortie += d.toString()));
    enfant.on('exit', (code) =>
      code === 0 ? ok(JSON.parse(sortie.trim().split('\n').at(-1)!) as Mesure) : ko(new Error(`export : code ${code}`)),
    );
  });
}

/** One size per process: the SDK clients of a process keep the endpoints of the first local cloud they met. */
async function taillesUneParProcessus(): Promise<string[]> {
  const lignes: string[] = [];
  for (const n of TAILLES) {
    const sortie = await new Promise<string>((ok, ko) => {
      const enfant = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/export.ts'], {
        cwd: racine,
        env: { ...process.env, N: String(n) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let texte = '';
      enfant.stdout.on('data', (d: Buffer) => {
        texte += d.toString();
        process.stdout.write(d);
      });
      enfant.on('exit', (code) => (code === 0 ? ok(texte) : ko(new Error(`N = ${n} : code ${code}`))));
    });
    lignes.push(sortie.trim().split('\n').at(-1)!);
  }
  return lignes;
}

const resultats: string[] = [];
if (TAILLES.length > 1) resultats.push(...(await taillesUneParProcessus()));
else
  for (const n of TAILLES) {
    const cloud = await demarrerCloudLocal({ enMemoire: true, silencieux: true, planification: false });
    try {
      const { bilan } = await semerEchelle({ lignes: n, graine: 1 });
      const seed = Math.round((bilan.chargees / bilan.dureeMs) * 1000);
      console.log(`N = ${n} : ${bilan.chargees} copropriétés chargées en ${(bilan.dureeMs / 1000).toFixed(1)} s (${seed} /s)`);
      const m = await exporterEnfant(cloud.env);
      const ligne = `N = ${String(n).padStart(7)} | seed ${String(seed).padStart(5)} lignes/s | export ${(m.dureeMs / 1000).toFixed(1).padStart(6)} s, ${String(Math.round((m.lignes / m.dureeMs) * 1000)).padStart(6)} lignes/s | RSS max ${String(m.maxRssMo).padStart(4)} Mo | lecture ${Math.round(m.capaciteLue)} RCU (${(m.capaciteLue / Math.max(m.lignes, 1)).toFixed(2)} par ligne) | fichier ${(m.octets / 1e6).toFixed(1)} Mo, ${m.lignes} lignes`;
      console.log(ligne);
      resultats.push(ligne);
    } finally {
      await cloud.arreter();
    }
  }
if (TAILLES.length > 1)
  console.log(`\nExport des données brutes (segments : ${process.env.EXPORT_SEGMENTS ?? 4})\n${resultats.join('\n')}`);
