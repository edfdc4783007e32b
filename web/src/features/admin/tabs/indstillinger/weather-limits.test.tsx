/** Indstillinger's weather limits (issue 32): their section, defaults and DMI as the source. */
import { describe, expect, it } from 'vitest';
import type { BusinessSettingsView } from '@shared/api/business-settings';
import { adminKeys } from '@web/lib/query-keys';
import { attributeOf, controlOf, renderAdmin } from '@web/features/admin/test-support/render-admin';
import { savedSettings } from '@web/features/admin/test-support/saved-settings';
import { Panel } from './panel';

/** Without a base and without shoots after sunset. */
const saved: BusinessSettingsView = {
  ...savedSettings,
  allow_after_sunset: false,
  base_address: '',
  base_position: null,
};

describe("Indstillinger's weather limits", () => {
  it("has the section 'Vejrtjek før optagelser' in the one form, naming DMI", () => {
    const html = renderAdmin(<Panel />, [[adminKeys.settings, saved]]);
    const headingId = /<h3 id="([^"]+)">Vejrtjek før optagelser<\/h3>/.exec(html)?.[1];
    expect(headingId).toBeDefined();
    expect(html).toContain(`aria-labelledby="${headingId}"`);
    expect(html).toContain('Vejrdata: DMI (CC BY 4.0)');
    expect(html.match(/<form\b/g)).toHaveLength(1);
  });

  it('shows the limits, the rain with a decimal comma', () => {
    const html = renderAdmin(<Panel />, [[adminKeys.settings, saved]]);
    const wind = controlOf(html, 'Højeste middelvind (m/s)');
    expect(attributeOf(wind, 'type')).toBe('number');
    expect(attributeOf(wind, 'value')).toBe('10');
    expect(attributeOf(controlOf(html, 'Højeste vindstød (m/s)'), 'value')).toBe('14');
    expect(attributeOf(controlOf(html, 'Højeste nedbør (mm i timen)'), 'value')).toBe('0,5');
  });
});
