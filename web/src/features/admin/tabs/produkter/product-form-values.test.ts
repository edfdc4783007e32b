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

const product: Product = {
  id: 3,
  name: 'Dronevideo – Event',
  description: 'Video',
  price: 2999,
  category: 'video',
  images: ['youtube:aqz-KE-bpKQ'],
  links: [],
  is_editing_included: true,
  editing_price: null,
  duration_minutes: 120,
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
        editing_price: null,
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
    expect(productValues(product).durationMinutes).toBe(120);
    expect(productBody(productValues(product))).toMatchObject({ body: { duration_minutes: 120 } });
  });

  it('reads the price and the editing price as a Danish owner types them', () => {
    expect(productBody({ ...values, price: '1.499', editingPrice: '249' })).toMatchObject({
      body: { price: 1499, editing_price: 249 },
    });
    expect(productBody({ ...values, price: '1.499,00', editingPrice: ' ' })).toMatchObject({
      body: { price: 1499, editing_price: null },
    });
    // Editing included: no add-on price, whatever was typed.
    expect(productBody({ ...values, isEditingIncluded: true, editingPrice: 'abc' })).toMatchObject({
      body: { is_editing_included: true, editing_price: null },
    });
    expect(productValues({ ...product, price: 12_500, editing_price: 1200 })).toMatchObject({
      price: '12.500',
      editingPrice: '1.200',
    });
  });

  it("says each field's problem next to it, not 'Udfyld alle påkrævede felter'", () => {
    expect(productBody({ ...values, price: '0' })).toEqual({
      errors: { price: 'Beløbet skal være mindst 1 kr' },
      problem: null,
    });
    expect(productBody({ ...values, price: '-5', editingPrice: '1.499,50' })).toEqual({
      errors: {
        price: 'Beløbet kan ikke være negativt',
        editingPrice: 'Skriv beløbet i hele kroner uden øre, fx 1.499',
      },
      problem: null,
    });
    expect(productBody({ ...values, price: 'abc' })).toMatchObject({
      errors: { price: 'Skriv beløbet med tal, fx 1.499 eller 1499' },
    });
    expect(productBody({ ...values, name: ' ', description: '', images: [] })).toEqual({
      errors: {
        name: 'Skriv produktets navn',
        description: 'Skriv en beskrivelse af produktet',
        images: 'Tilføj mindst ét billede',
      },
      problem: null,
    });
  });

  it('refuses the form as a whole with the messages of product §5', () => {
    expect(productBody({ ...values, durationMinutes: 45 })).toMatchObject({
      problem: 'Længden skal være mellem en halv time og otte timer, i hele halve timer',
    });
    const link = { title: 'L', url: 'https://example.dk' };
    expect(productBody({ ...values, links: [link, link, link, link, link] })).toEqual({
      errors: {},
      problem: 'Maksimalt 4 links per produkt',
    });
    expect(productBody({ ...values, links: [{ title: 'L', url: 'http://example.dk' }] })).toEqual({
      errors: {},
      problem: 'Et link skal have en tekst og starte med https://',
    });
  });
});
