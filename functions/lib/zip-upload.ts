/**
 * A zip archive of objects of a bucket, written to the bucket as it is made (decision 0034):
 * yazl reads each object as a stream only when its turn comes and writes the archive as a
 * stream, which S3's managed upload (`@aws-sdk/lib-storage`) sends in 16 MB parts. A gallery
 * of gigabytes never sits in the function's memory (a part or two at a time). Photos and
 * videos are compressed already: they are stored, not deflated.
 */
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { bucketOf, objectHead, s3, s3Sdk, type BucketName } from './storage';

export interface ZipEntry {
  /** The entry's name in the archive. */
  name: string;
  /** The object whose bytes it holds. */
  key: string;
}

const partSize = 16 * 1024 * 1024;

/** Writes the archive of `entries` at `key`; answers its size in bytes. */
export async function uploadZip(
  bucket: BucketName,
  key: string,
  entries: readonly ZipEntry[],
): Promise<number> {
  const { GetObjectCommand, Upload } = await s3Sdk();
  const client = await s3();
  const zip = new ZipFile();
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { compress: false }, (callback) => {
      client
        .send(new GetObjectCommand({ Bucket: bucketOf(bucket), Key: entry.key }))
        .then((out) => callback(null, out.Body as Readable))
        .catch((error: unknown) => callback(error as Error, undefined as unknown as Readable));
    });
  }
  zip.end();
  const upload = new Upload({
    client,
    params: {
      Bucket: bucketOf(bucket),
      Key: key,
      // yazl's output is a Node stream (its types name the looser NodeJS.ReadableStream).
      Body: zip.outputStream as Readable,
      ContentType: 'application/zip',
    },
    partSize,
    queueSize: 2,
  });
  // A failing source stream fails the archive (yazl emits it on the zip file).
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  await Promise.race([upload.done(), failed]);
  const head = await objectHead(bucket, key);
  return head?.size ?? 0;
}
