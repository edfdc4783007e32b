/** The DynamoDB document client, created once per Lambda container. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

let client: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (client) return client;
  const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
  const base = new DynamoDBClient({ region: AWS_REGION, endpoint: DYNAMODB_ENDPOINT });
  client = DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return client;
}

export function tableName(): string {
  return config().TABLE_NAME;
}

/** For tests that point the process at another endpoint after import. */
export function resetDb(): void {
  client = undefined;
}
