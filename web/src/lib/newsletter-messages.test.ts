import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import {
  isInvalidLinkError,
  isSubscribableEmail,
  subscribeErrorMessage,
} from './newsletter-messages';
import { newsletterTexts } from '@shared/texts/newsletter';

describe('newsletter form rules', () => {
  it('needs a non-empty e-mail with @', () => {
    expect(isSubscribableEmail('  ')).toBe(false);
    expect(isSubscribableEmail('kunde.dk')).toBe(false);
    expect(isSubscribableEmail(' kunde@example.dk ')).toBe(true);
  });

  it('shows the server text of a refusal, else the product fallbacks', () => {
    expect(subscribeErrorMessage(new ApiError(400, 'Serverens tekst'))).toBe('Serverens tekst');
    expect(subscribeErrorMessage(new ApiError(500, 'Intern fejl'))).toBe(
      newsletterTexts.subscribeFailed,
    );
    expect(subscribeErrorMessage(new ApiError(0, 'x'))).toBe(newsletterTexts.subscribeNetworkError);
    expect(subscribeErrorMessage(new TypeError('fetch failed'))).toBe(
      newsletterTexts.subscribeNetworkError,
    );
  });

  it('recognises a refused unsubscribe signature', () => {
    expect(isInvalidLinkError(new ApiError(400, 'x', 'invalid_signature'))).toBe(true);
    expect(isInvalidLinkError(new ApiError(500, 'x'))).toBe(false);
  });
});
