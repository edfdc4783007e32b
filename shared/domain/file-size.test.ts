import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB and GB with 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512,00 Bytes');
    expect(formatFileSize(1536)).toBe('1,50 KB');
    expect(formatFileSize(31 * 1024 * 1024)).toBe('31,00 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3,25 GB');
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5.120,00 GB');
  });
});
