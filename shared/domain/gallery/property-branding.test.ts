import { describe, expect, it } from 'vitest';
import { propertyPageBranded } from './property-branding';

describe('propertyPageBranded', () => {
  it('is branded when nobody chose', () => {
    expect(propertyPageBranded({ owner: undefined, firm: undefined })).toBe(true);
  });

  it("follows the firm's default when the owner did not choose", () => {
    expect(propertyPageBranded({ owner: undefined, firm: false })).toBe(false);
    expect(propertyPageBranded({ owner: undefined, firm: true })).toBe(true);
  });

  it("keeps the owner's own choice for the delivery over the firm's default", () => {
    expect(propertyPageBranded({ owner: true, firm: false })).toBe(true);
    expect(propertyPageBranded({ owner: false, firm: true })).toBe(false);
    expect(propertyPageBranded({ owner: false, firm: undefined })).toBe(false);
  });
});
