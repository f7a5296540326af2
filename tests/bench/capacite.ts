/** Benchmarks: every DynamoDB call of the document client asks for its consumed capacity, summed in `total()`. */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export function mesurerCapacite(client: DynamoDBDocumentClient): { total(): number } {
  let capacite = 0;
  client.middlewareStack.add(
    (next) => async (args) => {
      (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const sortie = await next(args);
      const cc = (sortie.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] })
        .ConsumedCapacity;
      for (const c of Array.isArray(cc) ? cc : cc ? [cc] : []) capacite += c.CapacityUnits ?? 0;
      return sortie;
    },
    { step: 'initialize', name: 'mesureCapacite' },
  );
  return { total: () => capacite };
}
