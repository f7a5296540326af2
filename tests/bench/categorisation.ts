/**
 * `npm run bench:categorisation -- [--rows N[,N…]] [--runs R]` (issue 13): the categorisation tool at the scale of
 * the register. For each size N (default 10 000 and 100 000): a local cloud in memory, N synthetic condominiums
 * loaded by the RNIC import (infra/local/src/rnic/echelle.ts) while the stream projectors are paused, the directory
 * and the categorisation rows built in one pass (functions/src/projecteurs/reconstructionAnnuaire.ts); then,
 * through the use cases the API calls (functions/src/institutionnels/categorisation.ts), as the built-in national
 * account:
 * - grouped search of France read from the statistics counters (criteria: geography only);
 * - grouped search of France read from the analytic rows (a criterion the counters do not hold), by department:
 *   from the departments' snapshots (the warm-up run made them), then right after every department's rows changed
 *   (each snapshot read from its partition and made again);
 * - grouped search of one department (the rows of one partition);
 * - detailed search of France, page of 4 000 (no criterion: stops after the first departments);
 * - detailed search of France, page of 4 000, with a selective criterion (reads every department).
 * For each: p50 / p95 over R runs (default 10, after 1 warm-up run), the read capacity consumed per call (every
 * DynamoDB call asks ReturnConsumedCapacity), the items read, the snapshots read from S3 and made; and the
 * process's peak RSS. One process per size.
 * Prints figures, asserts nothing; run it alone (the machine doing nothing else).
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { demarrerCloudLocal } from '../../infra/local/src/cloud.ts';
import { semerEchelle } from '../../infra/local/src/rnic/echelle.ts';
import { centile, compterElementsLus, mesurerCapacite } from './capacite.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000,100000' },
    runs: { type: 'string', default: '10' },
  },
});
const TAILLES = values.rows.split(',').map(Number);
const RUNS = Number(values.runs);
if (TAILLES.some((n) => !Number.isInteger(n) || n < 100) || !Number.isInteger(RUNS) || RUNS < 1) {
  console.error('Usage : npm run bench:categorisation -- [--rows N[,N…] (10 000,100 000 par défaut)] [--runs R]');
  process.exit(2);
}
const racine = new URL('../..', import.meta.url).pathname;

interface Mesure {
  nom: string;
  /** departments' snapshots read from S3 and made (read from their partition, then written) per call */
  instantanesLus: number;
  instantanesFaits: number;
  /** RSS before the measure and its peak during it (MB) */
  rssAvantMo: number;
  pointeMo: number;
  p50: number;
  p95: number;
  rcu: number;
  lus: number;
  rendus: number;
}

let pointeRss = 0;
/** the peak of the measure under way (reset by each measure): what one export costs in memory */
let pointeMesure = 0;
const releverRss = () => {
  const rss = process.memoryUsage().rss;
  pointeRss = Math.max(pointeRss, rss);
  pointeMesure = Math.max(pointeMesure, rss);
};

