/**
 * The uploader's work without its looks: an image is compressed in the browser for its use
 * (product §9) and sent with its smaller copies for `srcset` (decision 0024), a video is sent
 * as it is; all go straight to storage with presigned PUTs, and the server then checks what
 * arrived (size and first bytes) before the uploader shows it.
 */
import {
  contentFitsKind,
  hasAllowedExtension,
  maxMegabytes,
  sniffBytes,
  uploadKinds,
} from '@shared/domain/uploads';
import { fillText } from '@shared/texts/fill';
import { uploadTexts } from '@shared/texts/uploads';
import { apiRequest } from '@web/lib/api';
import { variantWidths } from '@web/components/media';
import {
  compressImage,
  compressionPresets,
  type CompressionOptions,
} from '@web/lib/image-compression';
import { putFile } from '@web/lib/upload-file';

export type CompressionUse = keyof typeof compressionPresets;

export interface UploadedMedia {
  /** The pending file's site path (`/media/uploads/...`): saved with an item, it becomes lasting. */
  url: string;
  /** The status text of product §8 ('Billede uploadet og konverteret til WEBP (63% reduktion)'). */
  message: string;
  /** The name of the file sent (after conversion), for lists that show it. */
  fileName?: string;
}

const invalidTypeText = {
  image: uploadTexts.invalidImage,
  video: uploadTexts.invalidVideo,
  archive: uploadTexts.invalidArchive,
} as const;

/** The problem with a chosen file before anything is sent, or null. */
export function fileProblem(
  kind: 'image' | 'video' | 'archive',
  file: File,
  imagesOnly = false,
): string | null {
  if (kind === 'image' && imagesOnly && !file.type.startsWith('image/')) {
    return uploadTexts.onlyImages;
  }
  if (!hasAllowedExtension(kind, file.name)) return invalidTypeText[kind];
  if (file.size > uploadKinds[kind].maxBytes) {
    return fillText(uploadTexts.tooLarge, { n: maxMegabytes(kind) });
  }
  return null;
}

const notOfKindText = {
  image: uploadTexts.notAnImage,
  video: uploadTexts.notAVideo,
  archive: uploadTexts.notAnArchive,
} as const;

/**
 * The problem with a chosen file's content, read from its first bytes before anything is sent
 * (a text file named `.jpg` is no picture, whatever trying again), or null. The server checks
 * what arrived the same way.
 */
export async function contentProblem(
  kind: 'image' | 'video' | 'archive',
  file: Blob,
): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());
  return contentFitsKind(kind, head) ? null : notOfKindText[kind];
}

interface Copies {
  /** The image's own width. */
  width: number;
  /** Its smaller copies (decision 0024), each uploaded next to it. */
  variants: { width: number; blob: Blob }[];
}

async function send(
  kind: 'image' | 'video',
  body: Blob,
  fileName: string,
  contentType: string,
  onProgress: (percent: number) => void,
  copies?: Copies,
): Promise<string> {
  const started = await apiRequest('POST', '/api/admin/uploads', {
    body: {
      kind,
      file_name: fileName,
      size: body.size,
      content_type: contentType,
      ...(copies && {
        width: copies.width,
        variants: copies.variants.map((variant) => ({
          width: variant.width,
          size: variant.blob.size,
        })),
      }),
    },
  });
  // One progress over every file sent, by bytes.
  const files = [
    { upload: started, blob: body },
    ...started.variants.map((upload) => ({
      upload,
      blob: copies?.variants.find((variant) => variant.width === upload.width)?.blob,
    })),
  ];
  const total = files.reduce((sum, file) => sum + (file.blob?.size ?? 0), 0);
  const sent = files.map(() => 0);
  await Promise.all(
    files.map(({ upload, blob }, index) =>
      blob
        ? putFile(upload, blob, (percent) => {
            sent[index] = (percent / 100) * blob.size;
            onProgress(Math.round((sent.reduce((a, b) => a + b, 0) / total) * 100));
          })
        : Promise.reject(new Error(uploadTexts.uploadFailed)),
    ),
  );
  const checked = await apiRequest('POST', '/api/admin/uploads/check', {
    body: { url: started.url, kind },
  });
  return checked.url;
}

const baseName = (name: string) => name.replace(/\.[^.]*$/, '') || 'billede';

/** Compresses and uploads an image; `onStage` says when compressing ends and sending starts. */
export async function uploadImage(
  file: File,
  use: CompressionUse,
  onStage: (stage: 'converting' | 'uploading', percent: number) => void,
): Promise<UploadedMedia> {
  onStage('converting', 0);
  const options: CompressionOptions = compressionPresets[use];
  const compressed = await compressImage(file, options, variantWidths);
  const extension = compressed.format === 'webp' ? '.webp' : '.jpg';
  const fileName = `${baseName(file.name)}${extension}`;
  const url = await send(
    'image',
    compressed.blob,
    fileName,
    `image/${compressed.format}`,
    (percent) => onStage('uploading', percent),
    { width: compressed.width, variants: compressed.variants },
  );
  return {
    url,
    fileName,
    message: fillText(uploadTexts.imageUploaded, {
      format: compressed.format.toUpperCase(),
      percent: compressed.reductionPercent,
    }),
  };
}

export async function uploadVideo(
  file: File,
  onStage: (stage: 'uploading', percent: number) => void,
): Promise<UploadedMedia> {
  const contentType = file.type.startsWith('video/') ? file.type : 'video/mp4';
  const url = await send('video', file, file.name, contentType, (percent) =>
    onStage('uploading', percent),
  );
  return { url, fileName: file.name, message: uploadTexts.videoUploaded };
}
