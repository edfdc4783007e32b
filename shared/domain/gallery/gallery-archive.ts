/**
 * What a gallery's 'Hent alle' archive of one size holds (decision 0034): 'Web' and 'Sociale
 * medier' the photos' made sizes, 'Print' the originals and the videos. Each entry is named
 * after its place in the gallery and its file (`03-Facade-web.jpg`), so the archive keeps the
 * owner's order and two files of the same name stay apart.
 */
import type { GallerySize } from './gallery-files';

/** The fields of a gallery file the archive needs. */
export interface ArchivableFile {
  id: string;
  kind: 'photo' | 'video';
  file_name: string;
  key: string;
  web_key?: string;
  social_key?: string;
}

export interface ArchiveEntry {
  name: string;
  key: string;
}

/** `Facade.JPG` as 'Web' → `Facade-web.jpg`; 'Print' keeps the file's own name. */
export function sizedFileName(fileName: string, size: GallerySize): string {
  if (size === 'print') return fileName;
  return `${fileName.replace(/\.[^.]+$/, '')}-${size}.jpg`;
}

/** The archive's entries for `size`, in the gallery's order. */
export function archiveEntries(
  files: readonly ArchivableFile[],
  size: GallerySize,
): ArchiveEntry[] {
  const width = String(files.length).length < 2 ? 2 : String(files.length).length;
  return files.flatMap((file, index) => {
    const key = size === 'print' ? file.key : size === 'web' ? file.web_key : file.social_key;
    if (!key) return [];
    const place = String(index + 1).padStart(width, '0');
    return [{ name: `${place}-${sizedFileName(file.file_name, size)}`, key }];
  });
}

/** What the archive holds, to tell a stored archive from the gallery as it is now. */
export const archiveContents = (entries: readonly ArchiveEntry[]): string =>
  entries.map((entry) => `${entry.name}=${entry.key}`).join('\n');

/** The archive's download name: `galleri-web.zip`. */
export const archiveFileName = (size: GallerySize): string => `galleri-${size}.zip`;
