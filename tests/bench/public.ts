/**
 * `npm run bench:public -- [--rows N[,N…]] [--runs R]` (issue 12): the public directory and statistics at the scale
 * of the open-data register. For each size N (default 10 000 and 100 000): a local cloud in memory, N synthetic
 * condominiums loaded by the RNIC import (infra/local/src/rnic/echelle.ts) while the stream projectors are paused,
 * the directory built by the import in the same pass (functions/src/projecteurs/lot.ts, issue 23); the measures run with
 * the projectors still paused (the machine does nothing else), or with `--avec-flux` once they have read the
 * import's records and poll the stream every 250 ms as under `npm start`; then,
 * through the use cases the API calls (functions/src/annuaire/recherche.ts, functions/src/statistiques/chiffres.ts):
 * - the simple search of an address (chosen: number, street, commune, coordinates) of a generated condominium;
 * - the advanced search by commune; by department + state; the public record;
 * - the map: a street-level viewport (points) and a region-level one (clusters);
 * - the statistics of France, of a region, of a commune.
 * For each: p50 / p95 over R runs (default 30, after 2 warm-up runs), the read capacity consumed per call (every
 * DynamoDB call asks ReturnConsumedCapacity), the items read, and the read amplification: RCU consumed ÷ the RCU
 * one eventually consistent read of exactly the items of the answer would cost (0.5 per started 4 kB).
 * Then the projector's cost per write: one registration (a new published condominium) projected alone, its WCU
 * and RCU. Several sizes: one process per size, then the growth. Prints figures, asserts nothing; run it alone.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { demarrerCloudLocal } from '../../infra/local/src/cloud.ts';
import { semerEchelle } from '../../infra/local/src/rnic/echelle.ts';
import { centile, compterElementsLus, mesurerCapacite } from './capacite.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000,100000' },
    runs: { type: 'string', default: '30' },
    'avec-flux': { type: 'boolean', default: false },
  },
});
const TAILLES = values.rows.split(',').map(Number);
const RUNS = Number(values.runs);
if (TAILLES.some((n) => !Number.isInteger(n) || n < 100) || !Number.isInteger(RUNS) || RUNS < 1) {
  console.error('Usage : npm run bench:public -- [--rows N[,N…] (10 000,100 000 par défaut)] [--runs R] [--avec-flux]');
  process.exit(2);
}
const racine = new URL('../..', import.meta.url).pathname;

interface Mesure {
  nom: string;
  p50: number;
  p95: number;
  rcu: number;
  lus: number;
  rendus: number;
  amplification: number;
}

/** The items DynamoDB returned, with their size (JSON, close to DynamoDB's item size). */
function releverElements(client: DynamoDBDocumentClient) {
  let elements: Record<string, unknown>[] = [];
  client.middlewareStack.add(
    (next) => async (args) => {
      const sortie = await next(args);
      const o = sortie.output as { Items?: unknown[]; Item?: unknown; Responses?: Record<string, unknown[]> };
      if (o.Items) elements.push(...(o.Items as Record<string, unknown>[]));
      if (o.Item) elements.push(o.Item as Record<string, unknown>);
      if (o.Responses) for (const r of Object.values(o.Responses)) elements.push(...(r as Record<string, unknown>[]));
      return sortie;
    },
    { step: 'initialize', name: 'releveElements' },
  );
  return {
    vider: () => {
      const e = elements;
      elements = [];
      return e;
    },
  };
}

/** The items that make the answer: its rows (or entries), the partition's total, the counters read. */
function octetsUtiles(elements: Record<string, unknown>[], ids: Set<number>): number {
  let octets = 0;
  for (const e of elements) {
    const entite = e.__edb_e__;
    const ligne = e.ligne as { idCopropriete?: number } | undefined;
    const utile =
      (typeof e.tri === 'string' && e.tri.endsWith('~TOTAL')) ||
      (ligne?.idCopropriete !== undefined && ids.has(ligne.idCopropriete)) ||
      (entite === 'entreeAnnuaire' && ids.has(e.idCopropriete as number)) ||
      entite === 'compteurStatistique' ||
      entite === 'compteurCarte';
    if (utile) octets += JSON.stringify(e).length;
  }
  return octets;
}