async function unePuissance(N: number): Promise<{ mesures: Mesure[]; chargement: Record<string, number>; pointeRssMo: number }> {
  const t0 = Date.now();
  const cloud = await demarrerCloudLocal({ enMemoire: true, silencieux: true, planification: false });
  const sondeRss = setInterval(releverRss, 50);
  try {
    const { documentClient } = await import('@registre/functions/adapters/dynamodb/client');
    const outil = await import('@registre/functions/institutionnels/categorisation');
    const { criteresCategorisationSchema } = await import('@registre/shared/schemas/categorisation');
    console.error(`[N = ${N}] cloud local prêt en ${((Date.now() - t0) / 1000).toFixed(1)} s ; import…`);
    await cloud.suspendreProjections();
    const { bilan } = await semerEchelle({ lignes: N, graine: 1 });
    // [issue 23] the import writes the categorisation rows in the same pass (projecteurs/lot.ts)
    console.error(
      `[N = ${N}] ${bilan.chargees} copropriétés importées, lignes de catégorisation comprises, en ${(bilan.dureeMs / 1000).toFixed(1)} s`,
    );
    const session = {
      login: 'institutionnel',
      profil: 'INSTITUTIONNEL',
      autorites: ['CATEGORISATION'],
      idTeledeclarant: null,
    } as never;
    // the built-in account's scope, as the platform hands it to the use cases
    const national = { niveau: 'NATIONAL' as const, code: null };
    const criteres = (c: object) => criteresCategorisationSchema.parse(c);
    const maintenant = new Date();
    // the department with the most condominiums (Paris in the synthetic register, as in the real one)
    const parDep = await outil.regrouper(national, criteres({}), 'DEPARTEMENT');
    const gros = [...parDep.groupes].sort((a, b) => b.nombre - a.nombre)[0];
    console.error(`[N = ${N}] plus grand département : ${gros.nom} (${gros.code}), ${gros.nombre} copropriétés`);

    const capacite = mesurerCapacite(documentClient());
    const lus = compterElementsLus(documentClient());
    const mesures: Mesure[] = [];
    // the snapshots the searches read and make (their S3 reads are not in the RCU)
    const instantanes = { lus: 0, faits: 0 };
    async function mesurer(
      nom: string,
      f: () => Promise<unknown>,
      rendus: (r: unknown) => number,
      runs = RUNS,
      avant?: () => Promise<unknown>,
    ) {
      const durees: number[] = [];
      let [rcu, elements, n, iLus, iFaits] = [0, 0, 0, 0, 0];
      global.gc?.();
      const rssAvant = process.memoryUsage().rss;
      pointeMesure = rssAvant;
      for (let k = 0; k < runs + 1; k++) {
        await avant?.();
        const [c0, l0, s0, f0] = [capacite.total(), lus.total(), instantanes.lus, instantanes.faits];
        const debut = performance.now();
        const res = await f();
        const duree = performance.now() - debut;
        releverRss();
        if (k < 1) continue; // warm-up
        durees.push(duree);
        rcu += capacite.total() - c0;
        elements += lus.total() - l0;
        iLus += instantanes.lus - s0;
        iFaits += instantanes.faits - f0;
        n += rendus(res);
      }
      const m = {
        nom,
        instantanesLus: iLus / runs,
        instantanesFaits: iFaits / runs,
        rssAvantMo: Math.round(rssAvant / 1e6),
        pointeMo: Math.round(pointeMesure / 1e6),
        p50: centile(durees, 50),
        p95: centile(durees, 95),
        rcu: rcu / runs,
        lus: elements / runs,
        rendus: n / runs,
      };
      mesures.push(m);
      console.error(
        `  ${nom} : p95 ${m.p95.toFixed(1)} ms, ${m.rcu.toFixed(1)} RCU, ${m.lus.toFixed(0)} éléments lus, instantanés S3 ${m.instantanesLus} lus / ${m.instantanesFaits} faits, RSS ${m.rssAvantMo} → ${m.pointeMo} Mo`,
      );
    }
    const total = (res: unknown) => (res as { total: number }).total;
    const lignes = (res: unknown) => (res as { lignes: unknown[] }).lignes.length;
    await mesurer(
      'regroupée France, compteurs (géographie seule)',
      () => outil.regrouper(national, criteres({}), 'DEPARTEMENT'),
      total,
    );
    await mesurer(
      'regroupée France, lignes (200 lots et plus)',
      () => outil.regrouper(national, criteres({ tranchesLots: ['T200'] }), 'DEPARTEMENT', { instantanes }),
      total,
    );
    // the first search after every department's rows changed: each snapshot read from its partition and remade
    const { nouvellesVersions } = await import('@registre/functions/adapters/dynamodb/versionsCategorisation');
    const tousDepartements = parDep.groupes.map((g) => g.code);
    await mesurer(
      'regroupée France, lignes (200 lots et plus), tout à refaire',
      () => outil.regrouper(national, criteres({ tranchesLots: ['T200'] }), 'DEPARTEMENT', { instantanes }),
      total,
      3,
      () => nouvellesVersions(tousDepartements),
    );
    await mesurer(
      'regroupée France, lignes (mandat expiré), par commune',
      () => outil.regrouper(national, criteres({ statut: ['EXPIRE'] }), 'COMMUNE', { instantanes }),
      total,
    );
    await mesurer(
      `regroupée un département (${gros.code}), lignes, par commune`,
      () =>
        outil.regrouper(national, criteres({ departements: [gros.code], tranchesLots: ['T11_49', 'T50_199'] }), 'COMMUNE', {
          instantanes,
        }),
      total,
    );
    await mesurer(
      'détaillée France, 4 000 lignes, sans critère',
      () => outil.rechercher(national, criteres({}), 1, 4000, { instantanes }),
      lignes,
    );
    await mesurer(
      'détaillée France, 4 000 lignes, mise à jour en retard',
      () => outil.rechercher(national, criteres({ majAnnuelleEnRetard: 'oui' }), 1, 4000, { instantanes }),
      lignes,
    );
    await mesurer(
      `détaillée un département (${gros.code}), 4 000 lignes`,
      () => outil.rechercher(national, criteres({ departements: [gros.code] }), 1, 4000, { instantanes }),
      lignes,
    );
    // [issue 13] the exports: an xlsx extraction of 10 000 rows answered directly, the whole of France as a csv
    // streamed to S3 by the background task, a zip of 200 fact sheets
    const exports = await import('@registre/functions/institutionnels/categorisationExports');
    const { CODES_COLONNES } = await import('@registre/shared/routes/categorisationExports.routes');
    const octets = (res: unknown) => (res as { corps: Buffer }).corps.length;
    const toutes = { criteres: criteres({}), colonnes: [...CODES_COLONNES] };
    // the first 10 000 rows of the selection (all of them when fewer), ticked: the largest extraction a response carries
    const premieres: string[] = [];
    for await (const l of outil.selection(criteres({}), national)) {
      premieres.push(l.im);
      if (premieres.length === 10_000) break;
    }
    await mesurer(
      `extraction xlsx ${premieres.length} lignes, 22 colonnes (réponse)`,
      () => exports.extraire(session, national, { ...toutes, immatriculations: premieres }, 'xlsx', maintenant),
      octets,
      3,
    );
    await mesurer(
      `extraction csv France entière (${N} lignes), flux vers S3`,
      () =>
        exports.produireExport({
          idExport: crypto.randomUUID(),
          login: 'institutionnel',
          perimetre: national,
          maintenant: maintenant.toISOString(),
          demande: { type: 'EXTRACTION_CSV', extraction: toutes },
        }),
      (res) => (res as { lignes: number }).lignes,
      2,
    );
    const deuxCents = (await outil.rechercher(national, criteres({}), 1, 200)).lignes.map((l) => l.numeroImmatriculation);
    await mesurer(
      'zip de 200 fiches PDF (réponse)',
      () => exports.telechargerZip(session, national, deuxCents, maintenant),
      octets,
      3,
    );
    return {
      mesures,
      chargement: { importMs: bilan.dureeMs, lignes: bilan.chargees },
      pointeRssMo: Math.round(pointeRss / 1e6),
    };
  } finally {
    clearInterval(sondeRss);
    await cloud.arreter();
  }
}

