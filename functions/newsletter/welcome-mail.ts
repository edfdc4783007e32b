/** The Danish welcome mail a new newsletter subscriber gets, with a signed unsubscribe link. */
import type { Mail } from '../lib/mailer';
import { unsubscribeUrl } from '../lib/link-signing';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function welcomeMail(email: string): Mail {
  const link = unsubscribeUrl(email);
  return {
    to: [email],
    subject: 'Velkommen til vores nyhedsbrev',
    text: [
      'Tak for din tilmelding til vores nyhedsbrev!',
      '',
      'Vi sender nyheder, tilbud og inspiration fra luften 1-2 gange om måneden.',
      '',
      `Vil du ikke længere modtage nyhedsbrevet, kan du afmelde dig her: ${link}`,
    ].join('\n'),
    html: [
      '<p>Tak for din tilmelding til vores nyhedsbrev!</p>',
      '<p>Vi sender nyheder, tilbud og inspiration fra luften 1-2 gange om måneden.</p>',
      `<p>Vil du ikke længere modtage nyhedsbrevet, kan du <a href="${escapeHtml(link)}">afmelde dig her</a>.</p>`,
    ].join('\n'),
  };
}
