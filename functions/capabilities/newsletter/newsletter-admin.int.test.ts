/**
 * The admin's newsletters through the twin's gateway and the real handlers and job: sent now
 * or at a time, each confirmed subscriber mailed exactly once (also when the job runs twice at
 * once), an unconfirmed sign-up mailed never, mails rendered from their template with
 * one-click List-Unsubscribe headers, scheduled ones called off, template names unique; the
 * preview is the mail, its links and pictures sanitised; a test mail reaches the admin alone,
 * at most 10 an hour.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Newsletter, NewsletterTemplate } from '@shared/api/entities';
import type {
  NewsletterPreview,
  NewsletterSent,
  NewsletterTestSent,
} from '@shared/api/newsletter-admin';
import { readMailbox, type LocalMail } from '@infra/local/mailbox';
import { uniqueId } from '@tests/support/table-data';
import {
  addSubscriber,
  getSubscriber,
  isMailable,
  listSubscribers,
} from '@functions/stores/subscribers';
import { recordSubscriptionRequest } from '@functions/stores/subscription-requests';
import { handler as newsletterJob } from '@functions/jobs/newsletter-job';
import { adminApi } from '@tests/integration/admin-api';

const env = process.env as Record<string, string>;
const { call, url, user } = adminApi();
const site = env.SITE_URL!;

const mailsWith = async (subject: string): Promise<LocalMail[]> =>
  (await readMailbox(env.SES_ENDPOINT!)).filter((mail) => mail.subject === subject);

/** Three confirmed subscribers and one address that signed up but never confirmed. */
async function audience() {
  const confirmed = Array.from({ length: 3 }, () => `${uniqueId('abonnent')}@example.dk`);
  for (const email of confirmed) await addSubscriber(email);
  const unconfirmed = `${uniqueId('ubekraeftet')}@example.dk`;
  await recordSubscriptionRequest(unconfirmed);
  return { confirmed, unconfirmed };
}

const countTo = (mails: LocalMail[], email: string) =>
  mails.filter((mail) => mail.to.includes(email)).length;

