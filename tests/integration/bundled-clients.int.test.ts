/**
 * The built Lambda bundles, not the handlers' sources: the AWS clients only some operations
 * use (SES, Cognito, Amazon Location), the documents' PDF layout and the twin's gazetteer are
 * left out of the bundles and shipped beside them (docs/decisions/0022). Built here as `cdk synth` builds them
 * (infra/constructs/bundling.ts, then lambda-esbuild.mjs), each bundle answers an operation
 * that loads them, against the stand-ins: the real SDK clients, loaded from beside the bundle.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { lambdaEsbuildOptions } from '@infra/constructs/bundling';
import { buildLazyPackages } from '@infra/constructs/lambda-esbuild.mjs';
import { httpEvent, lambdaContext } from '@infra/local/lambda-events';
import { readMailbox } from '@infra/local/mailbox';
import { contentDescriptions } from '@shared/content/descriptions';
import type { DocumentPdf } from '@shared/api/receipt';
import { pdfText } from '@tests/support/pdf-text';
import { receiptedBooking } from '@tests/support/sale-documents';
import { createPoolUser } from './pool-users';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = mkdtempSync(path.join(os.tmpdir(), 'bundled-clients-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
const env = process.env as Record<string, string>;

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** Builds a function's bundle with the modules shipped beside it; what was shipped. */
async function bundled(entry: string): Promise<{ handler: Handler; shipped: string[] }> {
  const dir = path.join(outDir, entry.replace(/\W+/g, '-'));
  const file = path.join(dir, 'index.mjs');
  await build({
    ...lambdaEsbuildOptions(path.join(root, entry), file),
    absWorkingDir: root,
    logLevel: 'error',
  });
  const shipped = (await buildLazyPackages(dir)).map((module) => module.name);
  const { handler } = (await import(pathToFileURL(file).href)) as { handler: Handler };
  return { handler, shipped };
}

function request(
  method: string,
  route: string,
  body?: unknown,
  token?: string,
  params: Record<string, string> = {},
) {
  const url = Object.entries(params).reduce(
    (path, [name, value]) => path.replace(`{${name}}`, encodeURIComponent(value)),
    route,
  );
  return httpEvent({
    method,
    url: new URL(`http://localhost${url}`),
    routeKey: `${method} ${route}`,
    pathParameters: params,
    headers: {
      host: 'localhost',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
    sourceIp: '192.0.2.20',
  });
}

describe('built bundles with the clients shipped beside them', () => {
  it('coverage: a request geocodes (gazetteer), lists the admins (Cognito) and mails them (SES)', async () => {
    const { handler, shipped } = await bundled('functions/coverage/index.ts');
    expect(shipped).toEqual(
      expect.arrayContaining([
        '@functions/lib/sesv2-sdk',
        '@functions/lib/cognito-sdk',
        '@functions/geo/gazetteer',
      ]),
    );
    const admin = await createPoolUser({ admin: true, emailPrefix: 'bundle-admin' });
    const email = `bundle-${Date.now()}@example.dk`;
    const answer = await handler(
      request('POST', '/api/coverage/requests', { email, address: '9990 Skagen' }),
      lambdaContext('coverage'),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { address } = JSON.parse(answer.body!) as { address: string };
    const owner = (await readMailbox(env.SES_ENDPOINT!)).find(
      (mail) =>
        mail.subject === `Ønske om dækning: ${address}` &&
        mail.to.includes(admin.email) &&
        mail.text.includes(email),
    );
    expect(owner, 'the owner is mailed through the bundled SES client').toBeDefined();
  });

  it('accounts: a signed-in user (token checked by jose) without a profile gets one with the e-mail from Cognito', async () => {
    const { handler, shipped } = await bundled('functions/accounts/index.ts');
    expect(shipped).toContain('@functions/lib/cognito-sdk');
    // The token check too: only a request with a token loads it, from beside the bundle.
    expect(shipped).toContain('jose');
    const user = await createPoolUser({ emailPrefix: 'bundle' });
    const answer = await handler(
      request('GET', '/api/me', undefined, user.accessToken),
      lambdaContext('accounts'),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(JSON.parse(answer.body!)).toMatchObject({ id: user.sub, email: user.email });
  });

  it("content: the owner's first edit of a catalogue key takes its defaults from beside the bundle", async () => {
    const { handler, shipped } = await bundled('functions/content/index.ts');
    expect(shipped).toContain('@functions/capabilities/content/catalogue-defaults');
    const admin = await createPoolUser({ admin: true, emailPrefix: 'bundle-content' });
    const key = 'services-empty';
    const edit = (method: 'PUT' | 'DELETE', body?: unknown) =>
      handler(
        request(method, '/api/content/{key}', body, admin.accessToken, { key }),
        lambdaContext('content'),
      );
    try {
      const answer = await edit('PUT', { value: 'Ingen tjenester i dag.' });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(JSON.parse(answer.body!)).toMatchObject({
        key,
        value: 'Ingen tjenester i dag.',
        type: 'text',
        category: 'services',
        description: contentDescriptions[key],
      });
    } finally {
      // The catalogue's fallback shows again.
      expect((await edit('DELETE')).statusCode).toBe(200);
    }
  });

  it("admin: the owner's 'Hent PDF' lays out the receipt with pdf-lib shipped beside the bundle", async () => {
    const { handler, shipped } = await bundled('functions/admin/index.ts');
    expect(shipped).toContain('@functions/lib/pdf-document');
    const [admin, customer] = await Promise.all([
      createPoolUser({ admin: true, emailPrefix: 'bundle-pdf' }),
      createPoolUser({ emailPrefix: 'bundle-pdf-kunde' }),
    ]);
    const booking = await receiptedBooking(customer, {
      booking_date: '3770-01-04',
      customer_name: 'Åse Ørsted',
    });
    const number = String(booking.receipt_number);
    const answer = await handler(
      request('GET', '/api/admin/receipts/{number}/pdf', undefined, admin.accessToken, { number }),
      lambdaContext('admin'),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { file_name, content_base64 } = JSON.parse(answer.body!) as DocumentPdf;
    expect(file_name).toBe(`kvittering-${number}.pdf`);
    const text = await pdfText(content_base64);
    expect(text).toContain(`Kvittering nr. ${number}`);
    expect(text).toContain('Åse Ørsted');
  });

  it('bookings: the Location module shipped beside it routes against the stand-in', async () => {
    const { shipped } = await bundled('functions/bookings/index.ts');
    expect(shipped).toContain('@functions/lib/location-sdk');
    const dir = path.join(outDir, 'functions-bookings-index-ts');
    const sdk = (await import(
      pathToFileURL(path.join(dir, 'node_modules', '@functions', 'lib', 'location-sdk.mjs')).href
    )) as typeof import('@functions/lib/location-sdk');
    const client = new sdk.LocationClient({
      region: env.AWS_REGION,
      endpoint: env.LOCATION_ENDPOINT,
      disableHostPrefix: true,
    });
    const output = await client.send(
      new sdk.CalculateRouteMatrixCommand({
        CalculatorName: env.ROUTE_CALCULATOR_NAME,
        DeparturePositions: [[10.2039, 56.1629]],
        DestinationPositions: [[9.9217, 57.0488]],
        TravelMode: 'Car',
        DistanceUnit: 'Kilometers',
      }),
    );
    expect(output.RouteMatrix?.[0]?.[0]?.DurationSeconds).toBeGreaterThan(0);
  });
});
