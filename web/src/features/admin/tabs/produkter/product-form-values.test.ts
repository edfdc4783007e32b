import { describe, expect, it } from 'vitest';
import type { Product } from '@shared/api/entities';
import { newProductValues, productBody, productValues, shootLengths } from './product-form-values';

const values = {
  ...newProductValues,
  name: ' Dronefoto ',
  description: 'Luftfotos',
  price: '1499',
  images: ['youtube:aqz-KE-bpKQ'],
};

describe('productBody (product §5)', () => {
  it('sends a whole-number price and only filled links', () => {
    const checked = productBody({
      ...values,
      links: [
        { title: 'Regler', url: 'https://www.droneregler.dk/' },
        { title: '', url: '' },
      ],
    });
    expect(checked).toEqual({
      body: {
        name: 'Dronefoto',
        description: 'Luftfotos',
        price: 1499,
        category: 'photo',
        images: ['youtube:aqz-KE-bpKQ'],
        links: [{ title: 'Regler', url: 'https://www.droneregler.dk/' }],
        is_editing_included: false,
        duration_minutes: 30,
      },
    });
  });

  it('takes the shoot length in whole half hours up to eight hours, 30 minutes when new', () => {
    expect(newProductValues.durationMinutes).toBe(30);
    expect(shootLengths).toHaveLength(16);
    expect(shootLengths[0]).toBe(30);
    expect(shootLengths.at(-1)).toBe(480);
    expect(productBody({ ...values, durationMinutes: 90 })).toMatchObject({
      body: { duration_minutes: 90 },
    });
    const product: Product = {
      id: 3,
      name: 'Dronevideo – Event',
      description: 'Video',
      price: 2999,
      category: 'video',
      images: ['youtube:aqz-KE-bpKQ'],
      links: [],
      is_editing_included: true,
      duration_minutes: 120,
    };
    expect(productValues(product).durationMinutes).toBe(120);
    expect(productBody(productValues(product))).toMatchObject({ body: { duration_minutes: 120 } });
  });

  it('refuses with the messages of product §5', () => {
    expect(productBody({ ...values, price: '0' })).toEqual({
      problem: 'Udfyld alle påkrævede felter',
    });
    expect(productBody({ ...values, price: '12,5' })).toEqual({
      problem: 'Udfyld alle påkrævede felter',
    });
    expect(productBody({ ...values, durationMinutes: 45 })).toEqual({
      problem: 'Længden skal være mellem en halv time og otte timer, i hele halve timer',
    });
    expect(productBody({ ...values, images: [] })).toEqual({
      problem: 'Tilføj mindst ét billede',
    });
    const link = { title: 'L', url: 'https://example.dk' };
    expect(productBody({ ...values, links: [link, link, link, link, link] })).toEqual({
      problem: 'Maksimalt 4 links per produkt',
    });
    expect(productBody({ ...values, links: [{ title: 'L', url: 'http://example.dk' }] })).toEqual({
      problem: 'Et link skal have en tekst og starte med https://',
    });
  });
});
