/**
 * The local stream poller: reads the table's DynamoDB Streams shards (as the Lambda event source mapping does
 * in AWS) and hands batches of records, in the same event shape, to the projector handler.
 * [issue 23] As the event source mapping with a parallelization factor does (infra/aws/lib/api-stack.ts), the
 * records read are spread over `PARALLELISATION_FLUX` lanes by item key: a lane's batches run one after the other, the
 * lanes side by side, so one item's records keep their order and the table's work overlaps the projector's.
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PARALLELISATION_FLUX as PARALLELISATION, TAILLE_LOT_FLUX as TAILLE_LOT } from '@registre/functions/projecteurs/entites';

const IDENTIFIANTS = { region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };

type Enregistrement = DynamoDBStreamEvent['Records'][number];

/**
 * GetRecords as plain JSON: the records come in the event's shape (attribute values as the wire and a Lambda event
 * carry them: binary as base64, creation time in epoch seconds), parsed by `JSON.parse` alone. An import writes 17
 * items per condominium, most of them read models the projectors skip, and the SDK decoded each record: that was
 * the poller's largest CPU cost beside an import, ~1 ms of the process's CPU per imported condominium (issue 23).
 */
async function lireEnregistrements(
  endpoint: string,
  iterateur: string,
): Promise<{ Records?: Enregistrement[]; NextShardIterator?: string }> {
  const reponse = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.0',
      'X-Amz-Target': 'DynamoDBStreams_20120810.GetRecords',
      // DynamoDB Local runs with -sharedDb: it reads no credential from this header, but wants it
      Authorization: `AWS4-HMAC-SHA256 Credential=local/20000101/${IDENTIFIANTS.region}/dynamodb/aws4_request, SignedHeaders=host, Signature=0`,
    },
    body: JSON.stringify({ ShardIterator: iterateur, Limit: 1000 }),
  });
  const corps = (await reponse.json()) as {
    Records?: Enregistrement[];
    NextShardIterator?: string;
    __type?: string;
    message?: string;
  };
  if (!reponse.ok) {
    const e = new Error(`GetRecords : ${corps.message ?? reponse.status}`);
    e.name = corps.__type?.split('#').pop() ?? 'Error';
    throw e;
  }
  return corps;
}

/** The records in lanes by item key (its partition and sort keys), each lane in the records' order. */
export function voiesDe(records: Enregistrement[], n: number): Enregistrement[][] {
  const voies: Enregistrement[][] = Array.from({ length: n }, () => []);
  for (const r of records) {
    const cle = JSON.stringify(r.dynamodb?.Keys ?? null);
    let h = 0;
    for (let i = 0; i < cle.length; i++) h = (h * 31 + cle.charCodeAt(i)) | 0;
    voies[Math.abs(h) % n].push(r);
  }
  return voies.filter((v) => v.length > 0);
}

export function demarrerFlux(
  endpoint: string,
  table: string,
  traiter: (e: DynamoDBStreamEvent) => Promise<void>,
  /** checkpoints (shard -> last sequence number handed over), so a restart never replays a record */
  fichierPoints: string,
  intervalleMs = 250,
  /** [issue 12] the records the projectors read (the AWS event source mapping's filter criteria); others are skipped */
  garder: (r: Enregistrement) => boolean = () => true,
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
      // the kept records in lanes of batches of 100 (as the event source mapping sends them), the checkpoint moved
      // once every lane is done to the last record they cover; a failure leaves the checkpoint where it was, and the
      // next pass starts from it (the iterator is dropped: records of batches done are not handed over again)
      let lot: Enregistrement[] = [];
      let couvert: string | undefined;
      const remettre = async () => {
        const voies = voiesDe(lot, PARALLELISATION);
        lot = [];
        // a failed batch is handed over again in its lane (as the event source mapping retries only the failed batch),
        // while the poller runs: the other lanes' batches, done, are not handed over again (the plain ADD counters
        // would count them twice); stopped or suspended meanwhile, the pass fails and restarts from the checkpoint
        const fins = await Promise.allSettled(
          voies.map(async (voie) => {
            for (let i = 0; i < voie.length; i += TAILLE_LOT) {
              for (let essai = 1; ; essai++) {
                try {
                  await traiter({ Records: voie.slice(i, i + TAILLE_LOT) });
                  break;
                } catch (e) {
                  if (!actif || suspendu) throw e;
                  process.stderr.write(`[flux] lot en échec, essai ${essai} : ${e instanceof Error ? e.message : String(e)}\n`);
                  await new Promise((r) => setTimeout(r, Math.min(2000, 100 * 2 ** essai)));
                }
              }
            }
          }),
        );
        const echec = fins.find((f): f is PromiseRejectedResult => f.status === 'rejected');
        if (echec) {
          iterateurs.delete(id);
          throw echec.reason;
        }
        if (couvert && couvert !== points[id]) {
          points[id] = couvert;
          writeFileSync(fichierPoints, JSON.stringify(points));
        }
      };
      while (it && actif) {
        const r = await lireEnregistrements(endpoint, it);
        for (const enregistrement of r.Records ?? []) {
          if (garder(enregistrement)) lot.push(enregistrement);
          couvert = enregistrement.dynamodb!.SequenceNumber!;
          if (lot.length >= TAILLE_LOT * PARALLELISATION) await remettre();
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
