/**
 * The error an AWS service answers a call its caller's IAM policy does not allow, as the SDK
 * throws it: the service's exception class, its error name (`AccessDeniedException`, S3's
 * `AccessDenied`), `$fault: 'client'`, the HTTP status in `$metadata`, and IAM's message
 * naming the role, the action and the resource. The twin throws it for an undeclared call.
 */
import { randomUUID } from 'node:crypto';
import { ApiGatewayManagementApiServiceException } from '@aws-sdk/client-apigatewaymanagementapi';
import { AccessDeniedException as CognitoAccessDenied } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { AccessDeniedException as LocationAccessDenied } from '@aws-sdk/client-location';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { SecretsManagerServiceException } from '@aws-sdk/client-secrets-manager';
import { SESv2ServiceException } from '@aws-sdk/client-sesv2';
import type { Permission } from './aws-call-needs';

/** The twin's account: what the principal and resource ARNs of its refusals name. */
export const twinAccount = '000000000000';

/** The Lambda's role session, as IAM names the caller: `dronefoto-<function>`. */
export const principalOf = (functionName: string): string =>
  `arn:aws:sts::${twinAccount}:assumed-role/dronefoto-${functionName}/dronefoto-${functionName}`;

export function accessDenied(permission: Permission, functionName: string): Error {
  const { service, action, resource } = permission;
  // S3 quotes the resource in its message; the JSON services do not.
  const on = service === 's3' ? `"${resource}"` : resource;
  const message = `User: ${principalOf(functionName)} is not authorized to perform: ${action} on resource: ${on} because no identity-based policy allows the ${action} action`;
  const metadata = (httpStatusCode: number) => ({
    httpStatusCode,
    requestId: randomUUID(),
    attempts: 1,
    totalRetryDelay: 0,
  });
  const fields = (name: string, status: number) => ({
    name,
    $fault: 'client' as const,
    $metadata: metadata(status),
    message,
  });
  switch (service) {
    case 'dynamodb':
      return new DynamoDBServiceException(fields('AccessDeniedException', 400));
    case 's3':
      // S3's XML error carries its code again, as the SDK copies it onto the exception.
      return Object.assign(new S3ServiceException(fields('AccessDenied', 403)), {
        Code: 'AccessDenied',
      });
    case 'ses':
      return new SESv2ServiceException(fields('AccessDeniedException', 403));
    case 'cognito-idp':
      return new CognitoAccessDenied({ $metadata: metadata(400), message });
    case 'geo':
      return new LocationAccessDenied({ $metadata: metadata(403), message, Message: message });
    case 'execute-api':
      return new ApiGatewayManagementApiServiceException(fields('AccessDeniedException', 403));
    case 'secretsmanager':
      // A JSON 1.1 service: IAM's refusal comes as a 400 AccessDeniedException.
      return new SecretsManagerServiceException(fields('AccessDeniedException', 400));
    default:
      return Object.assign(new Error(message), fields('AccessDeniedException', 403));
  }
}