async function unePuissance(N: number): Promise<{ mesures: Mesure[]; projecteur: Record<string, number> }> {
  const t0 = Date.now();
  const cloud = await demarrerCloudLocal({ enMemoire: true, silencieux: true, planification: false });
  try {
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const { documentClient } = await import('@registre/functions/adapters/dynamodb/client');
    const { PARTITIONS_REGISTRE } = await import('@registre/functions/adapters/dynamodb/copropriete');
    const { rechercherAnnuaire, ficheAnnuaire, carteAnnuaire } = await import('@registre/functions/annuaire/recherche');
    const { chiffres } = await import('@registre/functions/statistiques/chiffres');
    const { projeterAnnuaire, territoiresDe } = await import('@registre/functions/projecteurs/annuaire');
    const { rechercheAnnuaireSchema } = await import('@registre/shared/schemas/annuaire');
    console.error(`[N = ${N}] cloud local prêt en ${((Date.now() - t0) / 1000).toFixed(1)} s ; import…`);
    // [issue 23] the import builds the directory and statistics in the same pass (projecteurs/lot.ts)
    await cloud.suspendreProjections();
    const { bilan } = await semerEchelle({ lignes: N, graine: 1 });
    console.error(
      `[N = ${N}] ${bilan.chargees} copropriétés importées, annuaire compris, en ${(bilan.dureeMs / 1000).toFixed(1)} s (${Math.round((bilan.chargees / bilan.dureeMs) * 1000)} /s)`,
    );
    let t = Date.now();
    if (values['avec-flux']) {
      // the projectors read the import's records (the directory's find nothing to change) and poll on
      cloud.reprendreProjections();
      await cloud.projectionsAJour();
      console.error(`[N = ${N}] projecteurs à jour ${((Date.now() - t) / 1000).toFixed(1)} s après (flux de l’import)`);
    }

    // a sample of located condominiums spread over the register
    const echantillon: {
      idCopropriete: number;
      numero: string | null;
      voie: string;
      codeInsee: string;
      x: number;
      y: number;
      etat: string;
    }[] = [];
    for (let p = 0; echantillon.length < RUNS + 2 && p < PARTITIONS_REGISTRE; p++) {
      const { data } = await db()
        .entities.copropriete.query.registre({ partitionRegistre: (p * 17) % PARTITIONS_REGISTRE })
        .go({ count: 20, attributes: ['idCopropriete', 'publique', 'codeInsee', 'etat', 'immatriculation'] });
      for (const c of data) {
        const pub = c.publique as { numero: string | null; voie: string | null; x: number | null; y: number | null } | undefined;
        if (pub?.voie && pub.x !== null && pub.y !== null && c.codeInsee && c.immatriculation)
          echantillon.push({
            idCopropriete: c.idCopropriete,
            numero: pub.numero,
            voie: pub.voie,
            codeInsee: c.codeInsee,
            x: pub.x,
            y: pub.y,
            etat: c.etat,
          });
        if (echantillon.length >= RUNS + 2) break;
      }
    }

    const capacite = mesurerCapacite(documentClient());
    const lus = compterElementsLus(documentClient());
    const releve = releverElements(documentClient());
    const mesures: Mesure[] = [];
    async function mesurer(nom: string, f: (k: number) => Promise<unknown>, idsDe: (r: unknown) => number[]) {
      const durees: number[] = [];
      let [rcu, elements, rendus, utile] = [0, 0, 0, 0];
      for (let k = 0; k < RUNS + 2; k++) {
        const [c0, l0] = [capacite.total(), lus.total()];
        releve.vider();
        const debut = performance.now();
        const r = await f(k);
        const duree = performance.now() - debut;
        const ids = idsDe(r);
        const octets = octetsUtiles(releve.vider(), new Set(ids));
        if (k < 2) continue; // warm-up
        durees.push(duree);
        rcu += capacite.total() - c0;
        elements += lus.total() - l0;
        rendus += ids.length;
        utile += Math.max(0.5, 0.5 * Math.ceil(octets / 4096));
      }
      const m = {
        nom,
        p50: centile(durees, 50),
        p95: centile(durees, 95),
        rcu: rcu / RUNS,
        lus: elements / RUNS,
        rendus: rendus / RUNS,
        amplification: rcu / utile,
      };
      mesures.push(m);
      console.error(
        `  ${nom} : p95 ${m.p95.toFixed(1)} ms, ${m.rcu.toFixed(2)} RCU, amplification ${m.amplification.toFixed(2)}`,
      );
    }
    const e = (k: number) => echantillon[k % echantillon.length];
    const page = (r: unknown) =>
      (r as { ligneRechercheCoproprieteDTOList: { idCopropriete: number }[] }).ligneRechercheCoproprieteDTOList.map(
        (l) => l.idCopropriete,
      );
    const chercher = (corps: unknown) => rechercherAnnuaire(rechercheAnnuaireSchema.parse(corps));

    await mesurer(
      'annuaire : adresse choisie (numéro, voie, commune)',
      (k) =>
        chercher({
          adresseNonStructuree: {
            numero: e(k).numero ?? undefined,
            voie: e(k).voie,
            codeInsee: e(k).codeInsee,
            x: e(k).x,
            y: e(k).y,
          },
        }),
      page,
    );
    await mesurer(
      'annuaire : recherche par commune',
      (k) => chercher({ isRechercheAvancee: true, codeInsee: e(k).codeInsee }),
      page,
    );
    await mesurer(
      'annuaire : département + statut',
      (k) => chercher({ isRechercheAvancee: true, departement: territoiresDe(e(k).codeInsee).departement, etat: e(k).etat }),
      page,
    );
    await mesurer(
      'annuaire : fiche publique',
      (k) => ficheAnnuaire(e(k).idCopropriete),
      (r) => [(r as { idCopropriete: number }).idCopropriete],
    );
    const points = (r: unknown) =>
      (r as { points: { idCopropriete: number | null }[] }).points.flatMap((p) => (p.idCopropriete ? [p.idCopropriete] : []));
    await mesurer(
      'carte : rue (zoom 16, points)',
      (k) => carteAnnuaire({ ouest: e(k).x - 0.003, est: e(k).x + 0.003, sud: e(k).y - 0.002, nord: e(k).y + 0.002, zoom: 16 }),
      points,
    );
    await mesurer(
      'carte : région (zoom 7, regroupements)',
      (k) => carteAnnuaire({ ouest: e(k).x - 1.5, est: e(k).x + 1.5, sud: e(k).y - 1, nord: e(k).y + 1, zoom: 7 }),
      () => [],
    );
    await mesurer(
      'statistiques : France',
      () => chiffres({ niveau: 'FRANCE', code: undefined }),
      () => [],
    );
    await mesurer(
      'statistiques : une région',
      (k) => chiffres({ niveau: 'REGION', code: territoiresDe(e(k).codeInsee).region ?? '11' }),
      () => [],
    );
    await mesurer(
      'statistiques : une commune',
      (k) => chiffres({ niveau: 'COMMUNE', code: territoiresDe(e(k).codeInsee).commune! }),
      () => [],
    );

    // the projector's cost of one registration: a new published condominium, projected alone
    const ecritures = { wcu: 0, rcu: 0, actions: 0 };
    documentClient().middlewareStack.add(
      (next, contexte) => async (args) => {
        const sortie = await next(args);
        const cc = (sortie.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] })
          .ConsumedCapacity;
        const unites = (Array.isArray(cc) ? cc : cc ? [cc] : []).reduce((s, c) => s + (c.CapacityUnits ?? 0), 0);
        ecritures.actions += ((args.input as { TransactItems?: unknown[] }).TransactItems ?? []).length;
        if (/Transact|Put|Update|Delete|BatchWrite/.test(contexte.commandName ?? '')) ecritures.wcu += unites;
        else ecritures.rcu += unites;
        return sortie;
      },
      { step: 'initialize', name: 'mesureEcritures' },
    );
    const modele = (await db().entities.copropriete.get({ idCopropriete: echantillon[0].idCopropriete }).go()).data!;
    const essais = 10;
    const [w0, r0, a0] = [ecritures.wcu, ecritures.rcu, ecritures.actions];
    t = Date.now();
    for (let k = 0; k < essais; k++) {
      const idCopropriete = 9_000_000_000 + k;
      const image = marshall(
        {
          ...modele,
          idCopropriete,
          immatriculation: `ZZ${String(9_000_000 + k).padStart(7, '0')}`,
          etat: 'IMMATRICULEE_RATTACHEE',
          __edb_e__: 'copropriete',
        },
        { removeUndefinedValues: true, convertClassInstanceToMap: true },
      );
      await projeterAnnuaire([
        { eventName: 'INSERT', dynamodb: { NewImage: image as never, SequenceNumber: String(1e20 + k) } as never },
      ]);
    }
    const projecteur = {
      wcuParImmatriculation: (ecritures.wcu - w0) / essais,
      rcuParImmatriculation: (ecritures.rcu - r0) / essais,
      elementsParImmatriculation: (ecritures.actions - a0) / essais,
      msParImmatriculation: (Date.now() - t) / essais,
    };
    console.error(`  projecteur : ${JSON.stringify(projecteur)}`);
    return { mesures, projecteur };
  } finally {
    await cloud.arreter();
  }
}

