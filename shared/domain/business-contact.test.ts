import { describe, expect, it } from 'vitest';
import { isBusinessEmail, isSocialUrl, socialLinksOf } from './business-contact';

describe('business contact rules', () => {
  it('accepts one plain e-mail address and refuses anything else', () => {
    for (const ok of ['kontakt@firma.dk', 'Mette.Hansen+booking@luftfoto-oestjylland.dk'])
      expect(isBusinessEmail(ok), ok).toBe(true);
    for (const bad of [
      '',
      'kontakt',
      'kontakt@firma',
      'a b@firma.dk',
      'Firma <kontakt@firma.dk>',
      'a@firma.dk, b@firma.dk',
      `${'a'.repeat(250)}@firma.dk`,
    ])
      expect(isBusinessEmail(bad), bad).toBe(false);
  });

  it('accepts full https links only', () => {
    expect(isSocialUrl('https://www.facebook.com/luftfoto')).toBe(true);
    for (const bad of [
      'http://www.facebook.com/luftfoto',
      'www.facebook.com/luftfoto',
      'javascript:alert(1)',
      'https://localhost/x',
      'https://user:pw@facebook.com/x',
      `https://facebook.com/${'a'.repeat(300)}`,
    ])
      expect(isSocialUrl(bad), bad).toBe(false);
  });

  it('lists the links that are set, in the footer order', () => {
    expect(
      socialLinksOf({
        youtube_url: 'https://youtube.com/@luftfoto',
        facebook_url: 'https://facebook.com/luftfoto',
        instagram_url: ' ',
      }),
    ).toEqual([
      { network: 'facebook', url: 'https://facebook.com/luftfoto' },
      { network: 'youtube', url: 'https://youtube.com/@luftfoto' },
    ]);
  });
});
