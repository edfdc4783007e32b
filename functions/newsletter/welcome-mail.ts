/** The Danish welcome mail a new newsletter subscriber gets, with a signed unsubscribe link. */
import type { Mail } from '../lib/mailer';
import { unsubscribeUrl } from '../lib/link-signing';
import { newsletterTexts } from '@shared/texts/newsletter';
import { escapeHtml } from '@functions/lib/html';

const frequency = 'Vi sender nyheder, tilbud og inspiration fra luften 1-2 gange om måneden.';

export function welcomeMail(email: string): Mail {
  const link = unsubscribeUrl(email);
  return {
    to: [email],
    subject: 'Velkommen til vores nyhedsbrev',
    text: [
      newsletterTexts.subscribed,
      '',
      frequency,
      '',
      `Vil du ikke længere modtage nyhedsbrevet, kan du afmelde dig her: ${link}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(newsletterTexts.subscribed)}</p>`,
      `<p>${escapeHtml(frequency)}</p>`,
      `<p>Vil du ikke længere modtage nyhedsbrevet, kan du <a href="${escapeHtml(link)}">afmelde dig her</a>.</p>`,
    ].join('\n'),
  };
}
