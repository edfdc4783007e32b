import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './rating-rules';

describe('rating image checks', () => {
  it('takes JPG, PNG and WebP up to 30 MB', () => {
    expect(imageFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 1000 })).toBeUndefined();
    expect(imageFileProblem({ name: 'a.webp', type: '', size: 1000 })).toBeUndefined();
  });
  it('refuses other formats and files over 30 MB with the spec’s messages', () => {
    expect(imageFileProblem({ name: 'a.gif', type: 'image/gif', size: 1000 })).toBe(
      'Nogle filer er ikke gyldige billedformater (JPG, PNG, WebP)',
    );
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 31 * 1024 * 1024 })).toBe(
      'Nogle filer er større end 30MB',
    );
  });
});
