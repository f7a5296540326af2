/**
 * [issue 23] The bulk path and the stream path build the same read models. The same generated RNIC file is imported
 * twice, each time on a table of its own in a DynamoDB Local of this file (a table with a stream created in the
 * suite's busy one would pay a scan per write: amorcage.ts, creerTable): once with its read models built in the
 * same pass (projecteurs/lot.ts), once with them left to the stream projector, fed here by a stream poller of that
 * table (infra/local/src/flux.ts, as the cloud feeds its own). Every item of both tables is then compared, read models
 * included (directory entries and rows, statistics and map counters, categorisation rows, agenda, search keys,
 * indicators), once the fields that only say when or by which path an item was written are set aside. Then a
 * stream batch cut after its entries' transaction, before its counters: handed over again, it counts what was left.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { demarrerDynamo } from '@registre/infra/local/src/emulateurs';
import { portLibre, type Processus } from '@registre/infra/local/src/processus';
import { cloud, utiliserEnvCloud } from '../support/api.ts';

const N = 60;
const MAINTENANT = new Date();
/** Fields that say when or along which path an item was written, not what it holds. */
const HORS_COMPARAISON = ['sequence', 'miseAJour', 'ttl', 'v', 'projeteEnLot'];

let dynamo: Processus;
let endpoint: string;

async function toutLire(table: string): Promise<Map<string, Record<string, unknown>>> {
  const ddb = new DynamoDBClient({ endpoint });
  const items = new Map<string, Record<string, unknown>>();
  let debut: Record<string, never> | undefined;
  do {
    const r = await ddb.send(new ScanCommand({ TableName: table, ExclusiveStartKey: debut }));
    for (const brut of r.Items ?? []) {
      const item = unmarshall(brut);
      // the run's journal line and each path's own traces (the bulk markers LOT#…, the stream's chunks of counter
      // moves and the group an entry names) are not read models
      if (item.__edb_e__ === 'evenement' || item.__edb_e__ === 'trancheAnnuaire') continue;
      if (String(item.pk).startsWith('INDICATEUR_MARQUE#LOT#')) continue;
      for (const champ of HORS_COMPARAISON) delete item[champ];
      if (item.__edb_e__ === 'entreeAnnuaire') for (const champ of ['lot', 'tranches']) delete item[champ];
      // the categorisation versions are random: the same departments must have one
      if (item.pk === 'CATEGVER') for (const k of Object.keys(item)) if (k.startsWith('v_')) item[k] = 'v';
      items.set(`${String(item.pk)}|${String(item.sk)}`, item);
    }
    debut = r.LastEvaluatedKey as typeof debut;
  } while (debut);
  return items;
}

let m: {
  importerRnic: typeof import('@registre/functions/donneesOuvertes/import').importerRnic;
  fluxRnic: typeof import('@registre/infra/local/src/rnic/echelle').fluxRnic;
};

/** The environment's table and DynamoDB, every cached client dropped (the next call uses the new table). */
async function utiliserTable(table: string, point = endpoint) {
  process.env.TABLE_NAME = table;
  process.env.AWS_ENDPOINT_URL_DYNAMODB = point;
  (await import('@registre/functions/platform/config')).reinitialiserConfig();
  const { creerTable } = await import('@registre/infra/local/src/amorcage');
  await creerTable(point, table);
}

beforeAll(async () => {
  utiliserEnvCloud();
  const port = await portLibre();
  dynamo = await demarrerDynamo(port, null, true);
  endpoint = `http://127.0.0.1:${port}`;
  m = {
    ...(await import('@registre/functions/donneesOuvertes/import')),
    ...(await import('@registre/infra/local/src/rnic/echelle')),
  };
});
afterAll(async () => {
  await utiliserTable(cloud().env.TABLE_NAME, cloud().env.AWS_ENDPOINT_URL_DYNAMODB);
  await dynamo?.arreter();
});

const importer = (projeter: boolean) =>
  m.importerRnic(m.fluxRnic({ lignes: N, graine: 23, premier: 'ZE0000001' }), {
    maintenant: MAINTENANT,
    surRejet: () => {},
    projeter,
    journal: false,
  });

