import { useId, useState, type ChangeEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerGallery } from '@shared/api/gallery';
import { fillText } from '@shared/texts/fill';
import { galleryTexts as t } from '@shared/texts/gallery';
import { useToast } from '@web/components/toast/use-toast';
import { apiGet, apiRequest, ApiError } from '@web/lib/api';
import { GalleryFiles } from './gallery-files';
import { GalleryQueue, type QueuedFile } from './gallery-queue';
import { forgetInterrupted, interruptedUploads } from './gallery-resume';
import { discardUpload, uploadGalleryFile } from './gallery-upload';

const galleryKey = (bookingId: string) => ['admin', 'gallery', bookingId] as const;
const accepted =
  '.jpg,.jpeg,.png,.webp,.mp4,.mov,image/jpeg,image/png,image/webp,video/mp4,video/quicktime';
/**
 * Files sent at the same time: one, so they join the gallery in the order the owner chose them
 * (the first is the cover); a large video is sent in parts of its own meanwhile (multipart).
 */
const parallel = 1;

/**
 * A booking's gallery in the owner's panel (product §4 'Galleri', decision 0034): many photos
 * and videos chosen at once go straight to storage with a bar per file and one for them all;
 * a video stopped halfway goes on when it is chosen again, or is discarded. Then the order,
 * the cover and removing a file.
 */
export function GalleryPanel({ bookingId }: { bookingId: string }) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [interrupted, setInterrupted] = useState(() => interruptedUploads(bookingId));
  const gallery = useQuery({
    queryKey: galleryKey(bookingId),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/bookings/{id}/gallery', { params: { id: bookingId }, signal }),
  });
  const show = (answer: OwnerGallery) => queryClient.setQueryData(galleryKey(bookingId), answer);
  const failed = (error: unknown) =>
    toast.error(error instanceof ApiError ? error.message : t.saveFailed);
  const arrange = useMutation({
    mutationFn: ({ order, cover }: { order: string[]; cover: string | null }) =>
      apiRequest('PUT', '/api/admin/bookings/{id}/gallery', {
        params: { id: bookingId },
        body: { order, cover_id: cover },
      }),
    onSuccess: show,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (fileId: string) =>
      apiRequest('DELETE', '/api/admin/bookings/{id}/gallery/files/{fileId}', {
        params: { id: bookingId, fileId },
      }),
    onSuccess: show,
    onError: failed,
  });

  const update = (fileId: string, change: Partial<QueuedFile>) =>
    setQueue((files) => files.map((file) => (file.id === fileId ? { ...file, ...change } : file)));

  async function send(file: File, fileId: string) {
    update(fileId, { state: 'uploading' });
    try {
      const answer = await uploadGalleryFile(bookingId, file, (sent) =>
        update(fileId, { sent, state: sent >= file.size ? 'checking' : 'uploading' }),
      );
      show(answer);
      update(fileId, { sent: file.size, state: 'done' });
    } catch (error) {
      update(fileId, {
        state: 'failed',
        error: error instanceof ApiError ? error.message : t.saveFailed,
      });
    } finally {
      setInterrupted(interruptedUploads(bookingId));
    }
  }

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const queued = files.map((file, index) => ({
      file,
      entry: {
        id: `${Date.now()}-${index}`,
        name: file.name,
        size: file.size,
        sent: 0,
        state: 'waiting' as const,
      },
    }));
    setQueue(queued.map((each) => each.entry));
    let next = 0;
    const worker = async () => {
      while (next < queued.length) {
        const each = queued[next++];
        if (each) await send(each.file, each.entry.id);
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
  };

  const discard = async (entry: (typeof interrupted)[number]) => {
    try {
      await discardUpload(entry.upload);
    } catch (error) {
      failed(error);
      return;
    }
    forgetInterrupted(entry.id);
    setInterrupted(interruptedUploads(bookingId));
  };

  const uploading = queue.some((file) => ['uploading', 'checking'].includes(file.state));
  return (
    <div className="admin-gallery">
      <p className="admin-field__hint">{t.intro}</p>
      <label htmlFor={`${id}-files`}>{t.chooseFiles}</label>
      <input
        id={`${id}-files`}
        type="file"
        multiple
        accept={accepted}
        disabled={uploading}
        onChange={(event) => void choose(event)}
      />
      {interrupted.length > 0 ? (
        <div className="admin-gallery__interrupted">
          <p>{t.resumable}</p>
          <ul>
            {interrupted.map((entry) => (
              <li key={entry.id}>
                {fillText(t.interrupted, {
                  name: entry.upload.fileName,
                  percent: Math.round(
                    (100 * entry.upload.parts.length) / Math.max(1, entry.upload.partCount),
                  ),
                })}{' '}
                <button
                  type="button"
                  className="btn btn--outline btn--small"
                  onClick={() => void discard(entry)}
                >
                  {t.discard}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <GalleryQueue queue={queue} />
      {gallery.data ? (
        <GalleryFiles
          gallery={gallery.data}
          busy={arrange.isPending || remove.isPending}
          onArrange={(order, cover) => arrange.mutate({ order, cover })}
          onRemove={(file) =>
            remove.mutate(file.id, {
              onSuccess: () => toast.success(fillText(t.removed, { name: file.file_name })),
            })
          }
        />
      ) : null}
      <p className="admin-field__hint">{t.lifetime}</p>
    </div>
  );
}
