/**
 * The twin runs each function with only the access it declares, against the real stand-ins:
 * an undeclared call is refused before it is sent, with the error the service would answer,
 * and nothing is written; a declared one goes through. Through the gateway, a representative
 * route of every function group runs without a refusal (route-responses.int.test.ts sends
 * every route, and setup-env.ts fails any test the twin refused a call in).
 */
import { defaultTemplateData } from '@shared/domain/newsletter-template';
import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessOfFunction } from '@infra/constructs/declared-access';
import { db, tableName } from '@functions/lib/db';
import { getProfile } from '@functions/stores/profiles';
import { bucketOf, deleteObject, objectHead, presignPut, s3 } from '@functions/lib/storage';
import { SecretsManagerServiceException } from '@aws-sdk/client-secrets-manager';
import { config, resetConfig } from '@functions/lib/config';
import { readSecretFields, writeSecretFields } from '@functions/lib/secrets';
import {
  PaymentsNotConfiguredError,
  stripeClient,
} from '@functions/capabilities/payments/stripe-client';
import { createBooking } from '@functions/stores/booking/booking-days';
import { createPortfolioItem } from '@functions/stores/portfolio';
import { mintRatingLink } from '@functions/capabilities/ratings/rating-link';
import { demoBusinessSettings } from '@infra/local/seed/demo-data';
import { deployedGroups, type FunctionGroup } from '@shared/api/routes';
import { coveredAddress, customer, photoProduct } from '@tests/support/booking-fixtures';
import { startPaymentsTestBed, type PaymentsTestBed } from '@tests/support/payments-test-bed';
import { bookingOf, uniqueId } from '@tests/support/table-data';
import { takeRefusals } from '@tests/integration/refusals';
import type { TestUser } from '@tests/integration/users';
import { loadFunction } from './functions';
import { runAsFunction } from './function-access';

/** Reads the table, touches nothing else. */
const catalog = accessOfFunction('catalog');

/** `GET /api/health` (group catalog) made to put an object, undeclared, when a key is set. */
const undeclared = vi.hoisted(() => ({ putKey: undefined as string | undefined }));
vi.mock('@functions/capabilities/catalog/health', async (importOriginal) => {
  const real = await importOriginal<typeof import('@functions/capabilities/catalog/health')>();
  const storage = await import('@functions/lib/storage');
  return {
    health: async () => {
      if (undeclared.putKey)
        await (
          await storage.s3()
        ).send(
          new PutObjectCommand({
            Bucket: storage.bucketOf('public'),
            Key: undeclared.putKey,
            Body: 'x',
          }),
        );
      return real.health();
    },
  };
});

describe('a function without media:write', () => {
  it('cannot put an object into the public bucket: AccessDenied, nothing written', async () => {
    const key = `uploads/${uniqueId('refused')}.webp`;
    const put = runAsFunction(catalog, async () =>
      (await s3()).send(
        new PutObjectCommand({ Bucket: bucketOf('public'), Key: key, Body: 'webp' }),
      ),
    );
    await expect(put).rejects.toBeInstanceOf(S3ServiceException);
    await expect(put).rejects.toMatchObject({
      name: 'AccessDenied',
      $fault: 'client',
      $metadata: { httpStatusCode: 403 },
      message: expect.stringMatching(
        /^User: arn:aws:sts::000000000000:assumed-role\/dronefoto-catalog\/.* is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::drone-public-test\/uploads\//,
      ),
    });
    expect(await objectHead('public', key)).toBeUndefined();
    expect(takeRefusals()).toEqual([
      expect.objectContaining({ function: 'catalog', action: 's3:PutObject' }),
    ]);
  });

  it('cannot presign an upload either', async () => {
    const presign = runAsFunction(catalog, () =>
      presignPut('public', `uploads/${uniqueId('refused')}.webp`, 'image/webp', 4),
    );
    await expect(presign).rejects.toMatchObject({ name: 'AccessDenied' });
    expect(takeRefusals()).toHaveLength(1);
  });

  it('while a function declaring media:write puts and presigns (the stand-in is not the refusal)', async () => {
    const key = `uploads/${uniqueId('allowed')}.webp`;
    await runAsFunction(accessOfFunction('catalog-admin'), async () => {
      await (
        await s3()
      ).send(new PutObjectCommand({ Bucket: bucketOf('public'), Key: key, Body: 'webp' }));
      await presignPut('public', key, 'image/webp', 4);
    });
    expect(await objectHead('public', key)).toMatchObject({ size: 4 });
    await deleteObject('public', key);
  });
});

