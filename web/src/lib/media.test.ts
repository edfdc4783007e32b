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

  it('offers the widths an uploaded image names in its key, up to its own', () => {
    expect(parseMedia('/media/products/abc.w400-800-1600-2560.webp')).toEqual({
      kind: 'image',
      url: '/media/products/abc.w400-800-1600-2560.webp',
      srcSet:
        '/media/products/abc.w400-800-1600-2560-400w.webp 400w, ' +
        '/media/products/abc.w400-800-1600-2560-800w.webp 800w, ' +
        '/media/products/abc.w400-800-1600-2560-1600w.webp 1600w, ' +
        '/media/products/abc.w400-800-1600-2560.webp 2560w',
    });
    // A 1200 px JPEG: two copies, the image itself as the widest.
    expect(parseMedia('/media/portfolio/p.w400-800-1200.jpg')).toMatchObject({
      srcSet:
        '/media/portfolio/p.w400-800-1200-400w.jpg 400w, ' +
        '/media/portfolio/p.w400-800-1200-800w.jpg 800w, /media/portfolio/p.w400-800-1200.jpg 1200w',
    });
    // Too small for copies, a copy itself, an older upload or a foreign list: no srcset.
    for (const url of [
      '/media/products/small.w380.webp',
      '/media/products/abc.w400-800-1600-2560-400w.webp',
      '/media/products/7d1e.webp',
      '/media/products/abc.w400-2560.webp',
      'https://example.com/x.w400-800-1600-2560.webp',
    ]) {
      expect(parseMedia(url)).toEqual({ kind: 'image', url });
    }
  });

  it('answers none for empty references', () => {
    expect(parseMedia('')).toEqual({ kind: 'none' });
    expect(parseMedia('  ')).toEqual({ kind: 'none' });
    expect(parseMedia(undefined)).toEqual({ kind: 'none' });
  });
});
