/** The twin's mapping of AWS SDK calls to what they need, and the refusals it throws. */
import { S3ServiceException } from '@aws-sdk/client-s3';
import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { SecretsManagerServiceException } from '@aws-sdk/client-secrets-manager';
import { describe, expect, it } from 'vitest';
import type { FunctionAccess } from '@infra/constructs/declared-access';
import type { ResourceNeed } from '@shared/api/routes';
import { accessDenied } from './access-denied';
import { isGranted, permissionsOf, type AwsPlace, type Grant } from './aws-call-needs';

const place: AwsPlace = {
  region: 'eu-north-1',
  account: '000000000000',
  tableName: 'dronefoto',
  publicBucket: 'dronefoto-public',
  privateBucket: 'dronefoto-private',
  userPoolId: 'eu-north-1_pool',
  stripeSecretId: 'arn:aws:secretsmanager:eu-north-1:000000000000:secret:dronefoto/stripe-AbCdEf',
};

const call = (client: string, command: string, input: Record<string, unknown> = {}) =>
  permissionsOf({ client, command: `${command}Command`, input }, place);

/** What grants each permission the call needs. */
const grantsOf = (client: string, command: string, input: Record<string, unknown> = {}) =>
  call(client, command, input).map((p) => p.grantedBy);

const access = (needs: ResourceNeed[], tableItems?: FunctionAccess['tableItems']) => ({
  name: 'test',
  needs: new Set(needs),
  ...(tableItems ? { tableItems } : {}),
});

const allowed = (a: FunctionAccess, client: string, command: string, input = {}) =>
  call(client, command, input).every((p) => isGranted(p, a));

describe('DynamoDB', () => {
  const table = { TableName: 'dronefoto' };

  it.each(['GetItem', 'Query', 'Scan'])('%s only reads the table', (command) => {
    expect(grantsOf('DynamoDBClient', command, table)).toEqual<Grant[]>(['table:read']);
  });

  it.each(['PutItem', 'UpdateItem', 'DeleteItem'])('%s needs table:write', (command) => {
    expect(grantsOf('DynamoDBClient', command, table)).toEqual<Grant[]>(['table:write']);
  });

  it('batches and transactions need what their items need, per table', () => {
    const requests = { RequestItems: { dronefoto: [] } };
    expect(grantsOf('DynamoDBClient', 'BatchGetItem', requests)).toEqual(['table:read']);
    expect(grantsOf('DynamoDBClient', 'BatchWriteItem', requests)).toEqual(['table:write']);
    const items = [{ ConditionCheck: table }, { Put: table }, { Update: table }];
    expect(call('DynamoDBClient', 'TransactWriteItems', { TransactItems: items })).toEqual([
      expect.objectContaining({ action: 'dynamodb:ConditionCheckItem', grantedBy: 'table:read' }),
      expect.objectContaining({ action: 'dynamodb:PutItem', grantedBy: 'table:write' }),
      expect.objectContaining({ action: 'dynamodb:UpdateItem', grantedBy: 'table:write' }),
    ]);
    expect(
      grantsOf('DynamoDBClient', 'TransactGetItems', { TransactItems: [{ Get: table }] }),
    ).toEqual(['table:read']);
  });

  it('names the table, or its index, as the resource', () => {
    expect(call('DynamoDBClient', 'Query', { ...table, IndexName: 'gsi1' })[0]!.resource).toBe(
      'arn:aws:dynamodb:eu-north-1:000000000000:table/dronefoto/index/gsi1',
    );
  });

  it('grants nothing on another table, nor an unmapped command', () => {
    expect(grantsOf('DynamoDBClient', 'GetItem', { TableName: 'other' })).toEqual([undefined]);
    expect(grantsOf('DynamoDBClient', 'DescribeTable', table)).toEqual([undefined]);
    expect(allowed(access(['table:write']), 'DynamoDBClient', 'DeleteTable', table)).toBe(false);
  });

  it('lets every function read, only table:write write', () => {
    expect(allowed(access([]), 'DynamoDBClient', 'Query', table)).toBe(true);
    expect(allowed(access([]), 'DynamoDBClient', 'PutItem', table)).toBe(false);
    expect(allowed(access(['table:write']), 'DynamoDBClient', 'PutItem', table)).toBe(true);
  });

  it('holds a function limited to table items to exactly those, on the table itself', () => {
    const items = access([], ['GetItem', 'PutItem']);
    expect(allowed(items, 'DynamoDBClient', 'GetItem', table)).toBe(true);
    expect(allowed(items, 'DynamoDBClient', 'PutItem', table)).toBe(true);
    expect(allowed(items, 'DynamoDBClient', 'UpdateItem', table)).toBe(false);
    expect(allowed(items, 'DynamoDBClient', 'Query', table)).toBe(false);
    expect(allowed(items, 'DynamoDBClient', 'Query', { ...table, IndexName: 'gsi1' })).toBe(false);
    expect(allowed(access([], []), 'DynamoDBClient', 'GetItem', table)).toBe(false);
  });
});