function tableau(N: number, r: { mesures: Mesure[]; projecteur: Record<string, number> }) {
  return [
    `\nN = ${N.toLocaleString('fr-FR')} copropriétés ; ${RUNS} exécutions par mesure (Node ${process.version}, DynamoDB Local en mémoire, appels des cas d’usage dans le processus)\n`,
    `${'mesure'.padEnd(52)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'RCU'.padStart(7)} ${'lus'.padStart(6)} ${'rendus'.padStart(7)} ${'ampl.'.padStart(6)}`,
    ...r.mesures.map(
      (m) =>
        `${m.nom.padEnd(52)} ${m.p50.toFixed(1).padStart(8)} ${m.p95.toFixed(1).padStart(8)} ${m.rcu.toFixed(2).padStart(7)} ${m.lus.toFixed(0).padStart(6)} ${m.rendus.toFixed(0).padStart(7)} ${m.amplification.toFixed(2).padStart(6)}`,
    ),
    `projecteur, par immatriculation : ${r.projecteur.elementsParImmatriculation} éléments écrits en transaction, ${r.projecteur.wcuParImmatriculation.toFixed(1)} WCU consommées selon DynamoDB Local, ${r.projecteur.rcuParImmatriculation.toFixed(1)} RCU, ${r.projecteur.msParImmatriculation.toFixed(1)} ms`,
  ].join('\n');
}

