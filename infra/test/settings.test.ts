/**
 * Deployment settings (CDK context first, then environment variables, then defaults) and
 * the access profiles of the function groups.
 */
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { alarmRecipient, mailDomain, readSettings, restoredTable } from '../constructs/settings';

const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/abc';

function settingsFrom(context: Record<string, unknown>, env: Record<string, string> = {}) {
  return readSettings(new App({ context }).node, env);
}

describe('readSettings', () => {
  it('defaults to booking@example.dk, no domain, no admin, no Stripe, Cognito mailer', () => {
    expect(settingsFrom({})).toEqual({
      sesSender: 'booking@example.dk',
      cognitoEmailViaSes: false,
      maxUnpaidBookings: 3,
      dmiForecastUrl: 'https://dmigw.govcloud.dk/v1/forecastedr',
    });
  });

  it('takes a Stripe secret version only with the secret, and only a VersionId', () => {
    const version = 'EXAMPLE1-90ab-cdef-fedc-ba987EXAMPLE';
    expect(
      settingsFrom({ stripeSecretName: 'dronefoto/stripe', stripeSecretVersion: version })
        .stripeSecretVersion,
    ).toBe(version);
    expect(() => settingsFrom({ stripeSecretVersion: version })).toThrow(/stripeSecretName/);
    expect(() =>
      settingsFrom({ stripeSecretName: 'dronefoto/stripe', stripeSecretVersion: 'x; rm' }),
    ).toThrow(/VersionId/);
  });

  it('takes the cap on unpaid bookings as a whole number from 1 to 100', () => {
    expect(settingsFrom({ maxUnpaidBookings: '5' }).maxUnpaidBookings).toBe(5);
    expect(settingsFrom({}, { DRONEFOTO_MAX_UNPAID_BOOKINGS: '7' }).maxUnpaidBookings).toBe(7);
    expect(() => settingsFrom({ maxUnpaidBookings: '0' })).toThrow(/maxUnpaidBookings/);
    expect(() => settingsFrom({ maxUnpaidBookings: '2.5' })).toThrow(/maxUnpaidBookings/);
    expect(() => settingsFrom({ maxUnpaidBookings: 'many' })).toThrow(/maxUnpaidBookings/);
  });

  it('reads context before the environment', () => {
    const settings = settingsFrom(
      { sesSender: 'info@dronefoto.dk', adminEmail: 'ejer@dronefoto.dk' },
      {
        DRONEFOTO_SES_SENDER: 'other@example.dk',
        DRONEFOTO_STRIPE_SECRET_NAME: 'dronefoto/stripe',
      },
    );
    expect(settings).toMatchObject({
      sesSender: 'info@dronefoto.dk',
      adminEmail: 'ejer@dronefoto.dk',
      stripeSecretName: 'dronefoto/stripe',
    });
  });

  it('accepts the flag as text (-c key=value) or boolean (cdk.json)', () => {
    expect(settingsFrom({ cognitoEmailViaSes: 'true' }).cognitoEmailViaSes).toBe(true);
    expect(settingsFrom({ cognitoEmailViaSes: true }).cognitoEmailViaSes).toBe(true);
    expect(settingsFrom({}, { DRONEFOTO_COGNITO_EMAIL_VIA_SES: 'false' }).cognitoEmailViaSes).toBe(
      false,
    );
  });

  it('takes a custom domain only with its us-east-1 certificate', () => {
    expect(settingsFrom({ domainName: 'dronefoto.dk', certificateArn })).toMatchObject({
      domainName: 'dronefoto.dk',
      certificateArn,
    });
    expect(() => settingsFrom({ domainName: 'dronefoto.dk' })).toThrow(/certificateArn/);
    expect(() =>
      settingsFrom({
        domainName: 'dronefoto.dk',
        certificateArn: certificateArn.replace('us-east-1', 'eu-north-1'),
      }),
    ).toThrow(/certificateArn/);
  });

  it('rejects an invalid sender, admin or alarm address', () => {
    expect(() => settingsFrom({ sesSender: 'booking' })).toThrow(/sesSender/);
    expect(() => settingsFrom({ adminEmail: 'ejer@' })).toThrow(/adminEmail/);
    expect(() => settingsFrom({ alarmEmail: 'drift@' })).toThrow(/alarmEmail/);
  });

  it('mails the alarms to alarmEmail, else to the first admin, else to nobody', () => {
    const alarm = settingsFrom({}, { DRONEFOTO_ALARM_EMAIL: 'drift@dronefoto.dk' });
    expect(alarm.alarmEmail).toBe('drift@dronefoto.dk');
    expect(
      alarmRecipient(
        settingsFrom({ alarmEmail: 'drift@dronefoto.dk', adminEmail: 'ejer@dronefoto.dk' }),
      ),
    ).toBe('drift@dronefoto.dk');
    expect(alarmRecipient(settingsFrom({ adminEmail: 'ejer@dronefoto.dk' }))).toBe(
      'ejer@dronefoto.dk',
    );
    expect(alarmRecipient(settingsFrom({ alarmEmail: ' ' }))).toBeUndefined();
  });
});

describe('a restored table', () => {
  const streamArn =
    'arn:aws:dynamodb:eu-north-1:111111111111:table/Dronefoto-restored/stream/2026-11-26T10:00:00.000';

  it('is used with its stream, both given or neither', () => {
    const settings = settingsFrom({ tableName: 'Dronefoto-restored', tableStreamArn: streamArn });
    expect(restoredTable(settings)).toEqual({
      tableName: 'Dronefoto-restored',
      tableStreamArn: streamArn,
    });
    expect(restoredTable(settingsFrom({}))).toBeUndefined();
    expect(() => settingsFrom({ tableName: 'Dronefoto-restored' })).toThrow(/tableStreamArn/);
    expect(() => settingsFrom({ tableStreamArn: streamArn })).toThrow(/tableStreamArn/);
  });

  it('refuses a stream of another table, and what is not a stream ARN', () => {
    expect(() => settingsFrom({ tableName: 'Other', tableStreamArn: streamArn })).toThrow(
      /stream of tableName/,
    );
    expect(() =>
      settingsFrom({ tableName: 'Dronefoto-restored', tableStreamArn: 'arn:aws:s3:::x' }),
    ).toThrow(/ARN of a DynamoDB stream/);
  });
});

describe('mailDomain', () => {
  it('is the part after the last @', () => {
    expect(mailDomain('booking@example.dk')).toBe('example.dk');
  });
});
