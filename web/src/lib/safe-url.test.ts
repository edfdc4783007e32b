import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it('passes site paths, http(s), mailto and tel', () => {
    expect(safeUrl('/media/a.webp')).toBe('/media/a.webp');
    expect(safeUrl('https://www.facebook.com/')).toBe('https://www.facebook.com/');
    expect(safeUrl('mailto:info@dronefoto.dk')).toBe('mailto:info@dronefoto.dk');
    expect(safeUrl('tel:+4512345678')).toBe('tel:+4512345678');
  });
  it('turns script, data and protocol-relative URLs into #', () => {
    expect(safeUrl('javascript:alert(1)')).toBe('#');
    expect(safeUrl(' JavaScript:alert(1)')).toBe('#');
    expect(safeUrl('data:text/html,<script>')).toBe('#');
    expect(safeUrl('//evil.example/x')).toBe('#');
    expect(safeUrl(null)).toBe('#');
  });
});
