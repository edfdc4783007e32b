/**
 * The single send point: every mail names the configuration set (whose bounces and complaints
 * come back), a customer's booking mail carries its booking as a message tag, and every mail
 * is counted as sent or failed. SES mocked with aws-sdk-client-mock.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUnitTestEnv, useMockedAws } from '@tests/support/unit-test-env';
import { sendMail } from './mailer';

const counted = vi.hoisted(() => [] as string[]);
vi.mock('./metrics', () => ({ countMetric: (name: string) => void counted.push(name) }));

const ses = mockClient(SESv2Client);
const mail = { to: ['kunde@example.dk'], subject: 'Emne', text: 'Hej' };
const sent = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);

useMockedAws([ses], { MAIL_CONFIGURATION_SET: 'Dronefoto-mail' });
beforeEach(() => {
  counted.length = 0;
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
});

describe('sendMail', () => {
  it('names the configuration set and counts the mail as sent', async () => {
    expect(await sendMail(mail)).toBe('m-1');
    expect(sent()).toEqual([expect.objectContaining({ ConfigurationSetName: 'Dronefoto-mail' })]);
    expect(sent()[0]).not.toHaveProperty('EmailTags');
    expect(counted).toEqual(['MailSent']);
  });

  it("tags a customer's booking mail with its booking", async () => {
    await sendMail({ ...mail, bookingId: '0f29773e-d9f9-4ebc-acf1-80688b20651e' });
    expect(sent()[0]!.EmailTags).toEqual([
      { Name: 'booking', Value: '0f29773e-d9f9-4ebc-acf1-80688b20651e' },
    ]);
  });

  it('leaves out a tag SES would refuse', async () => {
    await sendMail({ ...mail, bookingId: 'not a tag value!' });
    expect(sent()[0]).not.toHaveProperty('EmailTags');
  });

  it('names no configuration set where none is configured (a unit test, a script)', async () => {
    useUnitTestEnv({ MAIL_CONFIGURATION_SET: '' });
    await sendMail(mail);
    expect(sent()[0]).not.toHaveProperty('ConfigurationSetName');
  });

  it('counts a mail SES refuses as failed, and throws', async () => {
    ses.on(SendEmailCommand).rejects(new Error('Email address is not verified'));
    await expect(sendMail(mail)).rejects.toThrow('not verified');
    expect(counted).toEqual(['MailFailed']);
  });

  it('sends and counts nothing to a deleted customer’s stand-in address', async () => {
    expect(await sendMail({ ...mail, to: ['slettet-1@invalid'] })).toBeUndefined();
    expect(sent()).toEqual([]);
    expect(counted).toEqual([]);
  });
});
