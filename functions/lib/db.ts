/** The DynamoDB document client, created once per Lambda container. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { withAwsCallHooks } from './aws-client-hooks';
import { config } from './config';

let client: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (client) return client;
  const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
  // The document client shares the base client's middleware stack, hooks included.
  const base = withAwsCallHooks(
    new DynamoDBClient({ region: AWS_REGION, endpoint: DYNAMODB_ENDPOINT }),
  );
  client = DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true },
  });
  // The SDK's logger middleware filters every request and answer for a log line even when
  // nothing is logged (its default logger discards them): a third of a read's CPU time on
  // large answers. Nothing here reads those lines; failures still reach our own logs.
  base.middlewareStack.remove('loggerMiddleware');
  client.middlewareStack.remove('loggerMiddleware');
  return client;
}

export function tableName(): string {
  return config().TABLE_NAME;
}

/** For tests that point the process at another endpoint after import. */
export function resetDb(): void {
  client = undefined;
}
