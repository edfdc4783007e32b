/** The entries of a zip archive read back (name and bytes), for the tests of 'Hent alle'. */
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

export interface ZipEntryRead {
  name: string;
  bytes: Buffer;
}

export function zipEntries(archive: Buffer): Promise<ZipEntryRead[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(archive, { lazyEntries: true }, (error, zip?: ZipFile) => {
      if (error || !zip) return reject(error ?? new Error('not a zip'));
      const entries: ZipEntryRead[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream?: Readable) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          buffer(stream)
            .then((bytes) => {
              entries.push({ name: entry.fileName, bytes });
              zip.readEntry();
            })
            .catch(reject);
        });
      });
      zip.readEntry();
    });
  });
}
