/**
 * Grants a function exactly its declared access (`FunctionAccess`, declared-access.ts, in the
 * words of `ResourceNeed`, shared/api/route-def.ts): reading the table unless declared
 * narrower, everything else only when needed (`routing` also sets ROUTE_CALCULATOR_NAME,
 * `stripe` STRIPE_SECRET_ID, `economic` ECONOMIC_SECRET_ID). The few wildcards CDK's grants contain are explained to cdk-nag
 * right here, one by one.
 */
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { UserPool } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction, type IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions, type NagPackSuppression } from 'cdk-nag';
import type { ResourceNeed } from '@shared/api/routes';
import type { FunctionAccess } from './declared-access';
import type { MailDomain } from './mail-domain';
import type { PlaceIndex } from './place-index';
import type { RouteCalculator } from './route-calculator';

/** The shared resources a function may be granted. */
export interface GrantableResources {
  table: ITable;
  media: IBucket;
  bookingFiles: IBucket;
  mail: MailDomain;
  places: PlaceIndex;
  routes: RouteCalculator;
  userPool: UserPool;
  /** The owner's Stripe key, set from Indstillinger (app-secrets.ts, decision 0031). */
  stripeSecret: ISecret;
  /** The e-conomic app's tokens and the owner's grant (app-secrets.ts, decision 0036). */
  economicSecret: ISecret;
  /** The WebSocket stage whose connections `realtime:post` posts to (once it exists). */
  realtime?: WebSocketStage;
}

export function grantAccess(
  fn: IFunction,
  access: FunctionAccess,
  resources: GrantableResources,
): void {
  const { needs, tableItems } = access;
  if (tableItems) {
    if (needs.has('table:write'))
      throw new Error(`${fn.node.path}: declare table:write or table items, not both`);
    // Single items of the table itself, no index: no wildcard resource is needed.
    if (tableItems.length > 0)
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: tableItems.map((action) => `dynamodb:${action}`),
          resources: [resources.table.tableArn],
        }),
      );
  } else {
    if (needs.has('table:write')) resources.table.grantReadWriteData(fn);
    else resources.table.grantReadData(fn);
    explainWildcards(fn, [tableIndexWildcard]);
  }

  const media = grantBucket(fn, resources.media, needs.has('media:read'), needs.has('media:write'));
  const files = grantBucket(
    fn,
    resources.bookingFiles,
    needs.has('files:read'),
    needs.has('files:write'),
  );
  if (media || files) explainWildcards(fn, [bucketObjectsWildcard, bucketGrantActions]);

  if (needs.has('mail')) resources.mail.grantSend(fn);
  if (needs.has('geocoding')) resources.places.grantSearch(fn);
  if (needs.has('routing')) {
    // The grant and the calculator's name go together: a function is given both or neither.
    resources.routes.grantCalculateRouteMatrix(fn);
    addEnvironment(fn, resources.routes.environment, 'routing');
  }
  // One secret per integration: read with its need, written only with its `:configure`
  // need (the setup function of that integration). Exactly one action each, on its ARN.
  grantSecret(fn, needs, {
    secret: resources.stripeSecret,
    read: 'stripe',
    write: 'stripe:configure',
    environment: 'STRIPE_SECRET_ID',
  });
  grantSecret(fn, needs, {
    secret: resources.economicSecret,
    read: 'economic',
    write: 'economic:configure',
    environment: 'ECONOMIC_SECRET_ID',
  });
  const cognitoActions = [
    ...(needs.has('users:read') ? ['cognito-idp:AdminGetUser'] : []),
    ...(needs.has('admins:list') ? ['cognito-idp:ListUsersInGroup'] : []),
    ...(needs.has('users:delete') ? ['cognito-idp:AdminDeleteUser'] : []),
  ];
  if (cognitoActions.length > 0) {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: cognitoActions,
        resources: [resources.userPool.userPoolArn],
      }),
    );
  }
  if (needs.has('realtime:post')) {
    if (!resources.realtime)
      throw new Error(`${fn.node.path} needs realtime:post, but no WebSocket stage was given`);
    resources.realtime.grantManagementApiAccess(fn);
    explainWildcards(fn, [webSocketConnectionsWildcard]);
  }
}

function grantSecret(
  fn: IFunction,
  needs: FunctionAccess['needs'],
  grant: { secret: ISecret; read: ResourceNeed; write: ResourceNeed; environment: string },
): void {
  if (needs.has(grant.read)) {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [grant.secret.secretArn],
      }),
    );
    addEnvironment(fn, { [grant.environment]: grant.secret.secretArn }, grant.read);
  }
  if (needs.has(grant.write)) {
    if (!needs.has(grant.read))
      throw new Error(`${fn.node.path}: ${grant.write} is declared with ${grant.read}`);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['secretsmanager:PutSecretValue'],
        resources: [grant.secret.secretArn],
      }),
    );
  }
}

function addEnvironment(fn: IFunction, variables: Record<string, string>, need: string): void {
  if (!(fn instanceof LambdaFunction))
    throw new Error(
      `${fn.node.path}: its environment cannot be set, so it cannot be given ${need}`,
    );
  for (const [name, value] of Object.entries(variables)) fn.addEnvironment(name, value);
}

/** Read, or read and write (write implies read); answers whether anything was granted. */
function grantBucket(fn: IFunction, bucket: IBucket, read: boolean, write: boolean): boolean {
  if (write) bucket.grantReadWrite(fn);
  else if (read) bucket.grantRead(fn);
  return read || write;
}

/** Attaches wildcard explanations (AwsSolutions-IAM5) to the function's role policy. */
export function explainWildcards(fn: IFunction, suppressions: NagPackSuppression[]): void {
  if (fn.role) NagSuppressions.addResourceSuppressions(fn.role, suppressions, true);
}

export const tableIndexWildcard: NagPackSuppression = {
  id: 'AwsSolutions-IAM5',
  reason:
    'Queries use the single table\'s GSIs (gsi1, gsi2); "<table ARN>/index/*" names only the indexes of this one table.',
  appliesTo: [
    { regex: '/^Resource::<.+\\.Arn>\\/index\\/\\*$/' },
    // A table restored from point-in-time recovery is named, not created (data-table.ts).
    {
      regex: '/^Resource::arn:[^:]+:dynamodb:[^:]+:[^:]+:table\\/[A-Za-z0-9_.-]+\\/index\\/\\*$/',
    },
  ],
};

export const bucketObjectsWildcard: NagPackSuppression = {
  id: 'AwsSolutions-IAM5',
  reason:
    'Presigned URLs are signed for object keys chosen at run time (one per upload or delivery), so the grant covers the objects of this one bucket.',
  appliesTo: [{ regex: '/^Resource::<.+\\.Arn>\\/\\*$/' }],
};

export const bucketGrantActions: NagPackSuppression = {
  id: 'AwsSolutions-IAM5',
  reason:
    "CDK's bucket grants (grantRead / grantReadWrite) use these action groups; they stay limited to the one bucket named in the statement.",
  appliesTo: [
    'Action::s3:GetObject*',
    'Action::s3:GetBucket*',
    'Action::s3:List*',
    'Action::s3:DeleteObject*',
    'Action::s3:Abort*',
  ],
};

export const webSocketConnectionsWildcard: NagPackSuppression = {
  id: 'AwsSolutions-IAM5',
  reason:
    'postToConnection addresses connection ids known only at run time; the grant is limited to the @connections of this one WebSocket stage.',
  appliesTo: [{ regex: '/^Resource::arn:.+:execute-api:.+\\/@connections\\/\\*$/' }],
};
