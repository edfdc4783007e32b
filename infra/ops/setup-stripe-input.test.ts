import { describe, expect, it } from 'vitest';
import { readSetupInput } from './setup-stripe-input';

const test = { STRIPE_SECRET_KEY: 'sk_test_abc' };
const live = { STRIPE_SECRET_KEY: 'sk_live_abc' };

describe('the input of npm run setup:stripe', () => {
  it("takes the site's origin from the argument or SITE_URL", () => {
    expect(readSetupInput(['https://dronefoto.dk/'], live)).toEqual({
      secretKey: 'sk_live_abc',
      live: true,
      siteUrl: 'https://dronefoto.dk',
      apiUrl: undefined,
    });
    expect(readSetupInput([], { ...test, SITE_URL: 'https://x.cloudfront.net' }).siteUrl).toBe(
      'https://x.cloudfront.net',
    );
  });

  it('accepts http:// only for localhost, with a test key, and STRIPE_API_URL with a path', () => {
    const local = readSetupInput(['http://localhost:3000'], {
      ...test,
      STRIPE_API_URL: 'http://localhost:3000/_local/stripe',
    });
    expect(local).toMatchObject({
      siteUrl: 'http://localhost:3000',
      apiUrl: 'http://localhost:3000/_local/stripe',
    });
    expect(readSetupInput(['http://127.0.0.1:3100'], test).siteUrl).toBe('http://127.0.0.1:3100');
    expect(readSetupInput(['http://[::1]:3000'], test).siteUrl).toBe('http://[::1]:3000');
  });

  it.each([
    [[], {}, /STRIPE_SECRET_KEY is not set/],
    [['https://x.dk'], { STRIPE_SECRET_KEY: 'pk_test_abc' }, /not a Stripe secret key/],
    [[], test, /Give the site's URL/],
    [['https://a.dk', 'https://b.dk'], test, /one site URL/],
    [['dronefoto.dk'], test, /Not a URL/],
    [['ftp://dronefoto.dk'], test, /https:\/\//],
    [['http://dronefoto.dk'], test, /http:\/\/ only for localhost/],
    [['https://dronefoto.dk/api/payments/webhook'], test, /without a path/],
    [['http://localhost:3000'], live, /live key is never used with an http/],
    [['https://dronefoto.dk'], { ...live, STRIPE_API_URL: 'http://localhost:1' }, /STRIPE_API_URL/],
    [['https://dronefoto.dk'], { ...test, STRIPE_API_URL: 'nope' }, /STRIPE_API_URL is not/],
  ] as const)('refuses %j with %j', (args, env, message) => {
    expect(() => readSetupInput(args, env)).toThrow(message);
  });
});
