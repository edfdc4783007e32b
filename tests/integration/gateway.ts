/** Starts the twin's gateway in-process against the stand-ins, for API-level tests. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGateway } from '@infra/local/gateway';
import { freePort } from '@infra/local/process';

/**
 * `clientLimits: false` for tests of something else that send many sign-ups;
 * `stripeApiEndpoint` serves a fake Stripe's API under `/_local/stripe` as the twin does.
 */
export async function startTestGateway(
  options: {
    clientLimits?: boolean;
    trustClientTag?: boolean;
    stripeApiEndpoint?: string;
    /** A real build of the site (with its page renderer beside it), instead of a stub page. */
    webDist?: string;
  } = {},
) {
  const env = process.env as Record<string, string>;
  let webDist = options.webDist;
  if (!webDist) {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'drone-web-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>test</title><script>document.title = "inline";</script>',
    );
  }
  const port = await freePort();
  const gateway = await startGateway({
    port,
    webDist,
    sesEndpoint: env.SES_ENDPOINT!,
    cognitoEndpoint: env.COGNITO_ENDPOINT!,
    s3Endpoint: env.S3_ENDPOINT!,
    publicBucket: env.PUBLIC_BUCKET!,
    webConfig: { test: true },
    triggerFunctions: {},
    clientLimits: options.clientLimits ?? true,
    trustClientTag: options.trustClientTag,
    stripeApiEndpoint: options.stripeApiEndpoint,
  });
  return { url: `http://127.0.0.1:${port}`, webDist, close: gateway.close };
}
