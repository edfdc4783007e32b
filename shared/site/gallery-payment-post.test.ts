import { describe, expect, it } from 'vitest';
import { bookingTexts } from '../texts/booking';
import { downloadPaymentTexts } from '../texts/download-payment';
import {
  checkoutLocation,
  galleryPaymentCode,
  galleryPaymentLocation,
  galleryPaymentOutcome,
} from './gallery-payment-post';

const door = '/gallery?booking=4e3bf1d8-0719&expires=1798417618&sig=qe3luU9x-J_E';

describe("the gallery's 'Betal nu' as a plain form", () => {
  it('goes back to the gallery by the same signed door, with the outcome', () => {
    expect(galleryPaymentLocation(door, 'nothing_to_pay')).toBe(
      '/gallery?booking=4e3bf1d8-0719&expires=1798417618&sig=qe3luU9x-J_E&payment=nothing_to_pay#gallery-payment',
    );
  });

  it('never goes anywhere but the gallery (no open redirect), keeping only a door it trusts', () => {
    for (const page of [
      'https://evil.example/gallery?booking=a&expires=1&sig=b',
      '//evil.example/gallery?booking=a&expires=1&sig=b',
      '/contact?booking=a&expires=1&sig=b',
      '/gallery?booking=a&expires=1&sig=b%22%3E%3Cscript%3E',
      '/gallery?booking=a&expires=1',
      undefined,
      42,
    ]) {
      expect(galleryPaymentLocation(page, 'failed'), String(page)).toBe(
        '/gallery?payment=failed#gallery-payment',
      );
    }
  });

  it("names the API's refusals by their codes, and says them in the page's words", () => {
    expect(galleryPaymentCode(bookingTexts.alreadyPaid)).toBe('already_paid');
    expect(galleryPaymentCode(downloadPaymentTexts.nothingToPay)).toBe('nothing_to_pay');
    expect(galleryPaymentCode('Linket er ugyldigt')).toBe('failed');
    expect(galleryPaymentCode(undefined)).toBe('failed');
    expect(galleryPaymentOutcome('nothing_to_pay')).toEqual({
      ok: false,
      text: downloadPaymentTexts.nothingToPay,
    });
    expect(galleryPaymentOutcome('already_paid')?.ok).toBe(true);
    expect(galleryPaymentOutcome('toString')).toBeUndefined();
    expect(galleryPaymentOutcome(null)).toBeUndefined();
  });

  it("follows only the checkout's absolute address from the answer", () => {
    expect(
      checkoutLocation({ url: 'https://checkout.stripe.com/c/pay/cs_1', session_id: 'x' }),
    ).toBe('https://checkout.stripe.com/c/pay/cs_1');
    expect(checkoutLocation({ url: 'javascript:alert(1)' })).toBeUndefined();
    expect(checkoutLocation({ url: '/relative' })).toBeUndefined();
    expect(checkoutLocation(null)).toBeUndefined();
    expect(checkoutLocation({ error: 'Nej' })).toBeUndefined();
  });
});
