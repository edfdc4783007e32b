import { describe, expect, it } from 'vitest';
import { pagePath, pageUrl, pages, verbatim } from './pages';

describe('pagePath', () => {
  it('is the path of a page without parameters', () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('products')).toBe('/products');
    expect(pagePath('newsletterConfirm')).toBe('/newsletter/confirm');
  });

  it('fills in and encodes the parameters', () => {
    expect(pagePath('booking', { productId: 3 })).toBe('/booking/3');
    expect(pagePath('product', { productId: 'a b/c?d' })).toBe('/product/a%20b%2Fc%3Fd');
  });

  it('refuses a missing parameter', () => {
    // @ts-expect-error the booking page needs its productId
    expect(() => pagePath('booking')).toThrow(/productId/);
    expect(() => pagePath('booking', { productId: '' })).toThrow(/productId/);
  });

  it('adds the query in the order given, each value encoded', () => {
    expect(pagePath('profile', {}, { tab: 'past' })).toBe('/profile?tab=past');
    expect(pagePath('login', {}, { redirect: '/booking/3' })).toBe(
      '/login?redirect=%2Fbooking%2F3',
    );
    expect(pagePath('unsubscribe', {}, { email: 'a+b@example.dk', sig: 'x&y=z' })).toBe(
      '/unsubscribe?email=a%2Bb%40example.dk&sig=x%26y%3Dz',
    );
    expect(pagePath('search', {}, { q: "drone foto æøå (it's) ~*!" })).toBe(
      '/search?q=drone+foto+%C3%A6%C3%B8%C3%A5+%28it%27s%29+%7E*%21',
    );
    expect(pagePath('profile', {}, { credits_purchased: true })).toBe(
      '/profile?credits_purchased=true',
    );
  });

  it('leaves out parameters that are null or undefined, and an empty query', () => {
    expect(pagePath('profile', {}, { tab: undefined, unpaid_booking: null })).toBe('/profile');
    expect(pagePath('admin', {}, {})).toBe('/admin');
  });

  it('encodes the query as URLSearchParams does, and decodes back to the values', () => {
    const values = { email: "Æble+x @example.dk (it's)", sig: 'a/b=c&d~!*' };
    const path = pagePath('unsubscribe', {}, values);
    expect(path).toBe(`/unsubscribe?${new URLSearchParams(values).toString()}`);
    const link = new URL(path, 'https://dronefoto.dk');
    expect(Object.fromEntries(link.searchParams)).toEqual(values);
  });

  it('writes a placeholder as it is', () => {
    expect(pagePath('emailConfirmed', {}, { email: 'a@b.dk', code: verbatim('{####}') })).toBe(
      '/email-confirmed?email=a%40b.dk&code={####}',
    );
    expect(() => verbatim('{x}&evil=1')).toThrow(/placeholder/);
  });

  it('takes only the query parameters the page table names', () => {
    // @ts-expect-error the profile page has no query parameter `tabb`
    pagePath('profile', {}, { tabb: 'past' });
    // @ts-expect-error the products page takes no query
    pagePath('products', {}, { tab: 'past' });
    // @ts-expect-error the contact page has no parameters
    pagePath('contact', { productId: 1 });
  });

  it('follows the table: every link to a page changes with its one path', () => {
    expect(pagePath('manageBooking', {}, { booking: 'b1', sig: 's' })).toBe(
      `${pages.manageBooking.path}?booking=b1&sig=s`,
    );
  });
});

describe('pageUrl', () => {
  it('is the site address and the page path, with one slash between', () => {
    expect(pageUrl('https://dronefoto.dk', 'profile')).toBe('https://dronefoto.dk/profile');
    expect(pageUrl('https://dronefoto.dk/', 'rateBooking', {}, { bookingId: 'b1' })).toBe(
      'https://dronefoto.dk/rate-booking?bookingId=b1',
    );
    expect(pageUrl('http://localhost:3000//', 'home')).toBe('http://localhost:3000/');
  });
});
