import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from './cpu-calibration';

describe('calibratedCpuSlowdown', () => {
  it('follows the Lighthouse throttling docs table for a mid-tier mobile target', () => {
    expect(calibratedCpuSlowdown(1800).multiplier).toBe(4);
    expect(calibratedCpuSlowdown(1500).multiplier).toBe(4);
    expect(calibratedCpuSlowdown(1499).multiplier).toBe(2);
    expect(calibratedCpuSlowdown(950).multiplier).toBe(2);
    expect(calibratedCpuSlowdown(800).multiplier).toBe(2);
    expect(calibratedCpuSlowdown(640).multiplier).toBe(1);
  });

  it("keeps Lighthouse's default when the host could not be measured", () => {
    expect(calibratedCpuSlowdown(Number.NaN).multiplier).toBe(4);
  });
});
