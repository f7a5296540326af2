/**
 * `npm run bench:import -- [--rows 10000,100000]` (issue 23): the RNIC import at the country's scale, end to end.
 * For each size N, in a process of its own with a local cloud in memory whose stream projectors run as under
 * `npm start`:
 * 1. the ceiling of DynamoDB Local on this machine: plain BatchWriteItem of 20 000 small items (8 requests at once);
 * 1b. the `import-rnic` workflow's first step: the file (generated beforehand) read once and cut into ranges, rows/s;
 * 2. the import alone, read models left out (`projeter: false`) on a table no projector reads: rows/s and items
 *    written per condominium (what the read models cost on top, by difference);
 * 2b. the same import with its read models built in the same pass, on a table with no stream (the projector-paused
 *    import of issue 23: what the end-to-end import costs beyond it is the stream projector's share);
 * 3. the import end to end (read models built in the same pass, projecteurs/lot.ts) on the register's table, until
 *    every read model is exact: the stream projector has read every record (`projectionsAJour`), France's statistics
 *    count the rows published (the keepers' indicator of registered condominiums is that count); after the clock, the
 *    directory's rows counted department by department give the same count. Rows/s to that moment, items written
 *    per condominium (all, and for the read models only: all − step 2's), items read per condominium, peak RSS of
 *    this process.
 * Then how each figure grows from the first size to the last. Prints figures, asserts nothing; run it alone.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BatchWriteItemCommand, DynamoDBClient, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { demarrerCloudLocal } from '../../infra/local/src/cloud.ts';
import { creerTable } from '../../infra/local/src/amorcage.ts';
import { fluxRnic } from '../../infra/local/src/rnic/echelle.ts';
import { compterElementsEcrits, compterElementsLus, mesurerCapacite, mesurerDansUnEnfant } from './capacite.ts';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '10000,100000' }, enfant: { type: 'string' } },
});

interface Resultat {
  n: number;
  plafond: number;
  /** UpdateItem ADD per second (the counters' write), same run */
  plafondMaj: number;
  /** the workflow's first step: the file read once and cut into ranges (importS3.ts decouperImport), rows/s */
  decoupageLignesS: number;
  seulLignesS: number;
  /** the import with its read models built in the same pass, no stream projector running */
  lotLignesS: number;
  seulEcritsParCopro: number;
  lignesS: number;
  importS: number;
  rattrapageS: number;
  ecritsParCopro: number;
  modelesParCopro: number;
  lusParCopro: number;
  /** capacity units DynamoDB Local says the end-to-end import consumed, per condominium (what AWS would bill) */
  capaciteParCopro: number;
  /** CPU time of this process (the import, its projection, and the local cloud's in-process parts) per condominium */
  cpuMsParCopro: number;
  rssMo: number;
  exact: boolean;
  /** items written per condominium by kind (entity), end to end, the import alone's subtracted */
  modelesParType: Record<string, number>;
}

if (values.enfant) {
  console.log(JSON.stringify(await mesurer(Number(values.enfant))));
  process.exit(0);
}

const TAILLES = values.rows.split(',').map(Number);
if (TAILLES.some((n) => !Number.isInteger(n) || n < 100)) {
  console.error('Usage : npm run bench:import -- [--rows N[,N…] (10 000,100 000 par défaut)]');
  process.exit(2);
}
const resultats: Resultat[] = [];
for (const n of TAILLES) {
  const r = await mesurerDansUnEnfant<Resultat>(['--enfant', String(n)]);
  resultats.push(r);
  console.log(`\n== ${n.toLocaleString('fr-FR')} copropriétés`);
  console.log(
    `Plafond DynamoDB Local : BatchWriteItem seul ${r.plafond} éléments/s ; UpdateItem ADD (compteurs) ${r.plafondMaj} éléments/s`,
  );
  console.log(`Découpage du fichier en plages (workflow import-rnic) : ${r.decoupageLignesS} lignes/s`);
  console.log(
    `Import seul (sans modèles de lecture)       : ${r.seulLignesS} lignes/s, ${r.seulEcritsParCopro} éléments écrits par copropriété`,
  );
  console.log(`Import avec ses modèles de lecture, projecteur du flux arrêté : ${r.lotLignesS} lignes/s`);
  console.log(
    `Import de bout en bout (projecteurs actifs) : ${r.lignesS} lignes/s jusqu’aux modèles exacts (import ${r.importS} s, ` +
      `rattrapage du flux ${r.rattrapageS} s) = ${Math.round((100 * r.lignesS) / r.lotLignesS)} % de l’import projecteur du flux arrêté, ` +
      `${Math.round((100 * r.lignesS) / r.seulLignesS)} % de l’import seul`,
  );
  console.log(
    `  éléments écrits par copropriété : ${r.ecritsParCopro} dont modèles de lecture ${r.modelesParCopro} ; ` +
      `éléments lus par copropriété : ${r.lusParCopro} ; unités de capacité consommées par copropriété : ${r.capaciteParCopro} ; ` +
      `CPU du processus par copropriété : ${r.cpuMsParCopro} ms ; RSS max ${r.rssMo} Mo ; modèles exacts : ${r.exact ? 'oui' : 'NON'}`,
  );
  console.log(
    `  modèles de lecture par copropriété, par sorte d'élément : ${Object.entries(r.modelesParType)
      .map(([t, v]) => `${t} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `  débit en éléments : ${Math.round(r.lignesS * r.ecritsParCopro)} éléments/s = ${Math.round((100 * r.lignesS * r.ecritsParCopro) / r.plafond)} % du plafond`,
  );
}
if (resultats.length > 1) {
  const [a, b] = [resultats[0], resultats[resultats.length - 1]];
  const f = (x: number, y: number) => (x > 0 ? (y / x).toFixed(2) : '—');
  console.log(`\n== De ${a.n} à ${b.n} copropriétés (×${b.n / a.n})`);
  console.log(
    `lignes/s de bout en bout ×${f(a.lignesS, b.lignesS)} ; projecteur du flux arrêté ×${f(a.lotLignesS, b.lotLignesS)} ; import seul ×${f(a.seulLignesS, b.seulLignesS)}`,
  );
  console.log(
    `éléments écrits par copropriété ×${f(a.ecritsParCopro, b.ecritsParCopro)} (modèles ×${f(a.modelesParCopro, b.modelesParCopro)}) ; lus ×${f(a.lusParCopro, b.lusParCopro)} ; RSS ×${f(a.rssMo, b.rssMo)}`,
  );
}

