/**
 * Newsletter subscription through the twin's gateway: Danish validation, sign-up by
 * confirmation (double opt-in: a signed link, at most one mail a day per address), a welcome
 * mail holding a signed unsubscribe link, and unsubscribe (also one-click, RFC 8058) that only
 * a correctly signed link can do.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getSubscriber } from '@functions/stores/subscribers';
import { recordSubscriptionRequest } from '@functions/stores/subscription-requests';
import { subscriptionConfirmUrl } from '@functions/capabilities/links/link-signing';
import { readMailbox, type LocalMail } from '@infra/local/mailbox';
import { useTestGateway } from './gateway';

// Many sign-ups from one client here: the per-client limit has its own test.
const api = useTestGateway({ clientLimits: false });
const env = process.env as Record<string, string>;

const uniqueEmail = () => `nyhed-${randomUUID().slice(0, 8)}@example.dk`;

async function post(path: string, body: unknown) {
  const res = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function mailTo(email: string, subject: string): Promise<LocalMail> {
  for (let tries = 0; tries < 25; tries++) {
    const mail = (await readMailbox(env.SES_ENDPOINT!)).find(
      (m) => m.to.includes(email) && m.subject === subject,
    );
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail '${subject}' to ${email}`);
}

const mailsTo = async (email: string) =>
  (await readMailbox(env.SES_ENDPOINT!)).filter((m) => m.to.includes(email));

/** The fields of the confirmation link in a sign-up's mail. */
function confirmationLink(mail: LocalMail) {
  const match = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?[^\s"<>]+/.exec(mail.text);
  if (!match) throw new Error('no confirmation link');
  return Object.fromEntries(new URL(match[0]).searchParams) as Record<string, string>;
}

/** Signs up, clicks the mailed confirmation link, and answers the welcome mail. */
async function welcomeMailTo(email: string): Promise<LocalMail> {
  await post('/api/newsletter/subscribe', { email });
  const link = confirmationLink(await mailTo(email, 'Bekræft din tilmelding til vores nyhedsbrev'));
  expect((await post('/api/newsletter/confirm', link)).status).toBe(200);
  return mailTo(email, 'Velkommen til vores nyhedsbrev');
}

/** The email and sig of the unsubscribe link in a mail. */
function unsubscribeLink(mail: LocalMail) {
  const match = /https?:\/\/[^\s"<>]+\/unsubscribe\?[^\s"<>]+/.exec(mail.text);
  if (!match) throw new Error('no unsubscribe link');
  const params = new URL(match[0]).searchParams;
  return { email: params.get('email') ?? '', sig: params.get('sig') ?? '' };
}

describe('POST /api/newsletter/subscribe', () => {
  it.each([{}, { email: '' }, { email: '   ' }, { email: 'uden-snabel-a.dk' }, { email: 42 }])(
    'refuses %j with the Danish message',
    async (body) => {
      const res = await post('/api/newsletter/subscribe', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Indtast venligst en gyldig e-mailadresse');
    },
  );

  it('mails a confirmation link and subscribes only when it is clicked, then welcomes', async () => {
    const email = uniqueEmail();
    const first = await post('/api/newsletter/subscribe', { email: `  ${email.toUpperCase()} ` });
    expect(first).toEqual({
      status: 200,
      body: {
        success: true,
        message:
          'Tak! Vi har sendt dig en e-mail. Klik på linket i den for at bekræfte din tilmelding.',
      },
    });
    const mail = await mailTo(email, 'Bekræft din tilmelding til vores nyhedsbrev');
    expect(await getSubscriber(email)).toBeUndefined();

    const confirmed = await post('/api/newsletter/confirm', confirmationLink(mail));
    expect(confirmed).toEqual({
      status: 200,
      body: { success: true, message: 'Din tilmelding er bekræftet. Tak!' },
    });
    expect(await getSubscriber(email)).toMatchObject({ email });
    const welcome = await mailTo(email, 'Velkommen til vores nyhedsbrev');
    expect(unsubscribeLink(welcome).email).toBe(email);
    // The link clicked twice changes nothing and mails nothing more.
    expect((await post('/api/newsletter/confirm', confirmationLink(mail))).status).toBe(200);

    const again = await post('/api/newsletter/subscribe', { email });
    expect(again).toEqual({
      status: 200,
      body: { success: true, message: 'Du er allerede tilmeldt vores nyhedsbrev' },
    });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('mails one address at most once a day, even for 20 sign-ups at once', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/newsletter/subscribe', { email })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await mailTo(email, 'Bekræft din tilmelding til vores nyhedsbrev');
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(email)).toHaveLength(1);
    // A day later a new sign-up may mail again.
    expect(await recordSubscriptionRequest(email)).toBe(false);
    expect(await recordSubscriptionRequest(email, new Date(Date.now() + 25 * 3600 * 1000))).toBe(
      true,
    );
  });

  it('refuses a forged, borrowed or expired confirmation link and subscribes nobody', async () => {
    const email = uniqueEmail();
    const real = Object.fromEntries(new URL(subscriptionConfirmUrl(email)).searchParams);
    const expired = Object.fromEntries(
      new URL(subscriptionConfirmUrl(email, new Date(Date.now() - 8 * 86_400_000))).searchParams,
    );
    for (const body of [
      { ...real, sig: 'forfalsket' },
      { ...real, email: uniqueEmail() },
      { ...real, expires: String(Number(real.expires) + 86_400) },
      expired,
      { email },
    ]) {
      const res = await post('/api/newsletter/confirm', body);
      expect(res, JSON.stringify(body)).toEqual({
        status: 400,
        body: expect.objectContaining({ error: 'Linket er ugyldigt eller udløbet' }),
      });
    }
    expect(await getSubscriber(email)).toBeUndefined();
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('refuses a forged or missing signature and keeps the subscriber', async () => {
    const email = uniqueEmail();
    const { sig } = unsubscribeLink(await welcomeMailTo(email));
    const someoneElse = uniqueEmail();
    const forgeries: Array<Record<string, string>> = [
      { email, sig: 'forfalsket' },
      { email },
      { email, sig: '' },
      { email: someoneElse, sig },
    ];
    for (const body of forgeries) {
      const res = await post('/api/newsletter/unsubscribe', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('Ugyldigt afmeldingslink');
      const check = await fetch(
        `${api.url}/api/newsletter/unsubscribe-link?${new URLSearchParams(body).toString()}`,
      );
      expect(check.status, JSON.stringify(body)).toBe(400);
    }
    expect(await getSubscriber(email)).toBeDefined();
  });

  it('removes the subscriber with the mailed link, and again harmlessly', async () => {
    const email = uniqueEmail();
    const link = unsubscribeLink(await welcomeMailTo(email));
    const check = await fetch(
      `${api.url}/api/newsletter/unsubscribe-link?${new URLSearchParams(link).toString()}`,
    );
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ email });
    expect(await getSubscriber(email)).toBeDefined();
    const expected = {
      status: 200,
      body: { success: true, message: 'Du er nu afmeldt fra nyhedsbrevet' },
    };
    expect(await post('/api/newsletter/unsubscribe', link)).toEqual(expected);
    expect(await getSubscriber(email)).toBeUndefined();
    expect(await post('/api/newsletter/unsubscribe', link)).toEqual(expected);
  });

  it('validates the e-mail in Danish', async () => {
    const res = await post('/api/newsletter/unsubscribe', { email: '', sig: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Indtast venligst en gyldig e-mailadresse');
  });
});

describe('POST /api/newsletter/one-click (RFC 8058)', () => {
  const oneClick = (query: Record<string, string>) =>
    fetch(`${api.url}/api/newsletter/one-click?${new URLSearchParams(query).toString()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

  it('unsubscribes with the signed address of the List-Unsubscribe header, without sign-in', async () => {
    const email = uniqueEmail();
    const link = unsubscribeLink(await welcomeMailTo(email));
    const forged = await oneClick({ email, sig: 'forfalsket' });
    expect(forged.status).toBe(400);
    expect(await getSubscriber(email)).toBeDefined();
    const res = await oneClick(link);
    expect(res.status).toBe(200);
    expect(await getSubscriber(email)).toBeUndefined();
  });
});
