/**
 * The single table: generic keys, three global secondary indexes, TTL on `ttl`, Streams with new and old
 * images. Used by the local cloud to create the table and by the CDK stateful stack to declare it, so both
 * always agree. Access patterns: ACCESS-PATTERNS.md beside this file.
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
} as const;

/**
 * CreateTable input (PAY_PER_REQUEST), shared by the local bootstrap and tests. `flux: false`: no stream, for the
 * side tables of tests and benchmarks that no projector reads (see creerTable in infra/local/src/amorcage.ts).
 */
export function definitionTable(TableName: string, { flux = true }: { flux?: boolean } = {}) {
  const attributs = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  return {
    TableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: attributs.map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: TABLE.indexes.map((i) => ({
      IndexName: i.name,
      KeySchema: [
        { AttributeName: i.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: i.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
    ...(flux && { StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' as const } }),
  };
}