describe('S3', () => {
  const media = { Bucket: 'dronefoto-public', Key: 'uploads/a.webp' };
  const files = { Bucket: 'dronefoto-private', Key: 'deliveries/b/c.zip' };

  it('needs media:* for the public bucket and files:* for the private one, by kind', () => {
    expect(grantsOf('S3Client', 'GetObject', media)).toEqual(['media:read']);
    expect(grantsOf('S3Client', 'HeadObject', files)).toEqual(['files:read']);
    expect(grantsOf('S3Client', 'ListObjectsV2', { Bucket: media.Bucket })).toEqual(['media:read']);
    expect(grantsOf('S3Client', 'PutObject', media)).toEqual(['media:write']);
    expect(grantsOf('S3Client', 'DeleteObject', files)).toEqual(['files:write']);
  });

  it('a copy writes its target and reads its source', () => {
    const copy = { ...media, Key: 'products/a.webp', CopySource: 'dronefoto-public/uploads/a%20b' };
    expect(call('S3Client', 'CopyObject', copy)).toEqual([
      expect.objectContaining({ action: 's3:PutObject', grantedBy: 'media:write' }),
      expect.objectContaining({
        action: 's3:GetObject',
        resource: 'arn:aws:s3:::dronefoto-public/uploads/a b',
        grantedBy: 'media:read',
      }),
    ]);
  });

  it('writing a bucket includes reading it, not the other bucket', () => {
    expect(allowed(access(['media:write']), 'S3Client', 'GetObject', media)).toBe(true);
    expect(allowed(access(['media:read']), 'S3Client', 'PutObject', media)).toBe(false);
    expect(allowed(access(['media:write']), 'S3Client', 'GetObject', files)).toBe(false);
    expect(allowed(access(['files:read']), 'S3Client', 'GetObject', files)).toBe(true);
  });

  it('grants nothing on another bucket, nor an unmapped command', () => {
    expect(grantsOf('S3Client', 'GetObject', { Bucket: 'elsewhere', Key: 'x' })).toEqual([
      undefined,
    ]);
    expect(grantsOf('S3Client', 'PutBucketPolicy', { Bucket: media.Bucket })).toEqual([undefined]);
  });
});

describe('SES, Cognito, Amazon Location and the WebSocket management API', () => {
  it('maps each call the handlers make to its need', () => {
    const from = { FromEmailAddress: 'Dronefoto <booking@dronefoto.dk>' };
    expect(call('SESv2Client', 'SendEmail', from)).toEqual([
      {
        service: 'ses',
        action: 'ses:SendEmail',
        resource: 'arn:aws:ses:eu-north-1:000000000000:identity/dronefoto.dk',
        grantedBy: 'mail',
      },
    ]);
    const pool = { UserPoolId: place.userPoolId };
    const cognito = 'CognitoIdentityProviderClient';
    expect(grantsOf(cognito, 'AdminGetUser', pool)).toEqual(['users:read']);
    expect(grantsOf(cognito, 'ListUsersInGroup', pool)).toEqual(['admins:list']);
    expect(grantsOf(cognito, 'AdminDeleteUser', pool)).toEqual(['users:delete']);
    expect(grantsOf(cognito, 'AdminCreateUser', pool)).toEqual([undefined]);
    expect(grantsOf(cognito, 'AdminGetUser', { UserPoolId: 'another' })).toEqual([undefined]);
    expect(grantsOf(cognito, 'InitiateAuth')).toEqual(['no-iam']);
    expect(grantsOf('LocationClient', 'SearchPlaceIndexForText', { IndexName: 'i' })).toEqual([
      'geocoding',
    ]);
    expect(
      call('LocationClient', 'CalculateRouteMatrix', { CalculatorName: 'dronefoto-routes' }),
    ).toEqual([
      {
        service: 'geo',
        action: 'geo:CalculateRouteMatrix',
        resource: 'arn:aws:geo:eu-north-1:000000000000:route-calculator/dronefoto-routes',
        grantedBy: 'routing',
      },
    ]);
    // Routing is not geocoding, nor the other way round; other route calls are not granted.
    const matrix = { CalculatorName: 'dronefoto-routes' };
    expect(allowed(access(['geocoding']), 'LocationClient', 'CalculateRouteMatrix', matrix)).toBe(
      false,
    );
    expect(allowed(access(['routing']), 'LocationClient', 'CalculateRouteMatrix', matrix)).toBe(
      true,
    );
    expect(
      allowed(access(['routing']), 'LocationClient', 'SearchPlaceIndexForText', { IndexName: 'i' }),
    ).toBe(false);
    expect(grantsOf('LocationClient', 'CalculateRoute', matrix)).toEqual([undefined]);
    const management = 'ApiGatewayManagementApiClient';
    expect(call(management, 'PostToConnection', { ConnectionId: 'abc' })).toEqual([
      expect.objectContaining({
        action: 'execute-api:ManageConnections',
        grantedBy: 'realtime:post',
      }),
    ]);
    expect(grantsOf(management, 'DeleteConnection', { ConnectionId: 'abc' })).toEqual([
      'realtime:post',
    ]);
  });

  it('refuses a client it does not know', () => {
    expect(allowed(access(['table:write', 'mail']), 'SQSClient', 'SendMessage')).toBe(false);
  });
});

