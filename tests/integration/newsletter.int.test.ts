/**
 * Newsletter subscription through the twin's gateway: Danish validation, idempotent
 * subscribe with a welcome mail holding a signed unsubscribe link, and unsubscribe that
 * only a correctly signed link can do.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSubscriber } from '@functions/data/subscribers';
import { readMailbox, type LocalMail } from '@infra/local/mailbox';
import { startTestGateway } from './gateway';

let api: Awaited<ReturnType<typeof startTestGateway>>;
const env = process.env as Record<string, string>;

beforeAll(async () => {
  api = await startTestGateway();
});
afterAll(() => api.close());

const uniqueEmail = () => `nyhed-${randomUUID().slice(0, 8)}@example.dk`;

async function post(path: string, body: unknown) {
  const res = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function welcomeMailTo(email: string): Promise<LocalMail> {
  for (let tries = 0; tries < 25; tries++) {
    const mail = (await readMailbox(env.SES_ENDPOINT!)).find((m) => m.to.includes(email));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${email}`);
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
      expect(res.body.error).toBe('Indtast venligst en gyldig email adresse');
    },
  );

  it('subscribes, sends a Danish welcome mail, and answers a repeat kindly', async () => {
    const email = uniqueEmail();
    const first = await post('/api/newsletter/subscribe', { email: `  ${email.toUpperCase()} ` });
    expect(first).toEqual({
      status: 200,
      body: { success: true, message: 'Tak for din tilmelding til vores nyhedsbrev!' },
    });
    expect(await getSubscriber(email)).toMatchObject({ email });
    const mail = await welcomeMailTo(email);
    expect(mail.subject).toBe('Velkommen til vores nyhedsbrev');
    expect(unsubscribeLink(mail).email).toBe(email);

    const again = await post('/api/newsletter/subscribe', { email });
    expect(again).toEqual({
      status: 200,
      body: { success: true, message: 'Du er allerede tilmeldt vores nyhedsbrev' },
    });
    const mails = (await readMailbox(env.SES_ENDPOINT!)).filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('refuses a forged or missing signature and keeps the subscriber', async () => {
    const email = uniqueEmail();
    await post('/api/newsletter/subscribe', { email });
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
    await post('/api/newsletter/subscribe', { email });
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
    expect(res.body.error).toBe('Indtast venligst en gyldig email adresse');
  });
});
