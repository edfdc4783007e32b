/**
 * What an AWS SDK call needs, in IAM's words (the action and the resource it is authorized
 * on) and in ours (the declared need that grants it): the twin's stand-in for evaluating a
 * function role's policy. A command without a mapping here needs something nothing grants,
 * so a new kind of call is refused until it is mapped and declared (least privilege).
 * Pure; the twin's check around it is function-access.ts.
 */
import type { AwsCall } from '@functions/lib/aws-client-hooks';
import type { FunctionAccess } from '@infra/constructs/declared-access';
import type { ResourceNeed } from '@shared/api/routes';

/** The names the twin gives the handlers (their configuration), which ARNs are made of. */
export interface AwsPlace {
  region: string;
  account: string;
  tableName: string;
  publicBucket: string;
  privateBucket: string;
  userPoolId: string;
  /** The Stripe secret (its ARN; STRIPE_SECRET_ID). */
  stripeSecretId: string;
  /** The e-conomic secret (its ARN; ECONOMIC_SECRET_ID, decision 0036). */
  economicSecretId?: string;
}

/** What grants a permission: a need, reading the table (every function), or no IAM at all. */
export type Grant = ResourceNeed | 'table:read' | 'no-iam';

export interface Permission {
  /**
   * IAM's service prefix: `dynamodb`, `s3`, `ses`, `cognito-idp`, `geo`, `execute-api`,
   * `secretsmanager`.
   */
  service: string;
  /** The IAM action, e.g. `s3:PutObject`. */
  action: string;
  /** The ARN it is authorized on. */
  resource: string;
  /** Undefined: nothing declared can grant it (an unmapped command, another table or bucket). */
  grantedBy?: Grant;
}

const servicesByClient: Record<string, string> = {
  DynamoDBClient: 'dynamodb',
  S3Client: 's3',
  SESv2Client: 'ses',
  CognitoIdentityProviderClient: 'cognito-idp',
  LocationClient: 'geo',
  ApiGatewayManagementApiClient: 'execute-api',
  SecretsManagerClient: 'secretsmanager',
};

type Input = Readonly<Record<string, unknown>>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Every permission the call needs (all must be granted). */
export function permissionsOf(call: AwsCall, place: AwsPlace): Permission[] {
  const service = servicesByClient[call.client] ?? call.client.replace(/Client$/, '').toLowerCase();
  const operation = call.command.replace(/Command$/, '');
  switch (service) {
    case 'dynamodb':
      return dynamoPermissions(operation, call.input, place);
    case 's3':
      return s3Permissions(operation, call.input, place);
    case 'ses':
      return [sesPermission(operation, call.input, place)];
    case 'cognito-idp':
      return [cognitoPermission(operation, call.input, place)];
    case 'geo':
      return [locationPermission(operation, call.input, place)];
    case 'execute-api':
      return [connectionsPermission(operation, call.input, place)];
    case 'secretsmanager':
      return [secretPermission(operation, call.input, place)];
    default:
      return [{ service, action: `${service}:${operation}`, resource: '*' }];
  }
}

/** Whether the function's declared access grants the permission. */
export function isGranted(permission: Permission, access: FunctionAccess): boolean {
  const { grantedBy } = permission;
  if (grantedBy === undefined) return false;
  if (grantedBy === 'no-iam') return true;
  if (permission.service === 'dynamodb' && access.tableItems)
    return (
      !permission.resource.includes('/index/') &&
      access.tableItems.some((action) => permission.action === `dynamodb:${action}`)
    );
  if (grantedBy === 'table:read') return true;
  // Writing a bucket includes reading it.
  if (grantedBy === 'media:read')
    return access.needs.has('media:read') || access.needs.has('media:write');
  if (grantedBy === 'files:read')
    return access.needs.has('files:read') || access.needs.has('files:write');
  return access.needs.has(grantedBy);
}

const arn = (service: string, place: AwsPlace, resource: string) =>
  `arn:aws:${service}:${place.region}:${place.account}:${resource}`;

// ---- DynamoDB: reads need nothing beyond the table itself, writes need table:write.

const dynamoReads = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'ConditionCheckItem']);
const dynamoWrites = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);
/** A transaction is authorized as the item actions inside it. */
const transactionItemActions: Record<string, string> = {
  Get: 'GetItem',
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};