describe('projection des imports en lot', () => {
  it('donne, modèle de lecture par modèle de lecture, ce que le projecteur du flux donne', async () => {
    await utiliserTable('registre-lot');
    const enLot = await importer(true);
    expect(enLot.bilan.chargees).toBe(N);
    const parLot = await toutLire('registre-lot');

    await utiliserTable('registre-flux');
    const { demarrerFlux } = await import('@registre/infra/local/src/flux');
    const { handler } = await import('@registre/functions/projecteurs/handler');
    const { estProjete } = await import('@registre/functions/projecteurs/entites');
    const flux = demarrerFlux(endpoint, 'registre-flux', handler, join(tmpdir(), `points-${randomUUID()}.json`), 100, estProjete);
    try {
      const parFlux = await importer(false);
      expect(parFlux.bilan.chargees).toBe(N);
      await flux.vider();
    } finally {
      await flux.arreter();
    }
    const parLeFlux = await toutLire('registre-flux');

    // the read models are there: entries, index rows, statistics, categorisation rows
    const familles = (items: Map<string, unknown>) => new Set([...items.keys()].map((k) => k.split('#')[0]));
    expect([...familles(parLot)]).toEqual(expect.arrayContaining([...familles(parLeFlux)]));
    const differences = [...new Set([...parLot.keys(), ...parLeFlux.keys()])].filter(
      (k) => JSON.stringify(trie(parLot.get(k))) !== JSON.stringify(trie(parLeFlux.get(k))),
    );
    expect(differences.slice(0, 5).map((k) => ({ k, lot: parLot.get(k), flux: parLeFlux.get(k) }))).toEqual([]);
    expect(parLot.size).toBe(parLeFlux.size);
    // and they are right: the count of late annual updates (a plain ADD) is the number of late condominiums
    const enRetard = [...parLot.values()].filter((i) => i.__edb_e__ === 'copropriete' && i.statutMajAnnuelle === 'EN_RETARD');
    expect(parLot.get('compteur#nbmajannuellesenretard|compteur')?.valeur).toBe(enRetard.length);
  }, 600_000);

  it('un lot du flux coupé entre ses entrées et ses compteurs : rejoué, il applique ce qui restait, une fois', async () => {
    await utiliserTable('registre-reprise');
    await importer(false);
    const ddb = new DynamoDBClient({ endpoint });
    const { Items = [] } = await ddb.send(new ScanCommand({ TableName: 'registre-reprise' }));
    const records = Items.filter((i) => i.__edb_e__?.S === 'copropriete').map((NewImage, i) => ({
      eventName: 'INSERT' as const,
      dynamodb: { NewImage, SequenceNumber: String(1000 + i) },
    })) as never[];
    const { projeterAnnuaire } = await import('@registre/functions/projecteurs/annuaire');
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    await projeterAnnuaire(records);
    const compteurs = async () =>
      new Map(
        [...(await toutLire('registre-reprise'))].filter(([, i]) =>
          ['compteurStatistique', 'compteurCarte', 'ligneAnnuaire'].includes(String(i.__edb_e__)),
        ),
      );
    const attendus = await compteurs();
    // the cut: every chunk of the batch's groups back to « not applied », its moves taken back from the counters
    const { data: entrees } = await db().entities.entreeAnnuaire.scan.go({ pages: 'all' });
    const lots = [...new Set(entrees.map((e) => e.lot!))];
    expect(lots.length).toBeGreaterThan(0);
    const { actionsCompteurs } = await import('@registre/functions/projecteurs/tranches');
    for (const lot of lots) {
      const { data } = await db().entities.trancheAnnuaire.query.parLot({ lot }).go({ pages: 'all' });
      for (const t of data) {
        const inverses = (JSON.parse(t.mouvements) as [string, Record<string, number>][]).map(
          ([cle, d]) => [cle, Object.fromEntries(Object.entries(d).map(([k, v]) => [k, -v]))] as [string, Record<string, number>],
        );
        await db()
          .transaction.write((e) => <never[]>actionsCompteurs(inverses, e, new Date().toISOString()))
          .go();
        await db().entities.trancheAnnuaire.patch({ lot, k: t.k }).set({ fait: false }).go();
      }
    }
    expect(JSON.stringify(trie([...(await compteurs())]))).not.toBe(JSON.stringify(trie([...attendus])));
    // the batch handed over again: its entries are written, what was left is counted; a third time counts nothing
    for (let i = 0; i < 2; i++) {
      await projeterAnnuaire(records);
      expect(JSON.stringify(trie([...(await compteurs())]))).toBe(JSON.stringify(trie([...attendus])));
    }
  }, 600_000);
});

/**
 * The same item whatever the order of its maps' keys (DynamoDB gives them back in its own order) and of the
 * additions that summed its coordinates (the map clusters' sums: the last bits of a float differ).
 */
function trie(v: unknown): unknown {
  if (typeof v === 'number') return Math.round(v * 1e6) / 1e6;
  if (Array.isArray(v)) return v.map(trie);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, x]) => [k, trie(x)]),
    );
  return v;
}