function tableau(N: number, r: Awaited<ReturnType<typeof unePuissance>>) {
  return [
    `\nN = ${N.toLocaleString('fr-FR')} copropriétés ; ${RUNS} exécutions par mesure (Node ${process.version}, DynamoDB Local en mémoire, cas d’usage appelés dans le processus)`,
    `chargement : import (lignes de catégorisation comprises) ${(r.chargement.importMs / 1000).toFixed(1)} s, ${r.chargement.lignes} copropriétés ; pointe RSS du processus ${r.pointeRssMo} Mo\n`,
    `${'mesure'.padEnd(58)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'RCU'.padStart(8)} ${'lus'.padStart(8)} ${'S3 lus/faits'.padStart(13)} ${'rendus'.padStart(9)} ${'RSS Mo'.padStart(11)}`,
    ...r.mesures.map(
      (m) =>
        `${m.nom.padEnd(58)} ${m.p50.toFixed(1).padStart(8)} ${m.p95.toFixed(1).padStart(8)} ${m.rcu.toFixed(1).padStart(8)} ${m.lus.toFixed(0).padStart(8)} ${`${m.instantanesLus}/${m.instantanesFaits}`.padStart(13)} ${m.rendus.toFixed(0).padStart(9)} ${`${m.rssAvantMo}→${m.pointeMo}`.padStart(11)}`,
    ),
  ].join('\n');
}

if (TAILLES.length === 1) {
  const r = await unePuissance(TAILLES[0]);
  console.log(tableau(TAILLES[0], r));
  console.log(`RESULTAT ${JSON.stringify({ N: TAILLES[0], ...r })}`);
} else {
  for (const n of TAILLES) {
    // one process per size: the sizes do not share a heap or a cloud
    const code = await new Promise<number | null>((ok, ko) => {
      const enfant = spawn(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', 'tests/bench/categorisation.ts', '--rows', String(n), '--runs', String(RUNS)],
        {
          cwd: racine,
          stdio: ['ignore', 'inherit', 'inherit'],
        },
      );
      enfant.on('error', ko);
      enfant.on('exit', ok);
    });
    if (code !== 0) process.exit(code ?? 1);
  }
}
