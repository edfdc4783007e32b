import { describe, expect, it } from 'vitest';
import {
  contentFitsKind,
  fileExtension,
  hasAllowedExtension,
  maxMegabytes,
  sniffFileType,
} from './uploads';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? Array.from(v, (c) => c.charCodeAt(0)) : [v])),
  );

describe('upload rules', () => {
  it('knows each type by its first bytes, never by its name', () => {
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('jpeg');
    expect(sniffFileType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe('png');
    expect(sniffFileType(bytes('RIFF', 1, 2, 3, 4, 'WEBPVP8 '))).toBe('webp');
    expect(sniffFileType(bytes(0, 0, 0, 0x20, 'ftypisom', 0, 0))).toBe('mp4');
    expect(sniffFileType(bytes(0, 0, 0, 0x14, 'ftypqt  ', 0, 0))).toBe('mov');
    expect(sniffFileType(bytes('PK', 3, 4, 20, 0))).toBe('zip');
    expect(sniffFileType(bytes('Rar!', 0x1a, 0x07, 0x01, 0))).toBe('rar');
    expect(sniffFileType(bytes('7z', 0xbc, 0xaf, 0x27, 0x1c, 0, 4))).toBe('7z');
  });

  it('refuses text, executables and empty files', () => {
    expect(sniffFileType(bytes('Hej, dette er ikke et billede'))).toBeNull();
    expect(sniffFileType(bytes('MZ', 0x90, 0, 3, 0, 0, 0))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });

  it('reads extensions case-insensitively', () => {
    expect(fileExtension('Levering.ZIP')).toBe('.zip');
    expect(fileExtension('noextension')).toBe('');
    expect(hasAllowedExtension('archive', 'filer.7z')).toBe(true);
    expect(hasAllowedExtension('archive', 'virus.exe')).toBe(false);
    expect(hasAllowedExtension('image', 'foto.JPEG')).toBe(true);
  });

  it('states the limits in whole megabytes', () => {
    expect(maxMegabytes('image')).toBe(30);
    expect(maxMegabytes('video')).toBe(50);
    expect(maxMegabytes('archive')).toBe(100);
  });
});

describe('whether a file is what its name says', () => {
  it('knows an image, a zip and a text file named like them apart', () => {
    expect(contentFitsKind('image', bytes(0xff, 0xd8, 0xff))).toBe(true);
    expect(contentFitsKind('archive', bytes(0x50, 0x4b, 0x03, 0x04))).toBe(true);
    const text = new TextEncoder().encode('Bare tekst, ikke et billede eller arkiv.');
    expect(contentFitsKind('image', text)).toBe(false);
    expect(contentFitsKind('archive', text)).toBe(false);
    expect(contentFitsKind('image', bytes(0x50, 0x4b, 0x03, 0x04))).toBe(false);
  });
});
