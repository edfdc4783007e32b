/**
 * What may be uploaded where (product §5 'Uploads', product §9): the kinds of file, their size
 * limits and extensions. The browser checks them for a quick answer; the server checks them
 * again, and the file's first bytes too, because a browser can claim anything.
 */
const MB = 1024 * 1024;

export const uploadKinds = {
  /** Photos: JPEG, PNG, WebP up to 30 MB (usually compressed to WebP first). */
  image: { maxBytes: 30 * MB, extensions: ['.jpg', '.jpeg', '.png', '.webp'] },
  /** Videos: MP4 or MOV up to 50 MB. */
  video: { maxBytes: 50 * MB, extensions: ['.mp4', '.mov'] },
  /** A booking's delivery: ZIP, RAR or 7z up to 100 MB. */
  archive: { maxBytes: 100 * MB, extensions: ['.zip', '.rar', '.7z'] },
} as const;

export type UploadKind = keyof typeof uploadKinds;

/** The detected type of a file, from its first bytes. */
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'mp4' | 'mov' | 'zip' | 'rar' | '7z';

export const contentTypeOf: Record<SniffedType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
};

export const extensionOf: Record<SniffedType, string> = {
  jpeg: '.jpg',
  png: '.png',
  webp: '.webp',
  mp4: '.mp4',
  mov: '.mov',
  zip: '.zip',
  rar: '.rar',
  '7z': '.7z',
};

export const typesOfKind: Record<UploadKind, readonly SniffedType[]> = {
  image: ['jpeg', 'png', 'webp'],
  video: ['mp4', 'mov'],
  archive: ['zip', 'rar', '7z'],
};

/** `.JPG` of `Drone Foto.JPG`, lower-cased; '' without an extension. */
export function fileExtension(fileName: string): string {
  const match = /\.[A-Za-z0-9]{1,8}$/.exec(fileName.trim());
  return match ? match[0].toLowerCase() : '';
}

export function hasAllowedExtension(kind: UploadKind, fileName: string): boolean {
  return (uploadKinds[kind].extensions as readonly string[]).includes(fileExtension(fileName));
}

/** Whole megabytes of a kind's limit, for its messages ('Maksimal størrelse er 100MB'). */
export const maxMegabytes = (kind: UploadKind): number => uploadKinds[kind].maxBytes / MB;

/** How many first bytes `sniffFileType` reads. */
export const sniffBytes = 16;

/**
 * Whether a file's first bytes are of one of the kind's types (a text file renamed `.jpg` is
 * not an image), in the browser before it is sent and on the server after it arrived.
 */
export const contentFitsKind = (kind: UploadKind, head: Uint8Array): boolean => {
  const type = sniffFileType(head);
  return type !== null && typesOfKind[kind].includes(type);
};

/**
 * The type of a file from its first bytes (at least 16), or null when it is none of the
 * allowed types: a text file renamed `.jpg` stays a text file here.
 */
export function sniffFileType(head: Uint8Array): SniffedType | null {
  const at = (offset: number, ...bytes: number[]) =>
    bytes.every((byte, index) => head[offset + index] === byte);
  const ascii = (offset: number, text: string) =>
    at(offset, ...Array.from(text, (char) => char.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  if (ascii(4, 'ftyp')) return ascii(8, 'qt  ') ? 'mov' : 'mp4';
  if (at(0, 0x50, 0x4b, 0x03, 0x04) || at(0, 0x50, 0x4b, 0x05, 0x06)) return 'zip';
  if (ascii(0, 'Rar!') && at(4, 0x1a, 0x07)) return 'rar';
  if (at(0, 0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c)) return '7z';
  return null;
}
