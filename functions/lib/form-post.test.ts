import { describe, expect, it } from 'vitest';
import { newsletterRoutes } from '@shared/api/routes/newsletter';
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
});
