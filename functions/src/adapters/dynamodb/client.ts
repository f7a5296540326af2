/** DynamoDB clients, created once per Lambda container. Endpoint from the SDK's standard variables. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../../platform/config.ts';

let doc: DynamoDBDocumentClient | undefined;
export function documentClient(): DynamoDBDocumentClient {
  if (!doc) {
    const brut = new DynamoDBClient({ region: config().AWS_REGION });
    doc = DynamoDBDocumentClient.from(brut, { marshallOptions: { removeUndefinedValues: true } });
  }
  return doc;
}
export const reinitialiserClientDynamo = () => {
  doc = undefined;
};
