import { describe, expect, it } from 'vitest';
import type { Product } from '@shared/api/entities';
import { contentFallback } from '@shared/content/catalog';
import { nextRotation } from './image-rotation';
import { whatYouGet } from './product-details';
import { filterOfType, filterPath, filterProducts } from './product-filter';

const product = (id: number, category: Product['category']): Product => ({
  id,
  name: `Produkt ${id}`,
  description: '',
  price: 1000,
  category,
  images: [],
  links: [],
  is_editing_included: false,
  editing_price: 100,
  duration_minutes: 30,
});

describe('product filter', () => {
  const products = [product(3, 'video'), product(1, 'photo'), product(2, 'video')];

  it('shows all products by id, or only the chosen category', () => {
    expect(filterProducts(products, 'all').map((p) => p.id)).toEqual([1, 2, 3]);
    expect(filterProducts(products, 'video').map((p) => p.id)).toEqual([2, 3]);
    expect(filterProducts(products, 'photo').map((p) => p.id)).toEqual([1]);
    expect(filterProducts([], 'photo')).toEqual([]);
  });

  it('is the type of the address, all for any other', () => {
    const types = ['photo', 'video', 'all', 'drone', null];
    expect(types.map(filterOfType)).toEqual(['photo', 'video', 'all', 'all', 'all']);
    expect([filterPath('photo'), filterPath('all')]).toEqual(['/products?type=photo', '/products']);
  });
});

describe('image rotation', () => {
  it('counts down 3, 2, 1 and then shows the next image, wrapping around', () => {
    let state = { index: 0, remaining: 3 };
    const seen: string[] = [];
    for (let second = 0; second < 7; second++) {
      state = nextRotation(state, 2);
      seen.push(`${state.index}:${state.remaining}`);
    }
    expect(seen).toEqual(['0:2', '0:1', '1:3', '1:2', '1:1', '0:3', '0:2']);
  });

  it('never rotates a single image', () => {
    expect(nextRotation({ index: 0, remaining: 1 }, 1)).toEqual({ index: 0, remaining: 3 });
  });
});

describe('what you get', () => {
  it('depends on the category', () => {
    const texts = (keys: readonly string[]) => keys.map(contentFallback).join(' ');
    expect(texts(whatYouGet('video'))).toMatch(/video|optagelser/i);
    expect(texts(whatYouGet('photo'))).toMatch(/billeder/i);
    expect(whatYouGet('video')).not.toEqual(whatYouGet('photo'));
  });
});
