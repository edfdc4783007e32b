import { fillText } from '@shared/texts/fill';
import { galleryTexts as t } from '@shared/texts/gallery';

export interface QueuedFile {
  id: string;
  name: string;
  size: number;
  sent: number;
  state: 'waiting' | 'uploading' | 'checking' | 'done' | 'failed';
  error?: string;
}

const stateText: Record<QueuedFile['state'], string> = {
  waiting: t.waiting,
  uploading: t.uploading,
  checking: t.checking,
  done: t.done,
  failed: t.failed,
};

/** The uploads under way: a bar per file and one for them all, announced as they finish. */
export function GalleryQueue({ queue }: { queue: readonly QueuedFile[] }) {
  if (queue.length === 0) return null;
  const total = queue.reduce((sum, file) => sum + file.size, 0);
  const sent = queue.reduce((sum, file) => sum + Math.min(file.sent, file.size), 0);
  const done = queue.filter((file) => file.state === 'done').length;
  return (
    <div className="admin-gallery__queue">
      <label className="admin-gallery__total">
        {t.totalProgress}
        <progress max={total} value={sent} />
      </label>
      <p role="status">{fillText(t.totalStatus, { done, count: queue.length })}</p>
      <ul aria-label={t.queueLabel}>
        {queue.map((file) => (
          <li key={file.id}>
            <progress
              aria-label={fillText(t.fileProgress, { name: file.name })}
              max={file.size}
              value={Math.min(file.sent, file.size)}
            />
            <span>
              {file.name}: {stateText[file.state]}
            </span>
            {file.error ? (
              <span role="alert" className="admin-gallery__error">
                {file.error}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
