/**
 * The images of a rating (product §5 and 9): at most 4 JPG/PNG/WebP files of up to 30 MB each,
 * compressed in the browser to WebP (≤ 500 KB, ≤ 1920×1080) and uploaded straight to storage
 * as they are chosen; each shows compressing, uploading, done or failed.
 */
import { useEffect, useRef, useState } from 'react';
import { maxRatingImagesCount } from './rating-rules';
import { fillText } from '@shared/texts/fill';
import { ratingTexts as t } from '@shared/texts/rating';
import { useToast } from '@web/components/toast/use-toast';
import { compressImage, compressionPresets } from '@web/lib/image-compression';
import { putFile, type PresignedUpload } from '@web/lib/upload-file';
import { imageFileProblem } from './rating-rules';

export type ImageStatus = 'compressing' | 'uploading' | 'completed' | 'error';

export interface RatingImage {
  id: string;
  name: string;
  preview: string;
  status: ImageStatus;
  key?: string;
}

export type StartImageUpload = (file: {
  file_name: string;
  size: number;
  content_type: string;
}) => Promise<PresignedUpload>;

let nextId = 0;

export function useRatingImages(startUpload: StartImageUpload) {
  const toast = useToast();
  const [images, setImages] = useState<RatingImage[]>([]);
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const setStatus = (id: string, change: Partial<RatingImage>) =>
    setImages((list) => list.map((image) => (image.id === id ? { ...image, ...change } : image)));

  async function uploadOne(image: RatingImage, file: File): Promise<boolean> {
    try {
      const compressed = await compressImage(file, compressionPresets.rating);
      setStatus(image.id, { status: 'uploading' });
      const extension = compressed.format === 'webp' ? '.webp' : '.jpg';
      const upload = await startUpload({
        file_name: `${file.name.replace(/\.[^.]+$/, '')}${extension}`,
        size: compressed.blob.size,
        content_type: `image/${compressed.format}`,
      });
      await putFile(upload, compressed.blob);
      setStatus(image.id, { status: 'completed', key: upload.key });
      return true;
    } catch {
      setStatus(image.id, { status: 'error' });
      return false;
    }
  }

  async function add(files: readonly File[]) {
    if (files.length === 0) return;
    if (images.length + files.length > maxRatingImagesCount) {
      toast.error(t.maxImages);
      return;
    }
    const problem = files.map(imageFileProblem).find(Boolean);
    if (problem) {
      toast.error(problem);
      return;
    }
    const added = files.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.push(preview);
      return {
        image: {
          id: `image-${nextId++}`,
          name: file.name,
          preview,
          status: 'compressing' as const,
        },
        file,
      };
    });
    setImages((list) => [...list, ...added.map((a) => a.image)]);
    const results = await Promise.all(added.map(({ image, file }) => uploadOne(image, file)));
    const done = results.filter(Boolean).length;
    const failed = results.length - done;
    if (done === 0) toast.error(t.uploadFailed);
    else {
      toast.success(fillText(t.uploaded, { n: done }));
      if (failed > 0) toast.error(fillText(t.someFailed, { n: failed }));
    }
  }

  const remove = (id: string) => setImages((list) => list.filter((image) => image.id !== id));
  const busy = images.some(
    (image) => image.status === 'compressing' || image.status === 'uploading',
  );
  const keys = images.flatMap((image) => (image.key ? [image.key] : []));
  return { images, add, remove, busy, keys };
}
