import { describe, expect, it } from 'vitest';
import { archiveContents, archiveEntries, sizedFileName } from './gallery-archive';

const photo = (id: string, name: string) => ({
  id,
  kind: 'photo' as const,
  file_name: name,
  key: `deliveries/b/gallery/${id}.jpg`,
  web_key: `deliveries/b/gallery/${id}-web.jpg`,
  social_key: `deliveries/b/gallery/${id}-social.jpg`,
});
const video = {
  id: 'v',
  kind: 'video' as const,
  file_name: 'Flyover.mp4',
  key: 'deliveries/b/gallery/v.mp4',
};

describe('a gallery archive', () => {
  it('names each size after the file', () => {
    expect(sizedFileName('Facade.JPG', 'web')).toBe('Facade-web.jpg');
    expect(sizedFileName('Facade.png', 'social')).toBe('Facade-social.jpg');
    expect(sizedFileName('Facade.png', 'print')).toBe('Facade.png');
  });

  it('holds the made sizes of the photos, or the originals and the videos, in order', () => {
    const files = [photo('a', 'Facade.jpg'), video, photo('b', 'Facade.jpg')];
    expect(archiveEntries(files, 'web')).toEqual([
      { name: '01-Facade-web.jpg', key: 'deliveries/b/gallery/a-web.jpg' },
      { name: '03-Facade-web.jpg', key: 'deliveries/b/gallery/b-web.jpg' },
    ]);
    expect(archiveEntries(files, 'print').map((entry) => entry.name)).toEqual([
      '01-Facade.jpg',
      '02-Flyover.mp4',
      '03-Facade.jpg',
    ]);
  });

  it('changes its contents when the order changes', () => {
    const files = [photo('a', 'A.jpg'), photo('b', 'B.jpg')];
    expect(archiveContents(archiveEntries(files, 'social'))).not.toBe(
      archiveContents(archiveEntries([...files].reverse(), 'social')),
    );
  });
});
