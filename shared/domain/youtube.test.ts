import { describe, expect, it } from 'vitest';
import { youtubeIdOf, youtubeRefOf } from './youtube';

describe('youtubeIdOf (product §5 URL forms)', () => {
  it.each([
    'https://youtu.be/aqz-KE-bpKQ',
    'youtu.be/aqz-KE-bpKQ?t=10',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://www.youtube.com/v/aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://m.youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=3',
  ])('finds the id in %s', (url) => {
    expect(youtubeIdOf(url)).toBe('aqz-KE-bpKQ');
  });

  it.each([
    'https://vimeo.com/123',
    'https://youtu.be/short',
    'javascript:alert(1)',
    'aqz-KE-bpKQ',
  ])('finds none in %s', (url) => {
    expect(youtubeIdOf(url)).toBeNull();
  });
});

describe('youtubeRefOf', () => {
  it("stores 'youtube:{id}' and answers product §5's messages", () => {
    expect(youtubeRefOf(' https://youtu.be/aqz-KE-bpKQ ')).toEqual({ ref: 'youtube:aqz-KE-bpKQ' });
    expect(youtubeRefOf('  ')).toEqual({ problem: 'Indsæt et link til en YouTube-video' });
    expect(youtubeRefOf('https://example.com')).toEqual({
      problem: 'Linket er ikke en gyldig YouTube-video',
    });
  });
});
