import { describe, expect, it } from 'vitest';
import {
  photoSrc,
  photoSrcSet,
  stepIndex,
  swipeStep,
  type CustomerGalleryFile,
} from './photo-sources';

const photo = (width: number, height: number): CustomerGalleryFile => ({
  id: 'a',
  kind: 'photo',
  file_name: 'a.jpg',
  width,
  height,
  preview_url: 'https://s3/a-web.jpg',
  downloads: {
    print: 'https://s3/a.jpg',
    web: 'https://s3/a-web.jpg',
    social: 'https://s3/a-social.jpg',
  },
});

describe('gallery photo sources', () => {
  it('offers the social and web sizes by their real widths', () => {
    expect(photoSrcSet(photo(6000, 4000))).toBe(
      'https://s3/a-social.jpg 1080w, https://s3/a-web.jpg 2048w',
    );
    // Upright: the long edge is the height.
    expect(photoSrcSet(photo(3000, 4000))).toBe(
      'https://s3/a-social.jpg 810w, https://s3/a-web.jpg 1536w',
    );
  });

  it('offers one candidate when the original is smaller than both sizes', () => {
    expect(photoSrcSet(photo(800, 600))).toBe('https://s3/a-social.jpg 800w');
  });

  it('shows the social size by default, and a video has no srcset', () => {
    expect(photoSrc(photo(6000, 4000))).toBe('https://s3/a-social.jpg');
    const video: CustomerGalleryFile = {
      ...photo(0, 0),
      kind: 'video',
      downloads: { print: 'https://s3/v.mp4' },
    };
    expect(photoSrcSet(video)).toBeUndefined();
  });

  it('offers the thumbnail first where one was made, and shows it by default', () => {
    const withThumbnail = { ...photo(6000, 4000), thumbnail_url: 'https://s3/a-thumbnail.jpg' };
    expect(photoSrcSet(withThumbnail)).toBe(
      'https://s3/a-thumbnail.jpg 720w, https://s3/a-social.jpg 1080w, https://s3/a-web.jpg 2048w',
    );
    expect(photoSrc(withThumbnail)).toBe('https://s3/a-thumbnail.jpg');
    // A small original: the made sizes that came out alike are offered once.
    expect(photoSrcSet({ ...photo(700, 500), thumbnail_url: 'https://s3/a-thumbnail.jpg' })).toBe(
      'https://s3/a-thumbnail.jpg 700w',
    );
  });

  it('steps around the ends', () => {
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(2, 1, 5)).toBe(3);
  });

  it('takes a swipe leftwards to the next photo, rightwards to the previous, a tap to none', () => {
    expect(swipeStep(300, 100)).toBe(1);
    expect(swipeStep(100, 300)).toBe(-1);
    expect(swipeStep(200, 230)).toBe(0);
  });
});