describe('a function without table:write', () => {
  const item = () => ({ pk: `IAMTEST#${randomUUID()}`, sk: 'A', entity: 'iam_test' });

  it('cannot put an item: AccessDeniedException, the item absent', async () => {
    const written = item();
    const put = runAsFunction(catalog, () =>
      db().send(new PutCommand({ TableName: tableName(), Item: written })),
    );
    await expect(put).rejects.toBeInstanceOf(DynamoDBServiceException);
    await expect(put).rejects.toMatchObject({
      name: 'AccessDeniedException',
      $fault: 'client',
      $metadata: { httpStatusCode: 400 },
      message: expect.stringContaining(
        'is not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:eu-north-1:000000000000:table/drone-int-test because no identity-based policy allows the dynamodb:PutItem action',
      ),
    });
    const key = { pk: written.pk, sk: written.sk };
    const read = await db().send(new GetCommand({ TableName: tableName(), Key: key }));
    expect(read.Item).toBeUndefined();
    expect(takeRefusals()).toHaveLength(1);
  });

  it('reads the table, and a function declaring table:write writes it', async () => {
    const written = item();
    const key = { pk: written.pk, sk: written.sk };
    await runAsFunction(accessOfFunction('planning'), () =>
      db().send(new PutCommand({ TableName: tableName(), Item: written })),
    );
    const read = await runAsFunction(catalog, () =>
      db().send(new GetCommand({ TableName: tableName(), Key: key })),
    );
    expect(read.Item).toEqual(written);
  });
});

describe('the functions without routes', () => {
  it('the PostConfirmation trigger creates the profile with its GetItem and PutItem alone', async () => {
    const handler = await loadFunction('postConfirmation');
    const sub = randomUUID();
    const email = `${uniqueId('bekraeftet')}@example.dk`;
    const event = {
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      userPoolId: process.env.USER_POOL_ID,
      callerContext: { clientId: process.env.USER_POOL_CLIENT_ID },
      request: { userAttributes: { sub, email } },
      response: {},
    } as unknown as PostConfirmationTriggerEvent;
    await handler(event, {});
    expect(await getProfile(sub)).toMatchObject({ id: sub, email, credits: 0 });
  });

  it('the CustomMessage trigger may not even read the table', async () => {
    const read = runAsFunction(accessOfFunction('customMessage'), () =>
      db().send(new GetCommand({ TableName: tableName(), Key: { pk: 'X', sk: 'X' } })),
    );
    await expect(read).rejects.toMatchObject({ name: 'AccessDeniedException' });
    expect(takeRefusals()).toEqual([
      expect.objectContaining({ function: 'custom-message', action: 'dynamodb:GetItem' }),
    ]);
  });
});

describe('the Stripe keys', () => {
  beforeAll(() => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_function_access';
    resetConfig();
  });
  afterAll(() => {
    delete process.env.STRIPE_SECRET_KEY;
    resetConfig();
  });

  it('reach only a function that declares stripe, as its environment in AWS', async () => {
    await expect(runAsFunction(catalog, async () => stripeClient())).rejects.toBeInstanceOf(
      PaymentsNotConfiguredError,
    );
    await expect(
      runAsFunction(accessOfFunction('payments'), async () => stripeClient()),
    ).resolves.toBeDefined();
  });
});

describe('the Stripe secret (the key pasted in Indstillinger)', () => {
  const secretId = () => process.env.STRIPE_SECRET_ID!;

  it('a function without stripe neither knows it nor may read it: AccessDeniedException', async () => {
    expect(await runAsFunction(catalog, async () => config().STRIPE_SECRET_ID)).toBeUndefined();
    const read = runAsFunction(catalog, () => readSecretFields(secretId()));
    await expect(read).rejects.toBeInstanceOf(SecretsManagerServiceException);
    await expect(read).rejects.toMatchObject({
      name: 'AccessDeniedException',
      $fault: 'client',
      $metadata: { httpStatusCode: 400 },
      message: expect.stringContaining(
        `User: arn:aws:sts::000000000000:assumed-role/dronefoto-catalog/dronefoto-catalog is not authorized to perform: secretsmanager:GetSecretValue on resource: ${secretId()}`,
      ),
    });
    // By its name too: IAM authorizes the secret, however it is named.
    const byName = runAsFunction(catalog, () => readSecretFields('drone-int/stripe'));
    await expect(byName).rejects.toMatchObject({ name: 'AccessDeniedException' });
    expect(takeRefusals().map((r) => r.action)).toEqual([
      'secretsmanager:GetSecretValue',
      'secretsmanager:GetSecretValue',
    ]);
  });

  it('a function with stripe reads it but may not write it; only stripe:configure writes', async () => {
    const payments = accessOfFunction('payments');
    expect(await runAsFunction(payments, () => readSecretFields(secretId()))).toEqual({});
    const write = runAsFunction(payments, () => writeSecretFields(secretId(), { X: 'y' }));
    await expect(write).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringContaining('secretsmanager:PutSecretValue'),
    });
    expect(takeRefusals()).toEqual([
      expect.objectContaining({ function: 'payments', action: 'secretsmanager:PutSecretValue' }),
    ]);
    expect(await readSecretFields(secretId())).toEqual({});
    await runAsFunction(accessOfFunction('payment-setup'), () => writeSecretFields(secretId(), {}));
  });

  it('another secret is refused even to the payment-setup function', async () => {
    const setup = accessOfFunction('payment-setup');
    const read = runAsFunction(setup, () => readSecretFields('drone-int/app'));
    await expect(read).rejects.toMatchObject({ name: 'AccessDeniedException' });
    expect(takeRefusals()).toHaveLength(1);
  });
});

