import { describe, expect, it } from 'vitest';
import type { HomeSection, Product } from '@shared/api/entities';
import { productsInOrder, visibleHomeSections } from './home-content';

const section = (id: string, order_index: number, is_active = true): HomeSection => ({
  id,
  title: id,
  description: '',
  image_url: '',
  is_active,
  order_index,
});

const product = (id: number): Product => ({
  id,
  name: `Produkt ${id}`,
  description: '',
  price: 100,
  category: 'photo',
  images: [],
  links: [],
  is_editing_included: false,
  editing_price: null,
  duration_minutes: 30,
});

describe('home content', () => {
  it('shows only active sections, by order_index', () => {
    const sections = [section('c', 2), section('a', 0), section('x', 1, false), section('b', 1)];
    expect(visibleHomeSections(sections).map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });

  it('lists products by id without changing the input', () => {
    const input = [product(3), product(1), product(2)];
    expect(productsInOrder(input).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(input.map((p) => p.id)).toEqual([3, 1, 2]);
  });
});