describe('sending', () => {
  it('sends now to every confirmed subscriber once, from its template, with one-click unsubscribe', async () => {
    const { confirmed, unconfirmed } = await audience();
    const template = await call<NewsletterTemplate>('POST', '/api/admin/newsletter-templates', {
      name: uniqueId('Forår'),
      template_data: {
        subject: 'Nyt fra Dronefoto: {title}',
        header: 'Dronefoto Nyt',
        footer: 'Hilsen Dronefoto',
        colors: { primary: '#B91C1C' },
      },
    });
    expect(template.body.template_data.colors).toEqual({
      primary: '#B91C1C',
      secondary: '#1F2937',
      background: '#F9FAFB',
      text: '#111827',
    });
    const title = uniqueId('Forårstilbud');
    // Every subscriber the newsletter may mail (another test may have suppressed some after
    // a bounce or complaint: those are skipped, by design).
    const everyone = (await listSubscribers()).filter(isMailable).length;
    const sent = await call<NewsletterSent>('POST', '/api/admin/newsletters', {
      title,
      content: 'Spar 10 % på dronefoto i april.\n\n<script>alert(1)</script>',
      template_id: template.body.id,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.newsletter.sent_at).not.toBeNull();
    expect(sent.body.newsletter.sent_count).toBe(sent.body.sent);
    expect(sent.body.sent).toBe(everyone);

    const mails = await mailsWith(`Nyt fra Dronefoto: ${title}`);
    for (const email of confirmed) expect(countTo(mails, email), email).toBe(1);
    expect(countTo(mails, unconfirmed)).toBe(0);
    const mail = mails.find((m) => m.to.includes(confirmed[0]!))!;
    expect(mail.html).toContain('#B91C1C');
    expect(mail.html).toContain('Dronefoto Nyt');
    expect(mail.html).not.toContain('<script>');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    expect(oneClick).toMatch(/\/api\/newsletter\/one-click\?/);

    // The header's address unsubscribes with one POST, as RFC 8058 has mail clients do.
    const path = new URL(oneClick!);
    const res = await fetch(`${url()}${path.pathname}${path.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await getSubscriber(confirmed[0]!)).toBeUndefined();

    // The job running afterwards sends nothing more.
    await newsletterJob();
    expect(countTo(await mailsWith(`Nyt fra Dronefoto: ${title}`), confirmed[1]!)).toBe(1);
  });

  it('goes out with the subject the owner typed, and no canned text of its template', async () => {
    const { confirmed } = await audience();
    const template = await call<NewsletterTemplate>('POST', '/api/admin/newsletter-templates', {
      name: uniqueId('Standard'),
      template_data: {
        subject: 'Nyt fra Dronefoto',
        header: 'Nyheder fra luften',
        body: 'Her er nye projekter i porteføljen.',
        footer: 'Hilsen Dronefoto',
      },
    });
    const subject = uniqueId('Ledige tider i maj');
    const sent = await call<NewsletterSent>('POST', '/api/admin/newsletters', {
      title: uniqueId('Maj'),
      subject,
      content: 'Vi har ledige tider i maj.',
      template_id: template.body.id,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.newsletter.subject).toBe(subject);
    const mail = (await mailsWith(subject)).find((m) => m.to.includes(confirmed[0]!));
    expect(mail?.html).toContain('Nyheder fra luften');
    expect(mail?.text).toContain('Vi har ledige tider i maj.');
    expect(mail?.text).not.toContain('nye projekter i porteføljen');
    // A subject longer than 200 characters is refused in Danish, before anything is sent.
    const tooLong = await call('POST', '/api/admin/newsletters', {
      title: 'Maj',
      subject: 'x'.repeat(201),
      content: 'Indhold',
    });
    expect(tooLong).toMatchObject({ status: 400, body: { error: 'Emnet må højst være 200 tegn' } });
  });

  it('a scheduled newsletter waits, then goes out once even when the job runs twice at once', async () => {
    const { confirmed, unconfirmed } = await audience();
    const title = uniqueId('Planlagt');
    const sendAt = new Date(Date.now() + 2 * 60_000);
    const scheduled = await call<NewsletterSent>('POST', '/api/admin/newsletters', {
      title,
      content: 'Kommer om to minutter.',
      send_at: sendAt.toISOString(),
    });
    expect(scheduled.body).toMatchObject({ sent: 0, newsletter: { sent_at: null } });
    await newsletterJob();
    expect(await mailsWith(title)).toHaveLength(0);

    vi.useFakeTimers({ toFake: ['Date'], now: sendAt.getTime() + 1000 });
    try {
      await Promise.all([newsletterJob(), newsletterJob()]);
    } finally {
      vi.useRealTimers();
    }
    const mails = await mailsWith(title);
    for (const email of confirmed) expect(countTo(mails, email), email).toBe(1);
    expect(countTo(mails, unconfirmed)).toBe(0);
    const history = await call<Newsletter[]>('GET', '/api/admin/newsletters');
    expect(history.body.find((n) => n.id === scheduled.body.newsletter.id)?.sent_at).not.toBeNull();
  });

  it('calls off a scheduled newsletter, but not a sent one', async () => {
    const scheduled = await call<NewsletterSent>('POST', '/api/admin/newsletters', {
      title: uniqueId('Aflyses'),
      content: 'Aldrig sendt.',
      send_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const cancelled = await call(
      'DELETE',
      `/api/admin/newsletters/${scheduled.body.newsletter.id}`,
    );
    expect(cancelled.status).toBe(200);
    await addSubscriber(`${uniqueId('modtager')}@example.dk`);
    const sent = await call<NewsletterSent>('POST', '/api/admin/newsletters', {
      title: uniqueId('Sendt'),
      content: 'Sendt med det samme.',
    });
    const late = await call('DELETE', `/api/admin/newsletters/${sent.body.newsletter.id}`);
    expect(late).toMatchObject({
      status: 409,
      body: { error: 'Nyhedsbrevet kunne ikke aflyses: det er allerede sendt' },
    });
  });

  it('answers the messages of product §5', async () => {
    for (const body of [{ title: '', content: 'x' }, { title: 'x', content: '  ' }, {}]) {
      const answer = await call('POST', '/api/admin/newsletters', body);
      expect(answer, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: 'Titel og indhold er påkrævet' },
      });
    }
    const past = await call('POST', '/api/admin/newsletters', {
      title: 'x',
      content: 'y',
      send_at: '2020-01-01T10:00:00Z',
    });
    expect(past).toMatchObject({ status: 400, body: { error: 'Vælg et tidspunkt i fremtiden' } });
  });
});

describe('preview and test mail', () => {
  const content =
    '## Nyt i foråret\n\nSe **priserne** på [vores side](/products) eller skriv til info@dronefoto.dk.\n\n' +
    '![Luftfoto af kysten](/media/external/kyst.webp)\n\n' +
    'Hej <script>alert(1)</script> <img src=x onerror=alert(1)>';

  it('the preview is the mail a subscriber gets: links, a picture and the unsubscribe link, no script', async () => {
    const title = uniqueId('Forhåndsvist');
    const preview = await call<NewsletterPreview>('POST', '/api/admin/newsletters/preview', {
      title,
      content,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe(title);
    const { html, text } = preview.body;
    expect(html).toMatch(/<h2 style="[^"]*">Nyt i foråret<\/h2>/);
    expect(html).toContain('<strong>priserne</strong>');
    expect(html).toMatch(new RegExp(`<a style="[^"]*" href="${site}/products">vores side</a>`));
    expect(html).toContain('href="mailto:info@dronefoto.dk"');
    expect(html).toMatch(
      new RegExp(
        `<img style="[^"]*" src="${site}/media/external/kyst.webp" alt="Luftfoto af kysten" />`,
      ),
    );
    expect(html).not.toMatch(/<script|<img src="x"|<[^>]*onerror/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toMatch(/\/unsubscribe\?email=/);
    expect(text).toContain(`vores side (${site}/products)`);
    expect(text).toMatch(/Afmeld.*\/unsubscribe\?email=/);
    // A preview sends nothing and stores nothing.
    expect((await readMailbox(env.SES_ENDPOINT!)).filter((m) => m.subject.includes(title))).toEqual(
      [],
    );
    const history = await call<Newsletter[]>('GET', '/api/admin/newsletters');
    expect(history.body.some((n) => n.title === title)).toBe(false);
  });

  it('refuses a javascript: link or a picture from elsewhere, naming it, before anything is sent', async () => {
    for (const path of [
      '/api/admin/newsletters/preview',
      '/api/admin/newsletters/test',
      '/api/admin/newsletters',
    ]) {
      const link = await call('POST', path, {
        title: 'Farligt link',
        content: 'Klik [her](javascript:alert(document.cookie))',
      });
      expect(link, path).toMatchObject({
        status: 400,
        body: {
          error:
            'Linket "javascript:alert(document.cookie)" kan ikke bruges. Et link skal starte med https:// eller mailto:, eller føre til en side her på sitet.',
        },
      });
    }
    const picture = await call('POST', '/api/admin/newsletters/preview', {
      title: 'Fremmed billede',
      content: '![pixel](https://tracker.example/pixel.gif)',
    });
    expect(picture.status).toBe(400);
    expect(picture.body.error).toMatch(
      /^Billedet "https:\/\/tracker\.example\/pixel\.gif" kan ikke bruges\./,
    );
  });

  it('a test mail reaches the signed-in admin alone, marked as a test, and nothing is stored', async () => {
    const { confirmed } = await audience();
    const title = uniqueId('Testbrev');
    const test = await call<NewsletterTestSent>('POST', '/api/admin/newsletters/test', {
      title,
      content,
    });
    expect(test.status).toBe(200);
    const admin = user().email;
    expect(test.body).toEqual({ to: admin, subject: `[Test] ${title}` });
    const mails = (await readMailbox(env.SES_ENDPOINT!)).filter((m) => m.subject.includes(title));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([admin]);
    expect(mails[0]!.subject).toBe(`[Test] ${title}`);
    for (const email of confirmed) expect(countTo(mails, email)).toBe(0);
    expect(mails[0]!.html).toContain(`src="${site}/media/external/kyst.webp"`);
    expect(mails[0]!.html).not.toMatch(/<script|<[^>]*onerror/);
    const history = await call<Newsletter[]>('GET', '/api/admin/newsletters');
    expect(history.body.some((n) => n.title === title)).toBe(false);
  });

  it('sends at most 10 test mails an hour per admin, also when asked at once', async () => {
    // One went out in the test above (in this clock hour, unless it just turned).
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call('POST', '/api/admin/newsletters/test', { title: uniqueId('Mange'), content: 'x' }),
      ),
    );
    const sent = answers.filter((a) => a.status === 200).length;
    expect(sent).toBeGreaterThanOrEqual(9);
    expect(sent).toBeLessThanOrEqual(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(12 - sent);
    expect(refused[0]!.body.error).toBe(
      'Du har sendt mange testmails på kort tid. Vent lidt, og prøv igen.',
    );
  });
});

describe('subscribers and templates', () => {
  it("removes a subscriber ('Abonnent fjernet' in the panel), and 404s a second time", async () => {
    const email = `${uniqueId('fjern')}@example.dk`;
    await addSubscriber(email);
    const removed = await call('DELETE', `/api/admin/subscribers/${encodeURIComponent(email)}`);
    expect(removed.status).toBe(200);
    expect(await getSubscriber(email)).toBeUndefined();
    const again = await call('DELETE', `/api/admin/subscribers/${encodeURIComponent(email)}`);
    expect(again.status).toBe(404);
  });

  it("keeps template names unique, also under 10 concurrent creations ('En skabelon med dette navn eksisterer allerede')", async () => {
    const name = uniqueId('Skabelon');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/api/admin/newsletter-templates', { name })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(answers.find((a) => a.status === 409)?.body.error).toBe(
      'En skabelon med dette navn eksisterer allerede',
    );
    const blank = await call('POST', '/api/admin/newsletter-templates', { name: ' ' });
    expect(blank).toMatchObject({ status: 400, body: { error: 'Skabelon navn er påkrævet' } });
    const badColour = await call('POST', '/api/admin/newsletter-templates', {
      name: uniqueId('Farve'),
      template_data: { colors: { primary: 'red; background:url(x)' } },
    });
    expect(badColour).toMatchObject({
      status: 400,
      body: { error: 'Farver skal angives som hex, fx #3B82F6' },
    });
  });
});
