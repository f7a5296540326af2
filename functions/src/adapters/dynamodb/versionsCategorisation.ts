/**
 * [issue 13, 23] The versions of the departments' categorisation rows: ONE item (`CATEGVER` / `VERSIONS`), an
 * attribute `v_<dep>` a department, a new random value each time a writer changes the department's rows; a search
 * reads the department's snapshot of that version (S3 `categorisation/instantanes/<dep>/<version>.json.gz`) when
 * there is one, else its partition, which it then keeps as that snapshot. A projector's batch sets the versions of
 * all the departments it wrote in ONE update (it was one item a department); a search reads them in one GetItem.
 * (Items `CATEGVER` / `DEP#<dep>` of an earlier version are read by nothing.)
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../platform/config.ts';
import { documentClient } from './client.ts';

const CLE = { pk: 'CATEGVER', sk: 'VERSIONS' };
const PREFIXE = 'v_';

/** Every department's version (strongly consistent: a version is set after the rows it covers were written). */
export async function versionsCategorisation(): Promise<Map<string, string>> {
  const { Item = {} } = await documentClient().send(
    new GetCommand({ TableName: config().TABLE_NAME, Key: CLE, ConsistentRead: true }),
  );
  return new Map(Object.entries(Item).flatMap(([k, v]) => (k.startsWith(PREFIXE) ? [[k.slice(PREFIXE.length), String(v)]] : [])));
}

/** The departments whose rows were just written get a new version, all in one update. */
export async function nouvellesVersions(departements: Iterable<string>): Promise<void> {
  const dps = [...new Set(departements)];
  if (!dps.length) return;
  await documentClient().send(
    new UpdateCommand({
      TableName: config().TABLE_NAME,
      Key: CLE,
      UpdateExpression: `SET ${dps.map((_, i) => `#d${i} = :d${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(dps.map((dp, i) => [`#d${i}`, `${PREFIXE}${dp}`])),
      ExpressionAttributeValues: Object.fromEntries(dps.map((_, i) => [`:d${i}`, randomUUID()])),
    }),
  );
}
