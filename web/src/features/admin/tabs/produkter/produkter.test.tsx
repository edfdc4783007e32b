/** Produkter's markup: the shoot's length in the form (a labelled select) and on each card. */
import { describe, expect, it } from 'vitest';
import type { Product } from '@shared/api/entities';
import { adminKeys } from '@web/lib/query-keys';
import {
  attributeOf,
  controlOf,
  renderAdmin,
  selectOf,
} from '@web/features/admin/test-support/render-admin';
import { Panel } from './panel';
import { ProductForm } from './product-form';

const product: Product = {
  id: 7,
  name: 'Dronefoto – Gård',
  description: 'Luftfotos af gården.',
  price: 1299,
  category: 'photo',
  images: ['youtube:aqz-KE-bpKQ'],
  links: [],
  is_editing_included: false,
  editing_price: 100,
  duration_minutes: 90,
};

describe('the product form', () => {
  it("offers 'Optagelsens længde' from 30 minutes to 8 hours, with its help text", () => {
    const html = renderAdmin(<ProductForm product={product} onDone={() => {}} />);
    const select = selectOf(html, 'Optagelsens længde');
    expect(select).toBeDefined();
    const options = [...select!.matchAll(/<option value="(\d+)"[^>]*>([^<]*)<\/option>/g)];
    expect(options.map((match) => Number(match[1]))).toEqual(
      Array.from({ length: 16 }, (_, i) => (i + 1) * 30),
    );
    expect(options.slice(0, 4).map((match) => match[2])).toEqual([
      '30 min',
      '1 time',
      '1 t 30 min',
      '2 timer',
    ]);
    expect(select).toContain('<option value="90" selected="">1 t 30 min</option>');
    const hintId = attributeOf(controlOf(html, 'Optagelsens længde'), 'aria-describedby');
    expect(html).toContain(
      `<p id="${hintId}" class="admin-field__hint">Så lang tid optagelsen varer på adressen.`,
    );
  });

  it('takes the price and the editing price as typed text, with the phone keyboard for amounts', () => {
    const html = renderAdmin(
      <ProductForm product={{ ...product, editing_price: 1200 }} onDone={() => {}} />,
    );
    const price = controlOf(html, 'Pris (kr)');
    expect(attributeOf(price, 'type')).toBe('text');
    expect(attributeOf(price, 'inputMode')).toBe('decimal');
    expect(attributeOf(price, 'value')).toBe('1.299');
    const editing = controlOf(html, 'Pris for redigering (kr)');
    expect(attributeOf(editing, 'value')).toBe('1.200');
    expect(html).toContain('Tom: redigering tilbydes ikke.');
    // No problems shown before the owner tries to save.
    expect(html).not.toContain('aria-invalid');
  });

  it('asks no editing price when editing is included in the product', () => {
    const html = renderAdmin(
      <ProductForm product={{ ...product, is_editing_included: true }} onDone={() => {}} />,
    );
    expect(controlOf(html, 'Pris for redigering (kr)')).toBeUndefined();
  });

  it('starts a new product at 30 minutes', () => {
    const html = renderAdmin(<ProductForm onDone={() => {}} />);
    expect(selectOf(html, 'Optagelsens længde')).toContain(
      '<option value="30" selected="">30 min</option>',
    );
  });
});

describe('the product cards', () => {
  it('show the length beside the price and the category', () => {
    const html = renderAdmin(<Panel />, [[adminKeys.list('products'), [product]]]);
    expect(html).toContain('<span class="admin-badge admin-badge--muted">1 t 30 min</span>');
  });

  it('say how each product sells editing: at its price, included, or not at all', () => {
    const html = renderAdmin(<Panel />, [
      [
        adminKeys.list('products'),
        [
          product,
          { ...product, id: 8, is_editing_included: true, editing_price: null },
          { ...product, id: 9, editing_price: null },
        ],
      ],
    ]);
    expect(html).toContain('>Redigering +100 kr</span>');
    expect(html).toContain('>Redigering inkluderet</span>');
    expect(html).toContain('>Uden redigering</span>');
  });
});
