/**
 * The parts of the AWS SDK that user-pool calls use, in one module that `cognito.ts` loads
 * with `await import(...)` on the first call: only a few operations read or delete a user or
 * list the admins, so the Cognito client is left out of the bundles and shipped beside those
 * that use it (docs/decisions/0022).
 */
export {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
