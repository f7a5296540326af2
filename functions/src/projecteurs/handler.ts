/** Lambda fed by the table's stream: applies the projectors' counter deltas. */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { db } from '../adapters/dynamodb/service.ts';
import { deltas, type EnregistrementFlux } from './indicateurs.ts';

export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  const total: Record<string, number> = {};
  for (const r of event.Records) {
    for (const [nom, d] of Object.entries(deltas(r as EnregistrementFlux))) total[nom] = (total[nom] ?? 0) + d;
  }
  for (const [nom, d] of Object.entries(total)) {
    if (d !== 0) await db().entities.compteur.update({ nom }).add({ valeur: d }).go();
  }
}