describe('through the gateway, every function group is declared enough', () => {
  let bed: PaymentsTestBed;
  let user: TestUser;
  let admin: TestUser;
  let productId: number;
  let portfolioItemId: string;
  let rating: { booking_id: string; token: string };

  beforeAll(async () => {
    bed = await startPaymentsTestBed();
    const [u, a, product, item] = await Promise.all([
      customer(),
      customer(0, { admin: true }),
      photoProduct(),
      createPortfolioItem({ title: 'Adgang', image_url: '/media/x.webp' }),
    ]);
    [user, admin, productId, portfolioItemId] = [u, a, product.id, item.id];
    const shot = await createBooking(
      bookingOf(user, {
        booking_date: '3662-05-04',
        booking_time: '12:00',
        payment_status: 'paid',
      }),
    );
    const link = new URL(await mintRatingLink(shot.id));
    rating = { booking_id: shot.id, token: link.searchParams.get('token')! };
  });
  afterAll(() => bed?.close());

  /** One route per group that makes the group's kinds of calls (writes, mail, S3, Stripe). */
  const representative: Record<
    FunctionGroup,
    () => { method: string; path: string; as?: 'user' | 'admin'; body?: unknown }
  > = {
    catalog: () => ({ method: 'GET', path: '/api/bootstrap' }),
    content: () => ({
      method: 'POST',
      path: '/api/content',
      as: 'admin',
      body: { key: uniqueId('adgang'), value: 'Tekst', description: 'Adgang', category: 'other' },
    }),
    accounts: () => ({ method: 'GET', path: '/api/me', as: 'user' }),
    bookings: () => ({
      method: 'POST',
      path: '/api/bookings/check',
      as: 'user',
      body: {
        product_id: productId,
        booking_date: '3662-05-04',
        booking_time: '10:00',
        address: coveredAddress,
      },
    }),
    portfolio: () => ({
      method: 'PUT',
      path: `/api/portfolio/${portfolioItemId}/reaction`,
      as: 'user',
      body: { reaction: 'like' },
    }),
    newsletter: () => ({
      method: 'POST',
      path: '/api/newsletter/subscribe',
      body: { email: `${uniqueId('adgang')}@example.dk` },
    }),
    coverage: () => ({
      method: 'POST',
      path: '/api/coverage/check',
      body: { address: coveredAddress },
    }),
    payments: () => ({
      method: 'POST',
      path: '/api/credits/checkout',
      as: 'user',
      body: { quantity: 50 },
    }),
    ratings: () => ({
      method: 'POST',
      path: '/api/rate-booking/images',
      body: { ...rating, file_name: 'foto.jpg', size: 1000, content_type: 'image/jpeg' },
    }),
    admin: () => ({
      method: 'PUT',
      path: '/api/admin/settings',
      as: 'admin',
      body: { ...demoBusinessSettings },
    }),
    'catalog-admin': () => ({
      method: 'POST',
      path: '/api/admin/uploads',
      as: 'admin',
      body: { kind: 'image', file_name: 'drone.webp', size: 2048, content_type: 'image/webp' },
    }),
    'payment-setup': () => ({ method: 'DELETE', path: '/api/admin/card-payments', as: 'admin' }),
    'bookkeeping-setup': () => ({ method: 'DELETE', path: '/api/admin/economic', as: 'admin' }),
    planning: () => ({
      method: 'POST',
      path: '/api/admin/newsletter-templates',
      as: 'admin',
      body: {
        name: uniqueId('Adgang'),
        template_data: { ...defaultTemplateData, footer: '' },
      },
    }),
  };

  it('an operation that calls S3 without declaring it fails (500), the object not written', async () => {
    undeclared.putKey = `uploads/${uniqueId('undeclared')}.webp`;
    try {
      const answer = await fetch(`${bed.api.url}/api/health`);
      expect(answer.status).toBe(500);
      expect(takeRefusals()).toEqual([
        expect.objectContaining({ function: 'catalog', action: 's3:PutObject' }),
      ]);
      expect(await objectHead('public', undeclared.putKey)).toBeUndefined();
    } finally {
      undeclared.putKey = undefined;
    }
  });

  it.each(deployedGroups.map((group) => [group]))('%s', async (group) => {
    const request = representative[group]();
    const token = request.as === 'admin' ? admin.accessToken : request.as ? user.accessToken : '';
    const answer = await fetch(`${bed.api.url}${request.path}`, {
      method: request.method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const text = await answer.text();
    expect(answer.status, `${request.method} ${request.path}: ${text}`).toBeLessThan(300);
    expect(takeRefusals()).toEqual([]);
  });
});
