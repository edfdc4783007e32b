import { describe, expect, it } from 'vitest';
import { parseMedia } from './media';

describe('parseMedia', () => {
  it('recognises YouTube references and points at their thumbnail', () => {
    expect(parseMedia('youtube:aqz-KE-bpKQ')).toEqual({
      kind: 'youtube',
      id: 'aqz-KE-bpKQ',
      thumbnailUrl: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    });
  });

  it('treats a malformed YouTube reference as an image URL, not a video', () => {
    expect(parseMedia('youtube:short').kind).toBe('image');
  });

  it('recognises uploaded video files', () => {
    expect(parseMedia('/media/home-sections/a.mp4')).toEqual({
      kind: 'video',
      url: '/media/home-sections/a.mp4',
    });
  });

  it('offers responsive widths for the demo images only', () => {
    expect(parseMedia('/media/demo/coastline.webp')).toEqual({
      kind: 'image',
      url: '/media/demo/coastline.webp',
      srcSet:
        '/media/demo/coastline-400.webp 400w, /media/demo/coastline-800.webp 800w, /media/demo/coastline.webp 1600w',
    });
    expect(parseMedia('/media/demo/coastline-800.webp')).toEqual({
      kind: 'image',
      url: '/media/demo/coastline-800.webp',
    });
    expect(parseMedia('/media/product-images/x.webp')).toEqual({
      kind: 'image',
      url: '/media/product-images/x.webp',
    });
  });

  it('answers none for empty references', () => {
    expect(parseMedia('')).toEqual({ kind: 'none' });
    expect(parseMedia('  ')).toEqual({ kind: 'none' });
    expect(parseMedia(undefined)).toEqual({ kind: 'none' });
  });
});
