/**
 * Bulk reads and writes of the open-data workflows (issue 10, ACCESS-PATTERNS.md "Open data"): an index partition
 * read page by page, items by their keys, items put in batches.
 */
import { BatchGetCommand, BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { config } from '../../platform/config.ts';
import { documentClient } from './client.ts';
import { estInacheve, Inacheve, reessayer } from './reessais.ts';

/** A batch's unprocessed keys or items, asked again with backoff (50 ms doubled up to 2 s), 11 attempts in all. */
const LOTS = { essais: 11, pauseMs: 50, pauseMaxMs: 2000, reessayable: estInacheve };

type Item = Record<string, unknown>;

/** The items of one index partition, page by page, with the attributes asked: nothing accumulates. */
export async function* parcourirPartition(o: {
  index: string;
  champ: string;
  valeur: string;
  attributs: readonly string[];
}): AsyncGenerator<Item[]> {
  const noms = Object.fromEntries(o.attributs.map((a, i) => [`#a${i}`, a]));
  let depart: Item | undefined;
  do {
    const r = await documentClient().send(
      new QueryCommand({
        TableName: config().TABLE_NAME,
        IndexName: o.index,
        KeyConditionExpression: '#pk = :pk',
        ProjectionExpression: Object.keys(noms).join(', '),
        ExpressionAttributeNames: { ...noms, '#pk': o.champ },
        ExpressionAttributeValues: { ':pk': o.valeur },
        ExclusiveStartKey: depart,
      }),
    );
    if (r.Items?.length) yield r.Items;
    depart = r.LastEvaluatedKey;
  } while (depart);
}

/**
 * Items by their keys (100 a request, unprocessed keys again), with the attributes asked: names or document paths
 * (`immatCopropriete.identification`), so that only what is used is read back.
 */
export async function lireParCles(cles: { pk: string; sk: string }[], attributs: readonly string[]): Promise<Item[]> {
  const segments = [...new Set(['pk', ...attributs].flatMap((a) => a.split('.')))];
  const alias = new Map(segments.map((n, i) => [n, `#a${i}`]));
  const noms = Object.fromEntries([...alias].map(([n, a]) => [a, n]));
  const projection = ['pk', ...attributs]
    .map((a) =>
      a
        .split('.')
        .map((n) => alias.get(n))
        .join('.'),
    )
    .join(', ');
  const trouves: Item[] = [];
  for (let i = 0; i < cles.length; i += 100) {
    let demande:
      | Record<string, { Keys: Item[]; ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> }>
      | undefined = {
      [config().TABLE_NAME]: {
        Keys: cles.slice(i, i + 100),
        ProjectionExpression: projection,
        ExpressionAttributeNames: noms,
      },
    };
    await reessayer(async () => {
      const r = (await documentClient().send(new BatchGetCommand({ RequestItems: demande }))) as {
        Responses?: Record<string, Item[]>;
        UnprocessedKeys?: typeof demande;
      };
      trouves.push(...(r.Responses?.[config().TABLE_NAME] ?? []));
      demande = r.UnprocessedKeys;
      if (demande && Object.keys(demande).length)
        throw new Inacheve('Lecture impossible : la table laisse encore des clés non lues après 11 essais.');
    }, LOTS);
  }
  return trouves;
}

/** Puts the items, 25 a request, unprocessed ones again with backoff. */
export async function ecrireItems(items: Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let demande: BatchWriteCommand['input']['RequestItems'] = {
      [config().TABLE_NAME]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    await reessayer(async () => {
      const r: { UnprocessedItems?: typeof demande } = await documentClient().send(
        new BatchWriteCommand({ RequestItems: demande }),
      );
      demande = r.UnprocessedItems;
      if (demande && Object.keys(demande).length)
        throw new Inacheve('Écriture impossible : la table refuse encore des éléments après 11 essais.');
    }, LOTS);
  }
}

/** [issue 23] An item as a stream record's image carries it (DynamoDB's typed attribute values). */
export const imageDeFlux = (item: Item) => marshall(item, { removeUndefinedValues: true });
