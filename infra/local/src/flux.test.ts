import { describe, expect, it } from 'vitest';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { voiesDe } from './flux.ts';

const record = (pk: string, n: number) =>
  ({
    dynamodb: { Keys: { pk: { S: pk }, sk: { S: 'copro' } }, SequenceNumber: String(n) },
  }) as DynamoDBStreamEvent['Records'][number];

describe('flux local : voies parallèles', () => {
  it("garde les enregistrements d'un même élément dans une voie, dans leur ordre, et répartit les autres", () => {
    const records = Array.from({ length: 400 }, (_, i) => record(`copro#${i % 50}`, i));
    const voies = voiesDe(records, 4);
    expect(voies.length).toBeGreaterThan(1);
    expect(voies.flat()).toHaveLength(400);
    for (let c = 0; c < 50; c++) {
      const ou = voies.filter((v) => v.some((r) => r.dynamodb!.Keys!.pk.S === `copro#${c}`));
      expect(ou).toHaveLength(1);
      const ordre = ou[0].filter((r) => r.dynamodb!.Keys!.pk.S === `copro#${c}`).map((r) => Number(r.dynamodb!.SequenceNumber));
      expect(ordre).toEqual([...ordre].sort((a, b) => a - b));
    }
  });
});
