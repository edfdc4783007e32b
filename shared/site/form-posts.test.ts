import { describe, expect, it } from 'vitest';
import { newsletterConfirmTexts, newsletterTexts } from '../texts/newsletter';
import { formOutcome, formOutcomeCode, formPostLocation } from './form-posts';

describe('plain form posts', () => {
  it("names the API's message by a code, and the code's text again", () => {
    const sent = formOutcomeCode('newsletter', newsletterConfirmTexts.checkYourMail);
    expect(sent).toBe('sent');
    expect(formOutcome('newsletter', sent)).toEqual({
      ok: true,
      text: newsletterConfirmTexts.checkYourMail,
    });
    expect(formOutcomeCode('newsletter', newsletterTexts.invalidEmail)).toBe('invalid');
    expect(formOutcomeCode('newsletter', 'Noget andet gik galt')).toBe('failed');
    expect(formOutcomeCode('newsletter', undefined)).toBe('failed');
    expect(formOutcome('newsletter', 'failed')?.ok).toBe(false);
  });

  it('shows nothing for no code or an unknown one', () => {
    expect(formOutcome('newsletter', null)).toBeUndefined();
    expect(formOutcome('newsletter', 'toString')).toBeUndefined();
    expect(formOutcome('newsletter', '<b>hej</b>')).toBeUndefined();
  });

  it('sends the browser back to the prerendered page the form is on, and nowhere else', () => {
    expect(formPostLocation('newsletter', '/contact', 'sent')).toBe(
      '/contact?newsletter=sent#newsletter',
    );
    expect(formPostLocation('newsletter', '/', 'already')).toBe('/?newsletter=already#newsletter');
    for (const page of [
      '//evil.example/x',
      'https://evil.example/',
      '/admin',
      '/contact?x=1',
      '/product/1\r\nx: y',
      7,
    ])
      expect(formPostLocation('newsletter', page, 'sent')).toBe(
        '/contact?newsletter=sent#newsletter',
      );
  });
});