function dynamoPermissions(operation: string, input: Input, place: AwsPlace): Permission[] {
  if (operation === 'TransactWriteItems' || operation === 'TransactGetItems') {
    const items = Array.isArray(input.TransactItems) ? (input.TransactItems as Input[]) : [];
    return items.flatMap((item) =>
      Object.entries(item).map(([kind, request]) =>
        dynamoPermission(
          transactionItemActions[kind] ?? kind,
          text((request as Input | undefined)?.TableName),
          undefined,
          place,
        ),
      ),
    );
  }
  if (operation === 'BatchGetItem' || operation === 'BatchWriteItem') {
    const tables = Object.keys((input.RequestItems as Input | undefined) ?? {});
    return tables.map((table) => dynamoPermission(operation, table, undefined, place));
  }
  return [dynamoPermission(operation, text(input.TableName), text(input.IndexName), place)];
}

function dynamoPermission(
  operation: string,
  table: string,
  index: string | undefined,
  place: AwsPlace,
): Permission {
  const kind = dynamoReads.has(operation)
    ? 'table:read'
    : dynamoWrites.has(operation)
      ? 'table:write'
      : undefined;
  return {
    service: 'dynamodb',
    action: `dynamodb:${operation}`,
    resource: arn('dynamodb', place, `table/${table}${index ? `/index/${index}` : ''}`),
    grantedBy: table === place.tableName ? kind : undefined,
  };
}

// ---- S3: by bucket (public images: media, booking files: files) and kind (read / write).

const s3ObjectActions: Record<string, { action: string; write: boolean }> = {
  GetObject: { action: 's3:GetObject', write: false },
  HeadObject: { action: 's3:GetObject', write: false },
  PutObject: { action: 's3:PutObject', write: true },
  PutObjectTagging: { action: 's3:PutObjectTagging', write: true },
  CopyObject: { action: 's3:PutObject', write: true },
  DeleteObject: { action: 's3:DeleteObject', write: true },
  CreateMultipartUpload: { action: 's3:PutObject', write: true },
  UploadPart: { action: 's3:PutObject', write: true },
  CompleteMultipartUpload: { action: 's3:PutObject', write: true },
  AbortMultipartUpload: { action: 's3:AbortMultipartUpload', write: true },
};
const s3BucketActions: Record<string, { action: string; write: boolean }> = {
  ListObjectsV2: { action: 's3:ListBucket', write: false },
  ListObjects: { action: 's3:ListBucket', write: false },
  HeadBucket: { action: 's3:ListBucket', write: false },
  DeleteObjects: { action: 's3:DeleteObject', write: true },
};

function bucketNeed(bucket: string, write: boolean, place: AwsPlace): ResourceNeed | undefined {
  const name =
    bucket === place.publicBucket ? 'media' : bucket === place.privateBucket ? 'files' : undefined;
  return name && (write ? `${name}:write` : `${name}:read`);
}

function s3Permissions(operation: string, input: Input, place: AwsPlace): Permission[] {
  const bucket = text(input.Bucket);
  const onObject = s3ObjectActions[operation];
  const onBucket = s3BucketActions[operation];
  const known = onObject ?? onBucket;
  const permission: Permission = {
    service: 's3',
    action: known?.action ?? `s3:${operation}`,
    resource: onObject ? `arn:aws:s3:::${bucket}/${text(input.Key)}` : `arn:aws:s3:::${bucket}`,
    grantedBy: known && bucketNeed(bucket, known.write, place),
  };
  if (operation !== 'CopyObject') return [permission];
  // A copy also reads its source ("bucket/key", URL-encoded).
  const [sourceBucket = '', ...sourceKey] = text(input.CopySource).replace(/^\//, '').split('/');
  const source: Permission = {
    service: 's3',
    action: 's3:GetObject',
    resource: `arn:aws:s3:::${sourceBucket}/${decodeURIComponent(sourceKey.join('/'))}`,
    grantedBy: bucketNeed(sourceBucket, false, place),
  };
  return [permission, source];
}

// ---- SES, Cognito, Amazon Location, the WebSocket management API.

function sesPermission(operation: string, input: Input, place: AwsPlace): Permission {
  const domain = /@([^>\s]+)>?\s*$/.exec(text(input.FromEmailAddress))?.[1] ?? '*';
  const sends = operation === 'SendEmail' || operation === 'SendBulkEmail';
  return {
    service: 'ses',
    action: `ses:${operation}`,
    resource: arn('ses', place, `identity/${domain}`),
    grantedBy: sends ? 'mail' : undefined,
  };
}

const cognitoAdminNeeds: Record<string, ResourceNeed> = {
  AdminGetUser: 'users:read',
  ListUsersInGroup: 'admins:list',
  AdminDeleteUser: 'users:delete',
};
/** Cognito's public calls: authorized by the user's token or by nothing, never by IAM. */
const cognitoPublicCalls = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetUser',
  'ChangePassword',
  'GlobalSignOut',
  'RevokeToken',
  'DeleteUser',
  'UpdateUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
]);