describe('Secrets Manager: the Stripe secret only', () => {
  const stripe = { SecretId: place.stripeSecretId };
  const client = 'SecretsManagerClient';

  it('reading needs stripe, writing stripe:configure, by ARN or by name', () => {
    expect(grantsOf(client, 'GetSecretValue', stripe)).toEqual(['stripe']);
    expect(grantsOf(client, 'PutSecretValue', stripe)).toEqual(['stripe:configure']);
    const byName = call(client, 'GetSecretValue', { SecretId: 'dronefoto/stripe' })[0]!;
    expect(byName).toMatchObject({
      action: 'secretsmanager:GetSecretValue',
      resource: place.stripeSecretId,
      grantedBy: 'stripe',
    });
  });

  it('grants nothing on another secret, nor another command', () => {
    expect(grantsOf(client, 'GetSecretValue', { SecretId: 'dronefoto/app' })).toEqual([undefined]);
    expect(grantsOf(client, 'DeleteSecret', stripe)).toEqual([undefined]);
    expect(grantsOf(client, 'DescribeSecret', stripe)).toEqual([undefined]);
  });

  it('a function with stripe reads but does not write; stripe:configure writes', () => {
    expect(allowed(access([]), client, 'GetSecretValue', stripe)).toBe(false);
    expect(allowed(access(['stripe']), client, 'GetSecretValue', stripe)).toBe(true);
    expect(allowed(access(['stripe']), client, 'PutSecretValue', stripe)).toBe(false);
    expect(allowed(access(['stripe', 'stripe:configure']), client, 'PutSecretValue', stripe)).toBe(
      true,
    );
  });

  it("is refused with Secrets Manager's AccessDeniedException (400)", () => {
    const [permission] = call(client, 'GetSecretValue', stripe);
    const error = accessDenied(permission!, 'catalog');
    expect(error).toBeInstanceOf(SecretsManagerServiceException);
    expect(error).toMatchObject({
      name: 'AccessDeniedException',
      $metadata: { httpStatusCode: 400 },
      message: `User: arn:aws:sts::000000000000:assumed-role/dronefoto-catalog/dronefoto-catalog is not authorized to perform: secretsmanager:GetSecretValue on resource: ${place.stripeSecretId} because no identity-based policy allows the secretsmanager:GetSecretValue action`,
    });
  });
});

describe('the refusal', () => {
  it('is the DynamoDB AccessDeniedException IAM answers, naming role, action and table', () => {
    const [put] = call('DynamoDBClient', 'PutItem', { TableName: 'dronefoto' });
    const error = accessDenied(put!, 'catalog') as DynamoDBServiceException;
    expect(error).toBeInstanceOf(DynamoDBServiceException);
    expect(error).toMatchObject({
      name: 'AccessDeniedException',
      $fault: 'client',
      $metadata: { httpStatusCode: 400 },
    });
    expect(error.message).toBe(
      'User: arn:aws:sts::000000000000:assumed-role/dronefoto-catalog/dronefoto-catalog is not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:eu-north-1:000000000000:table/dronefoto because no identity-based policy allows the dynamodb:PutItem action',
    );
  });

  it("is S3's AccessDenied (403), the object quoted", () => {
    const [put] = call('S3Client', 'PutObject', { Bucket: 'dronefoto-public', Key: 'k' });
    const error = accessDenied(put!, 'catalog');
    expect(error).toBeInstanceOf(S3ServiceException);
    expect(error).toMatchObject({
      name: 'AccessDenied',
      Code: 'AccessDenied',
      $fault: 'client',
      $metadata: { httpStatusCode: 403 },
    });
    expect(error.message).toContain('s3:PutObject on resource: "arn:aws:s3:::dronefoto-public/k"');
  });

  it.each([
    ['SESv2Client', 'SendEmail', 403],
    ['CognitoIdentityProviderClient', 'AdminGetUser', 400],
    ['LocationClient', 'SearchPlaceIndexForText', 403],
    ['LocationClient', 'CalculateRouteMatrix', 403],
    ['ApiGatewayManagementApiClient', 'PostToConnection', 403],
  ])('%s %s: AccessDeniedException, %i', (client, command, status) => {
    const [permission] = call(client, command, { UserPoolId: place.userPoolId });
    expect(accessDenied(permission!, 'catalog')).toMatchObject({
      name: 'AccessDeniedException',
      $fault: 'client',
      $metadata: { httpStatusCode: status },
    });
  });
});
