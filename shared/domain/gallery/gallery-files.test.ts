import { describe, expect, it } from 'vitest';
import { fittedSize, galleryKindOf, maxParts, minPartBytes, partPlan } from './gallery-files';

const MB = 1024 * 1024;

describe('gallery files', () => {
  it('tells a photo from a video by the name, and neither for anything else', () => {
    expect(galleryKindOf('Facade.JPEG')).toBe('photo');
    expect(galleryKindOf('flyover.MOV')).toBe('video');
    expect(galleryKindOf('noter.txt')).toBeUndefined();
    expect(galleryKindOf('uden-endelse')).toBeUndefined();
  });

  it('fits the long edge and never enlarges', () => {
    expect(fittedSize(6000, 4000, 'web')).toEqual({ width: 2048, height: 1365 });
    expect(fittedSize(4000, 6000, 'social')).toEqual({ width: 720, height: 1080 });
    expect(fittedSize(800, 600, 'web')).toEqual({ width: 800, height: 600 });
  });

  it('cuts a video into 16 MB parts, larger only past 10,000 parts', () => {
    expect(partPlan(1)).toEqual({ partSize: minPartBytes, partCount: 1 });
    expect(partPlan(17 * MB)).toEqual({ partSize: 16 * MB, partCount: 2 });
    const huge = partPlan(10 * 1024 * 1024 * MB);
    expect(huge.partCount).toBeLessThanOrEqual(maxParts);
    expect(huge.partSize * huge.partCount).toBeGreaterThanOrEqual(10 * 1024 * 1024 * MB);
  });
});