function cognitoPermission(operation: string, input: Input, place: AwsPlace): Permission {
  const pool = text(input.UserPoolId);
  const need = cognitoAdminNeeds[operation];
  return {
    service: 'cognito-idp',
    action: `cognito-idp:${operation}`,
    resource: arn('cognito-idp', place, `userpool/${pool || place.userPoolId}`),
    grantedBy: cognitoPublicCalls.has(operation)
      ? 'no-iam'
      : need && pool === place.userPoolId
        ? need
        : undefined,
  };
}

/** Amazon Location: place-index searches (geocoding) and route-calculator matrices (routing). */
function locationPermission(operation: string, input: Input, place: AwsPlace): Permission {
  if (operation === 'CalculateRouteMatrix')
    return {
      service: 'geo',
      action: 'geo:CalculateRouteMatrix',
      resource: arn('geo', place, `route-calculator/${text(input.CalculatorName)}`),
      grantedBy: 'routing',
    };
  return {
    service: 'geo',
    action: `geo:${operation}`,
    resource: arn('geo', place, `place-index/${text(input.IndexName)}`),
    grantedBy: operation === 'SearchPlaceIndexForText' ? 'geocoding' : undefined,
  };
}

const connectionMethods: Record<string, string> = {
  PostToConnection: 'POST',
  DeleteConnection: 'DELETE',
  GetConnection: 'GET',
};

function connectionsPermission(operation: string, input: Input, place: AwsPlace): Permission {
  const method = connectionMethods[operation];
  return {
    service: 'execute-api',
    action: 'execute-api:ManageConnections',
    resource: arn(
      'execute-api',
      place,
      `local/live/${method ?? '*'}/@connections/${text(input.ConnectionId)}`,
    ),
    grantedBy: method ? 'realtime:post' : undefined,
  };
}

// ---- Secrets Manager: one secret per integration, read with its need and written with its
// `:configure` need (the Stripe secret with `stripe`, the e-conomic secret with `economic`).

const secretNeeds = (
  place: AwsPlace,
): { arn: string; read: ResourceNeed; write: ResourceNeed }[] => [
  { arn: place.stripeSecretId, read: 'stripe', write: 'stripe:configure' },
  ...(place.economicSecretId
    ? [{ arn: place.economicSecretId, read: 'economic', write: 'economic:configure' } as const]
    : []),
];

/** The secret's ARN as IAM sees it (a name is resolved to the ARN of that name). */
function secretArn(secretId: string, place: AwsPlace): string {
  if (secretId.startsWith('arn:')) return secretId;
  for (const { arn: known } of secretNeeds(place)) {
    const name = /:secret:(.+)-[A-Za-z0-9]{6}$/.exec(known)?.[1];
    if (known && secretId === name) return known;
  }
  return arn('secretsmanager', place, `secret:${secretId}`);
}

function secretPermission(operation: string, input: Input, place: AwsPlace): Permission {
  const resource = secretArn(text(input.SecretId), place);
  const secret = secretNeeds(place).find((s) => s.arn && s.arn === resource);
  const need =
    operation === 'GetSecretValue'
      ? secret?.read
      : operation === 'PutSecretValue'
        ? secret?.write
        : undefined;
  return {
    service: 'secretsmanager',
    action: `secretsmanager:${operation}`,
    resource,
    grantedBy: need,
  };
}