if (TAILLES.length === 1) {
  const r = await unePuissance(TAILLES[0]);
  console.log(tableau(TAILLES[0], r));
  console.log(`RESULTAT ${JSON.stringify({ N: TAILLES[0], ...r })}`);
} else {
  const resultats: { N: number; mesures: Mesure[] }[] = [];
  for (const n of TAILLES) {
    const sortie = await new Promise<string>((ok, ko) => {
      const enfant = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'tests/bench/public.ts',
          '--rows',
          String(n),
          '--runs',
          String(RUNS),
          ...(values['avec-flux'] ? ['--avec-flux'] : []),
        ],
        {
          cwd: racine,
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let texte = '';
      enfant.stdout.on('data', (d: Buffer) => {
        texte += d.toString();
        process.stdout.write(d);
      });
      enfant.on('exit', (code) => (code === 0 ? ok(texte) : ko(new Error(`N = ${n} : code ${code}`))));
    });
    resultats.push(
      JSON.parse(
        sortie
          .split('\n')
          .find((l) => l.startsWith('RESULTAT '))!
          .slice('RESULTAT '.length),
      ),
    );
  }
  const [premier, dernier] = [resultats[0], resultats.at(-1)!];
  console.log(`\nCroissance de N = ${premier.N.toLocaleString('fr-FR')} à N = ${dernier.N.toLocaleString('fr-FR')}`);
  console.log(`${'mesure'.padEnd(52)} ${'RCU'.padStart(15)} ${'ampl.'.padStart(13)} ${'p95 ms'.padStart(15)}`);
  for (const m of dernier.mesures) {
    const a = premier.mesures.find((x) => x.nom === m.nom)!;
    console.log(
      `${m.nom.padEnd(52)} ${`${a.rcu.toFixed(2)} → ${m.rcu.toFixed(2)}`.padStart(15)} ${`${a.amplification.toFixed(2)} → ${m.amplification.toFixed(2)}`.padStart(13)} ${`${a.p95.toFixed(1)} → ${m.p95.toFixed(1)}`.padStart(15)}`,
    );
  }
}
