/**
 * Applies a group's access profile to a function's role: only what the profile lists. The
 * few wildcards CDK's grants contain are explained to cdk-nag right here, one by one.
 */
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions, type NagPackSuppression } from 'cdk-nag';
import type { GroupAccess } from './function-group-access';
import type { MailDomain } from './mail-domain';
import type { PlaceIndex } from './place-index';

/** The shared resources a function may be granted. */
export interface GrantableResources {
  table: Table;
  media: IBucket;
  bookingFiles: IBucket;
  mail: MailDomain;
  places: PlaceIndex;
}

export function grantAccess(
  fn: IFunction,
  access: GroupAccess,
  resources: GrantableResources,
): void {
  if (access.table === 'readWrite') resources.table.grantReadWriteData(fn);
  else resources.table.grantReadData(fn);
  explainWildcards(fn, [tableIndexWildcard]);

  const bucketLevels = [access.media, access.bookingFiles];
  grantBucket(fn, resources.media, access.media);
  grantBucket(fn, resources.bookingFiles, access.bookingFiles);
  if (bucketLevels.some(Boolean)) explainWildcards(fn, [bucketObjectsWildcard, bucketGrantActions]);

  if (access.mail) resources.mail.grantSend(fn);
  if (access.geocoding) resources.places.grantSearch(fn);
}

function grantBucket(fn: IFunction, bucket: IBucket, level: GroupAccess['media']): void {
  if (level === 'readWrite') bucket.grantReadWrite(fn);
  else if (level === 'read') bucket.grantRead(fn);
}

/** Attaches wildcard explanations (AwsSolutions-IAM5) to the function's role policy. */
export function explainWildcards(fn: IFunction, suppressions: NagPackSuppression[]): void {
  if (fn.role) NagSuppressions.addResourceSuppressions(fn.role, suppressions, true);
}

export const tableIndexWildcard: NagPackSuppression = {
  id: 'AwsSolutions-IAM5',
  reason:
    'Queries use the single table\'s GSIs (gsi1, gsi2); "<table ARN>/index/*" names only the indexes of this one table.',
  appliesTo: [{ regex: '/^Resource::<.+\\.Arn>\\/index\\/\\*$/' }],
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
