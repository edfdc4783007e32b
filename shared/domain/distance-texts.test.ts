import { describe, expect, it } from 'vitest';
import { distanceFromBaseText, formatRadius } from './distance';

describe('coverage texts', () => {
  it('tells the distance from the base in Danish with one decimal', () => {
    expect(distanceFromBaseText(131.26)).toBe('Adressen er 131,3 km fra vores base');
    expect(distanceFromBaseText(0)).toBe('Adressen er 0,0 km fra vores base');
    expect(distanceFromBaseText(null)).toBe('Adressen er N/A fra vores base');
  });

  it('fills an edited template, or appends the distance when it has no placeholder', () => {
    expect(distanceFromBaseText(12.34, 'Afstand til basen: {distance}')).toBe(
      'Afstand til basen: 12,3 km',
    );
    expect(distanceFromBaseText(5, 'Afstand fra basen')).toBe('Afstand fra basen 5,0 km');
  });

  it('shows a zone radius in km without needless decimals', () => {
    expect(formatRadius(50)).toBe('50 km');
    expect(formatRadius(12.5)).toBe('12,5 km');
  });
});
