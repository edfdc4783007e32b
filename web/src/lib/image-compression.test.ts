import { describe, expect, it } from 'vitest';
import { encodeUnder, fitWithin, qualitySteps, reductionPercent } from './image-compression';

describe('image compression rules (product §9)', () => {
  it('fits an image within the maximum, keeping proportions, never enlarging', () => {
    expect(fitWithin(4000, 3000, 1920, 1080)).toEqual({ width: 1440, height: 1080 });
    expect(fitWithin(3000, 4000, 2400, 2400)).toEqual({ width: 1800, height: 2400 });
    expect(fitWithin(800, 600, 1920, 1080)).toEqual({ width: 800, height: 600 });
  });

  it('lowers the quality by 0.1 at most 10 times, never below 0.1', () => {
    expect(qualitySteps(0.8)).toEqual([0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
    expect(qualitySteps(1)).toHaveLength(10);
    expect(qualitySteps(0.85)[1]).toBe(0.75);
  });

  it('stops at the first quality under the target, else keeps the smallest', async () => {
    const tried: number[] = [];
    const encode = async (quality: number) => {
      tried.push(quality);
      return new Blob([new Uint8Array(Math.round(quality * 1000))]);
    };
    expect((await encodeUnder(encode, { maxBytes: 650, quality: 0.8 })).size).toBe(600);
    expect(tried).toEqual([0.8, 0.7, 0.6]);
    tried.length = 0;
    expect((await encodeUnder(encode, { maxBytes: 10, quality: 0.8 })).size).toBe(100);
    expect(tried).toHaveLength(8);
  });

  it('reports the reduction in whole percent', () => {
    expect(reductionPercent(1000, 250)).toBe(75);
    expect(reductionPercent(1000, 1200)).toBe(0);
  });
});
