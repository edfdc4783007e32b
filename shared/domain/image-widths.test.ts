import { describe, expect, it } from 'vitest';
import {
  parseResponsiveKey,
  responsiveKey,
  variantKey,
  variantKeys,
  variantWidths,
} from './image-widths';

describe('the width plan of an uploaded image', () => {
  it('makes every responsive width the image is clearly wider than', () => {
    expect(variantWidths(2560)).toEqual([400, 800, 1600]);
    expect(variantWidths(1778)).toEqual([400, 800, 1600]);
    expect(variantWidths(1700)).toEqual([400, 800]);
    expect(variantWidths(1200)).toEqual([400, 800]);
    expect(variantWidths(889)).toEqual([400, 800]);
    expect(variantWidths(800)).toEqual([400]);
    expect(variantWidths(445)).toEqual([400]);
  });

  it('never enlarges: a small image gets no copies', () => {
    expect(variantWidths(440)).toEqual([]);
    expect(variantWidths(400)).toEqual([]);
    expect(variantWidths(120)).toEqual([]);
    expect(variantWidths(0)).toEqual([]);
    expect(variantWidths(Number.NaN)).toEqual([]);
    expect(variantWidths(1200.5)).toEqual([]);
  });
});

describe('responsive keys', () => {
  it('names the copies and the own width in the key', () => {
    const key = responsiveKey('uploads/abc-1', 2560, '.webp');
    expect(key).toBe('uploads/abc-1.w400-800-1600-2560.webp');
    expect(parseResponsiveKey(key)).toEqual({
      stem: 'uploads/abc-1',
      variants: [400, 800, 1600],
      width: 2560,
      extension: '.webp',
    });
    expect(variantKeys(key)).toEqual([
      'uploads/abc-1.w400-800-1600-2560-400w.webp',
      'uploads/abc-1.w400-800-1600-2560-800w.webp',
      'uploads/abc-1.w400-800-1600-2560-1600w.webp',
    ]);
    expect(responsiveKey('products/x', 300, '.jpg')).toBe('products/x.w300.jpg');
    expect(variantKeys('products/x.w300.jpg')).toEqual([]);
  });

  it('works on /media paths too', () => {
    expect(variantKey('/media/products/x.w400-900.jpg', 400)).toBe(
      '/media/products/x.w400-900-400w.jpg',
    );
  });

  it('is not fooled by other names, copies or a list the plan would not make', () => {
    expect(parseResponsiveKey('demo/coastline.webp')).toBeNull();
    expect(parseResponsiveKey('products/abc.png')).toBeNull();
    expect(parseResponsiveKey('products/abc.w400-800-1600-2560-400w.webp')).toBeNull();
    expect(parseResponsiveKey('products/abc.w400-2560.webp')).toBeNull();
    expect(parseResponsiveKey('products/abc.w99999.webp')).toBeNull();
    expect(parseResponsiveKey('products/abc.w400-800-1600-2560.png')).toBeNull();
    expect(variantKeys('products/abc.png')).toEqual([]);
  });
});
