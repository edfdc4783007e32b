import { describe, expect, it } from 'vitest';
import { newsletterRoutes } from '@shared/api/routes/newsletter';
import { downloadPaymentTexts } from '@shared/texts/download-payment';
import { newsletterConfirmTexts, newsletterTexts } from '@shared/texts/newsletter';
import { formFields, formPostAnswer, formPostOf } from './form-post';

const [subscribe, unsubscribe] = newsletterRoutes;
const form = 'application/x-www-form-urlencoded; charset=UTF-8';
const json = (statusCode: number, body: unknown) => ({ statusCode, body: JSON.stringify(body) });

describe('plain HTML form posts', () => {
  it('are taken only by a route marked formPost, and only as a form', () => {
    expect(formPostOf(subscribe, { 'content-type': form })).toBe('newsletter');
    expect(formPostOf(subscribe, { 'content-type': 'application/json' })).toBeUndefined();
    expect(formPostOf(subscribe, {})).toBeUndefined();
    expect(formPostOf(unsubscribe, { 'content-type': form })).toBeUndefined();
  });

  it('read the fields as the body', () => {
    expect(formFields('page=%2Fcontact&email=a%40b.dk')).toEqual({
      page: '/contact',
      email: 'a@b.dk',
    });
  });

  it("answer 303 to the form's page with the outcome of the route's JSON answer", () => {
    const body = 'page=%2Fcontact&email=a%40b.dk';
    const location = (answer: { statusCode: number; body: string }) =>
      formPostAnswer('newsletter', body, answer).headers?.location;
    expect(formPostAnswer('newsletter', body, json(200, {})).statusCode).toBe(303);
    expect(location(json(200, { message: newsletterConfirmTexts.checkYourMail }))).toBe(
      '/contact?newsletter=sent#newsletter',
    );
    expect(location(json(200, { message: newsletterTexts.alreadySubscribed }))).toBe(
      '/contact?newsletter=already#newsletter',
    );
    expect(location(json(400, { error: newsletterTexts.invalidEmail }))).toBe(
      '/contact?newsletter=invalid#newsletter',
    );
    // A server failure whatever its text; an answer that is not JSON.
    expect(location(json(500, { error: newsletterTexts.invalidEmail }))).toBe(
      '/contact?newsletter=failed#newsletter',
    );
    expect(location({ statusCode: 502, body: 'Bad gateway' })).toBe(
      '/contact?newsletter=failed#newsletter',
    );
  });

  it("send the gallery's 'Betal nu' on to its checkout, or back to the gallery with why not", () => {
    const door = '/gallery?booking=b-1&expires=1798417618&sig=s_1';
    const body = new URLSearchParams({ page: door }).toString();
    const location = (answer: { statusCode: number; body: string }) =>
      formPostAnswer('gallery_payment', body, answer).headers?.location;
    const checkout = 'https://checkout.stripe.com/c/pay/cs_test_1';
    expect(location(json(200, { url: checkout, session_id: 'cs_test_1' }))).toBe(checkout);
    expect(location(json(409, { error: downloadPaymentTexts.nothingToPay }))).toBe(
      `${door}&payment=nothing_to_pay#gallery-payment`,
    );
    // Only a 2xx answer's address is followed; a server failure goes back saying it failed.
    expect(location(json(409, { url: checkout }))).toBe(`${door}&payment=failed#gallery-payment`);
    expect(location({ statusCode: 502, body: 'Bad gateway' })).toBe(
      `${door}&payment=failed#gallery-payment`,
    );
  });
});
