/**
 * The local stream poller: reads the table's DynamoDB Streams shards (as the Lambda event source mapping does
 * in AWS) and hands batches of records, in the same event shape, to the projector handler.
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const IDENTIFIANTS = { region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };

export function demarrerFlux(
  endpoint: string,
  table: string,
  traiter: (e: DynamoDBStreamEvent) => Promise<void>,
  /** checkpoints (shard -> last sequence number handed over), so a restart never replays a record */
  fichierPoints: string,
  intervalleMs = 250,
  /** [issue 12] the records the projectors read (the AWS event source mapping's filter criteria); others are skipped */
  garder: (r: DynamoDBStreamEvent['Records'][number]) => boolean = () => true,
) {
  const points: Record<string, string> = existsSync(fichierPoints) ? JSON.parse(readFileSync(fichierPoints, 'utf8')) : {};
  const ddb = new DynamoDBClient({ ...IDENTIFIANTS, endpoint });
  const flux = new DynamoDBStreamsClient({ ...IDENTIFIANTS, endpoint });
  const iterateurs = new Map<string, string | undefined>();
  let actif = true;
  let suspendu = false;
  let enCours: Promise<void> = Promise.resolve();

  /**
   * The stream's ARN, read once: DescribeTable sums the size of every item in DynamoDB Local (a scan of the whole
   * table, seconds at 100 000 items), so asking it at every pass taxed every other request. Forgotten when a pass
   * fails (a table created again after a restart has a new stream).
   */
  let arnFlux: string | undefined;

  async function tour() {
    try {
      arnFlux ??= (await ddb.send(new DescribeTableCommand({ TableName: table }))).Table?.LatestStreamArn;
      if (arnFlux) await lireFlux(arnFlux);
    } catch (e) {
      arnFlux = undefined;
      throw e;
    }
  }

  async function lireFlux(arn: string) {
    const { StreamDescription } = await flux.send(new DescribeStreamCommand({ StreamArn: arn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const id = shard.ShardId!;
      if (!iterateurs.has(id)) {
        const dernier = points[id];
        const r = await flux.send(
          new GetShardIteratorCommand(
            dernier
              ? { StreamArn: arn, ShardId: id, ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: dernier }
              : { StreamArn: arn, ShardId: id, ShardIteratorType: 'TRIM_HORIZON' },
          ),
        );
        iterateurs.set(id, r.ShardIterator);
      }
      let it = iterateurs.get(id);
      // the kept records in batches of 100 (as the event source mapping sends them), the checkpoint moved after
      // each batch to the last record it covers
      let lot: DynamoDBStreamEvent['Records'] = [];
      let couvert: string | undefined;
      const remettre = async () => {
        if (lot.length) await traiter({ Records: lot });
        lot = [];
        if (couvert && couvert !== points[id]) {
          points[id] = couvert;
          writeFileSync(fichierPoints, JSON.stringify(points));
        }
      };
      while (it && actif) {
        const r = await flux.send(new GetRecordsCommand({ ShardIterator: it, Limit: 1000 }));
        for (const enregistrement of (r.Records ?? []) as DynamoDBStreamEvent['Records']) {
          if (garder(enregistrement)) lot.push(enregistrement);
          couvert = enregistrement.dynamodb!.SequenceNumber!;
          if (lot.length >= 100) await remettre();
        }
        it = r.NextShardIterator;
        if (!r.Records?.length) break;
      }
      await remettre();
      iterateurs.set(id, it);
    }
  }

  /**
   * One pass after the one in progress: passes never overlap (two passes reading the same shard iterator would hand
   * the same records over twice, and the plain ADD counters would count them twice).
   */
  const suivant = () => {
    const passe = enCours.then(tour);
    enCours = passe.catch((e: unknown) => {
      if (actif) process.stderr.write(`[flux] ${e instanceof Error ? e.message : String(e)}\n`);
    });
    return passe;
  };
  const boucle = async () => {
    while (actif) {
      if (!suspendu) await suivant().catch(() => undefined); // written to stderr above
      await new Promise((r) => setTimeout(r, intervalleMs));
    }
  };
  void boucle();
  return {
    /** resolves once every record written so far has been handed over */
    async vider() {
      await suivant();
    },
    /** stops handing records over (they wait in the stream) until `reprendre`; resolves once the batch in hand is done */
    async suspendre() {
      suspendu = true;
      await enCours;
    },
    reprendre() {
      suspendu = false;
    },
    async arreter() {
      actif = false;
      await enCours;
    },
  };
}
