/** Starts the twin's gateway in-process against the stand-ins, for API-level tests. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
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

export type TestGateway = Awaited<ReturnType<typeof startTestGateway>>;

/**
 * The gateway of a test file: registers the hooks that start it before the file's tests
 * (`startTestGateway(options)`) and close it after them; its address and site folder can be
 * read once the hooks ran.
 */
export function useTestGateway(options: Parameters<typeof startTestGateway>[0] = {}) {
  let started: TestGateway | undefined;
  beforeAll(async () => {
    started = await startTestGateway(options);
  });
  afterAll(() => started?.close());
  const gateway = () => {
    if (!started) throw new Error('the gateway is not started yet');
    return started;
  };
  return {
    get url() {
      return gateway().url;
    },
    get webDist() {
      return gateway().webDist;
    },
  };
}
