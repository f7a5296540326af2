/** DynamoDB clients, created once per Lambda container. Endpoint from the SDK's standard variables. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { selonConfig } from '../../platform/config.ts';

export const documentClient = selonConfig((c) =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: c.AWS_REGION }), { marshallOptions: { removeUndefinedValues: true } }),
);
