/**
 * The environment handlers need to run against the integration stand-ins: set in every
 * test worker (setup-env.ts) and in the global setup's process, which runs the Cognito
 * trigger functions cognito-local invokes.
 */
import type { StandIns } from './global-setup';

/** The route calculator the stand-in knows (the twin's and CDK's name pattern). */
export const routeCalculatorName = 'dronefoto-routes';

export function standInEnv(s: StandIns): Record<string, string> {
  return {
    AWS_REGION: 'eu-north-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    TABLE_NAME: s.tableName,
    DYNAMODB_ENDPOINT: s.dynamoEndpoint,
    S3_ENDPOINT: s.s3Endpoint,
    SES_ENDPOINT: s.sesEndpoint,
    COGNITO_ENDPOINT: s.cognitoEndpoint,
    LOCATION_ENDPOINT: s.routeCalculatorEndpoint,
    ROUTE_CALCULATOR_NAME: routeCalculatorName,
    SECRETS_MANAGER_ENDPOINT: s.secretsManagerEndpoint,
    STRIPE_SECRET_ID: s.stripeSecretId,
    ECONOMIC_SECRET_ID: s.economicSecretId,
    USER_POOL_ID: s.userPoolId,
    USER_POOL_CLIENT_ID: s.userPoolClientId,
    COGNITO_ISSUER: `${s.cognitoEndpoint}/${s.userPoolId}`,
    COGNITO_JWKS_URL: `${s.cognitoEndpoint}/${s.userPoolId}/.well-known/jwks.json`,
    PUBLIC_BUCKET: s.publicBucket,
    PRIVATE_BUCKET: s.privateBucket,
    SITE_URL: s.siteUrl,
    MAIL_FROM: 'Dronefoto <booking@dronefoto.local>',
    MAIL_CONFIGURATION_SET: 'dronefoto-mail',
    LINK_SIGNING_SECRET: 'integration-test-link-secret',
    GEOCODER: 'gazetteer',
    VALIDATE_RESPONSES: 'true',
  };
}
