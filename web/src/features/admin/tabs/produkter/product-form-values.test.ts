import { describe, expect, it } from 'vitest';
import { newProductValues, productBody } from './product-form-values';

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
      },
    });
  });

  it('refuses with the messages of product §5', () => {
    expect(productBody({ ...values, price: '0' })).toEqual({
      problem: 'Udfyld alle påkrævede felter',
    });
    expect(productBody({ ...values, price: '12,5' })).toEqual({
      problem: 'Udfyld alle påkrævede felter',
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
