import { describe, expect, it } from 'vitest';
import { propertyBrandingSource, propertyPageBranded } from './property-branding';

describe('propertyPageBranded', () => {
  it('is branded when nobody chose', () => {
    expect(propertyPageBranded({ owner: undefined, firm: undefined })).toBe(true);
    expect(propertyBrandingSource({ owner: undefined, firm: undefined })).toBe('default');
  });

  it("follows the firm's default when neither the owner nor the firm chose for the delivery", () => {
    expect(propertyPageBranded({ owner: undefined, firm: false })).toBe(false);
    expect(propertyPageBranded({ owner: undefined, firm: true })).toBe(true);
    expect(propertyBrandingSource({ owner: undefined, firm: false })).toBe('firm_default');
  });

  it("follows the firm administrator's choice for the delivery over the firm's default", () => {
    const choices = { owner: undefined, firmDelivery: true, firm: false };
    expect(propertyPageBranded(choices)).toBe(true);
    expect(propertyPageBranded({ ...choices, firmDelivery: false, firm: true })).toBe(false);
    expect(propertyPageBranded({ ...choices, firmDelivery: false, firm: undefined })).toBe(false);
    expect(propertyBrandingSource(choices)).toBe('firm');
  });

  it("keeps the owner's own choice for the delivery over the firm's choices", () => {
    expect(propertyPageBranded({ owner: true, firm: false })).toBe(true);
    expect(propertyPageBranded({ owner: false, firm: true })).toBe(false);
    expect(propertyPageBranded({ owner: false, firm: undefined })).toBe(false);
    expect(propertyPageBranded({ owner: true, firmDelivery: false, firm: false })).toBe(true);
    expect(propertyPageBranded({ owner: false, firmDelivery: true, firm: true })).toBe(false);
    expect(propertyBrandingSource({ owner: false, firmDelivery: true, firm: true })).toBe('owner');
  });
});
