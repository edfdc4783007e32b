import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/booking/3')).toBe('/booking/3');
    expect(safeRedirect('/profile?tab=settings')).toBe('/profile?tab=settings');
  });

  it('refuses other origins and odd values', () => {
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'profile',
      '',
    ]) {
      expect(safeRedirect(bad), bad).toBe('/');
    }
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('/a\nb')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('keeps slashes readable and encodes the rest', () => {
    expect(loginPathFor('/booking/1')).toBe('/login?redirect=/booking/1');
    expect(loginPathFor('/profile?tab=settings&x=1')).toBe(
      '/login?redirect=/profile%3Ftab%3Dsettings%26x%3D1',
    );
    expect(new URLSearchParams('redirect=/profile%3Ftab%3Dsettings%26x%3D1').get('redirect')).toBe(
      '/profile?tab=settings&x=1',
    );
  });

  it('needs no redirect for the front page', () => {
    expect(loginPathFor('/')).toBe('/login');
  });
});
