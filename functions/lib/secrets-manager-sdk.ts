/**
 * The parts of the AWS SDK that the Stripe secret uses, in one module that `secrets.ts` loads
 * with `await import(...)` on the first read: only the operations that take or set up card
 * payments read it, so the client is left out of the bundles and shipped beside those that
 * use it (docs/decisions/0022).
 */
export {
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