async function mesurer(n: number): Promise<Resultat> {
  const cloud = await demarrerCloudLocal({ enMemoire: true, silencieux: true, planification: false });
  Object.assign(process.env, cloud.env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
  try {
    const endpoint = cloud.env.AWS_ENDPOINT_URL_DYNAMODB;
    const { plafond, plafondMaj } = await mesurerPlafond(endpoint);
    // 1b. the workflow's cut of the file into ranges: one pass reading every record of a file written beforehand (plages.ts)
    const { decouperEnPlages } = await import('@registre/functions/donneesOuvertes/plages');
    const fichier = join(tmpdir(), `bench-import-${process.pid}.csv`);
    await pipeline(fluxRnic({ lignes: n, graine: 1, premier: 'AA0000001' }), createWriteStream(fichier));
    const debutDecoupage = Date.now();
    await decouperEnPlages(createReadStream(fichier), 80_000, new Date().toISOString().slice(0, 10));
    const decoupageLignesS = Math.round(n / ((Date.now() - debutDecoupage) / 1000));
    await rm(fichier);
    const { documentClient } = await import('@registre/functions/adapters/dynamodb/client');
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const { reinitialiserConfig } = await import('@registre/functions/platform/config');
    const { importerRnic } = await import('@registre/functions/donneesOuvertes/import');
    const { cleTerritoire, clePeriode } = await import('@registre/shared/domain/annuaire/statistiques');
    const changerDeTable = (table: string) => {
      process.env.TABLE_NAME = table;
      reinitialiserConfig(); // the table's client and entities are built again from the new configuration
      return {
        ecrits: compterElementsEcrits(documentClient()),
        lus: compterElementsLus(documentClient()),
        capacite: mesurerCapacite(documentClient()),
      };
    };

    // 2. the import alone, on a table no projector reads
    const seulN = Math.min(n, 20_000);
    await creerTable(endpoint, 'bench-import-seul', { flux: false });
    const seul = changerDeTable('bench-import-seul');
    const debutSeul = Date.now();
    await importerRnic(fluxRnic({ lignes: seulN, graine: 1, premier: 'AA0000001' }), {
      maintenant: new Date(),
      surRejet: () => {},
      projeter: false,
    });
    const seulLignesS = Math.round(seulN / ((Date.now() - debutSeul) / 1000));
    const seulEcritsParCopro = seul.ecrits.total() / seulN;

    // 2b. the import with its read models (bulk path), on a table no projector reads: what the stream costs beside it
    await creerTable(endpoint, 'bench-import-lot', { flux: false });
    changerDeTable('bench-import-lot');
    const debutLot = Date.now();
    await importerRnic(fluxRnic({ lignes: seulN, graine: 1, premier: 'AA0000001' }), {
      maintenant: new Date(),
      surRejet: () => {},
    });
    const lotLignesS = Math.round(seulN / ((Date.now() - debutLot) / 1000));

    // 3. end to end, on the register's table, projectors running
    const c = changerDeTable(cloud.env.TABLE_NAME);
    const cpu = process.cpuUsage();
    const debut = Date.now();
    const { bilan } = await importerRnic(fluxRnic({ lignes: n, graine: 1, premier: 'AA0000001' }), {
      maintenant: new Date(),
      surRejet: () => {},
    });
    const importS = (Date.now() - debut) / 1000;
    await cloud.projectionsAJour();
    const france = (
      await db()
        .entities.compteurStatistique.get({ territoire: cleTerritoire('FRANCE'), periode: clePeriode() })
        .go()
    ).data;
    const total = (france?.n ?? 0) + (france?.sec ?? 0);
    const dureeS = (Date.now() - debut) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    const [lus, capacite] = [c.lus.total(), c.capacite.total()];
    // after the clock: the directory's rows, department by department (its index, Select COUNT), are France's count
    const geo = await import('@registre/functions/statistiques/geographie');
    const departements = geo.regions().flatMap((r) => geo.departements(r.code) ?? []);
    let annuaire = 0;
    for (const d of departements) {
      const requete = db().entities.ligneAnnuaire.query.parDepartement({ dep: d.code }).params<Record<string, unknown>>();
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await documentClient().send(new QueryCommand({ ...requete, Select: 'COUNT', ExclusiveStartKey } as never));
        annuaire += page.Count ?? 0;
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }
    const ecritsParCopro = c.ecrits.total() / n;
    return {
      n,
      plafond,
      plafondMaj,
      decoupageLignesS,
      seulLignesS,
      lotLignesS,
      seulEcritsParCopro: Number(seulEcritsParCopro.toFixed(1)),
      lignesS: Math.round(n / dureeS),
      importS: Math.round(importS),
      rattrapageS: Math.round(dureeS - importS),
      ecritsParCopro: Number(ecritsParCopro.toFixed(1)),
      modelesParCopro: Number((ecritsParCopro - seulEcritsParCopro).toFixed(1)),
      lusParCopro: Number((lus / n).toFixed(1)),
      capaciteParCopro: Number((capacite / n).toFixed(1)),
      cpuMsParCopro: Number(((user + system) / 1000 / n).toFixed(1)),
      rssMo: Math.round(process.resourceUsage().maxRSS / 1024),
      modelesParType: Object.fromEntries(
        Object.entries(c.ecrits.parType())
          .map(([t, k]) => [t, Number(((k - (seul.ecrits.parType()[t] ?? 0) * (n / seulN)) / n).toFixed(2))] as const)
          .filter(([, v]) => Math.abs(v) >= 0.01)
          .sort((a, b) => b[1] - a[1]),
      ),
      // every published row counted (a few generated rows are not published: dissolved, deleted), and as many rows
      // in the directory's departments (the keepers' registered condominiums are France's count: issue 23)
      exact: bilan.chargees === n && total > 0.9 * n && total <= n && annuaire === total,
    };
  } finally {
    await cloud.arreter();
  }
}

/**
 * The ceilings: plain BatchWriteItem of 20 000 small items, 8 requests at once, then 10 000 UpdateItem ADD of two
 * numbers on 2 000 items (what a counter move is), 16 at once: items per second each.
 */
async function mesurerPlafond(endpoint: string): Promise<{ plafond: number; plafondMaj: number }> {
  await creerTable(endpoint, 'bench-plafond', { flux: false });
  const ddb = new DynamoDBClient({
    endpoint,
    region: 'eu-west-3',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const parSeconde = async (total: number, enParallele: number, pas: number, f: (depart: number) => Promise<unknown>) => {
    let suivant = 0;
    const debut = Date.now();
    await Promise.all(
      Array.from({ length: enParallele }, async () => {
        while (suivant < total) {
          const depart = suivant;
          suivant += pas;
          await f(depart);
        }
      }),
    );
    return Math.round(total / ((Date.now() - debut) / 1000));
  };
  const plafond = await parSeconde(20_000, 8, 25, async (depart) => {
    let requetes = Array.from({ length: 25 }, (_, i) => ({
      PutRequest: { Item: { pk: { S: `p#${depart + i}` }, sk: { S: 'x' }, v: { S: 'x'.repeat(200) } } },
    }));
    while (requetes.length) {
      const r = await ddb.send(new BatchWriteItemCommand({ RequestItems: { 'bench-plafond': requetes } }));
      requetes = (r.UnprocessedItems?.['bench-plafond'] ?? []) as typeof requetes;
    }
  });
  const plafondMaj = await parSeconde(10_000, 16, 1, (i) =>
    ddb.send(
      new UpdateItemCommand({
        TableName: 'bench-plafond',
        Key: { pk: { S: `c#${i % 2000}` }, sk: { S: 'x' } },
        UpdateExpression: 'ADD n :d, lots :d',
        ExpressionAttributeValues: { ':d': { N: '1' } },
      }),
    ),
  );
  return { plafond, plafondMaj };
}
