import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mail } from '../lib/mailer';
import {
  createNewsletter,
  getNewsletter,
  listQueuedNewsletters,
} from '@functions/stores/newsletters';
import { addSubscriber } from '@functions/stores/subscribers';
import { uniqueId } from '@tests/support/table-data';

// The job's mail sender, replaced so a test can make one recipient's mail fail.
const sent: Mail[] = [];
let failFor: string | undefined;
vi.mock('../lib/mailer', () => ({
  useBundledMailSdk: () => undefined,
  sendMail: async (mail: Mail) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (mail.to.includes(failFor ?? '')) throw new Error('SES is down for this recipient');
    sent.push(mail);
    return 'message-id';
  },
}));

const { handler } = await import('./newsletter-job');

const mailsTo = (email: string, title: string) =>
  sent.filter((m) => m.to.includes(email) && m.subject === title).length;

async function newsletterFor(count: number) {
  const emails = Array.from({ length: count }, () => `${uniqueId('modtager')}@example.dk`);
  for (const email of emails) await addSubscriber(email);
  const newsletter = await createNewsletter({ title: uniqueId('Nyhedsbrev'), content: 'Hej!' });
  return { emails, newsletter };
}

afterEach(() => {
  failFor = undefined;
  sent.length = 0;
});

describe('newsletter job', () => {
  it('retries only the recipient whose mail failed, and marks the newsletter sent after', async () => {
    const { emails, newsletter } = await newsletterFor(3);
    failFor = emails[1];

    const first = await handler();
    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect(mailsTo(emails[0]!, newsletter.title)).toBe(1);
    expect(mailsTo(emails[1]!, newsletter.title)).toBe(0);
    expect(mailsTo(emails[2]!, newsletter.title)).toBe(1);
    expect((await listQueuedNewsletters()).map((n) => n.id)).toContain(newsletter.id);

    failFor = undefined;
    await handler();
    for (const email of emails) expect(mailsTo(email, newsletter.title)).toBe(1);
    expect((await getNewsletter(newsletter.id))?.sent_at).not.toBeNull();
    expect((await listQueuedNewsletters()).map((n) => n.id)).not.toContain(newsletter.id);
  });

  it('two overlapping runs mail each subscriber once', async () => {
    const { emails, newsletter } = await newsletterFor(4);
    await Promise.all([handler(), handler(), handler()]);
    for (const email of emails) expect(mailsTo(email, newsletter.title)).toBe(1);
    expect((await getNewsletter(newsletter.id))?.sent_at).not.toBeNull();
  });
});
