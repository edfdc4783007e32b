import { useId, useRef, useState, type DragEvent } from 'react';
import { uploadKinds } from '@shared/domain/uploads';
import { youtubeRefOf } from '@shared/domain/youtube';
import { uploaderTexts as t } from '@shared/texts/admin-catalog';
import { fillText } from '@shared/texts/fill';
import { uploadTexts } from '@shared/texts/uploads';
import { ApiError } from '@web/lib/api';
import { parseMedia } from '@web/components/media';
import { safeUrl } from '@web/lib/safe-url';
import {
  contentProblem,
  fileProblem,
  uploadImage,
  uploadVideo,
  type CompressionUse,
  type UploadedMedia,
} from './upload-media';
import './uploader.css';

export type UploaderMode = 'image' | 'video' | 'youtube' | 'archive';

/**
 * Where an archive goes (a booking's delivery: .zip, .rar or .7z): the caller's upload, which
 * answers the stored file's ref, with the hint shown under the drop box.
 */
export interface ArchiveUpload {
  hint: string;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<UploadedMedia>;
}

type State =
  | { kind: 'idle' }
  | { kind: 'converting' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done'; ref: string; message: string }
  | { kind: 'failed'; message: string };

interface UploaderProps {
  /** The uploader's name on the page ('Billeder og videoer'). */
  label: string;
  /** The modes offered; the first is where it starts. */
  modes?: readonly UploaderMode[];
  /** The compression of product §9 for this use. */
  use?: CompressionUse;
  /** Only image/* files (product §5 'External image': 'Kun billedfiler er tilladt'). */
  imagesOnly?: boolean;
  /** For the `archive` mode: where the file goes (the uploader checks name and size first). */
  archive?: ArchiveUpload;
  /** A pending upload's path or `youtube:{id}`, once the server has accepted it. */
  onUploaded: (ref: string, media: UploadedMedia) => void;
  /** The uploaded file was reset ('Nulstil'): nothing is chosen any more. */
  onReset?: () => void;
  /**
   * The form lists each upload itself (a product's pictures): the uploader shows no preview
   * of its own and is ready for the next file after each one.
   */
  addsToList?: boolean;
  /** The form's problem with what was uploaded ('Tilføj mindst ét billede'), shown below it. */
  error?: string;
}

const failureText = (error: unknown) =>
  error instanceof ApiError && error.isClientError
    ? error.message
    : error instanceof Error && error.message.startsWith('Fail')
      ? error.message
      : uploadTexts.uploadFailed;

/**
 * The one uploader (product §2, §4 'Uploader'): image, video, YouTube or (a booking's
 * delivery) an archive; a drop box with a file button; idle, converting/uploading, then a
 * preview (an archive: its name), and resettable. Status texts are read out in a live region.
 */
export function Uploader({
  label,
  modes = ['image', 'video', 'youtube'],
  use = 'general',
  imagesOnly = false,
  archive,
  onUploaded,
  onReset,
  addsToList = false,
  error,
}: UploaderProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<UploaderMode>(modes[0] ?? 'image');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [youtubeUrl, setYoutubeUrl] = useState('');
  const [dragging, setDragging] = useState(false);
  const busy = state.kind === 'converting' || state.kind === 'uploading';

  const take = async (file: File | undefined) => {
    if (!file || busy) return;
    const kind = mode === 'video' ? 'video' : mode === 'archive' ? 'archive' : 'image';
    const problem = fileProblem(kind, file, imagesOnly) ?? (await contentProblem(kind, file));
    if (problem) {
      setState({ kind: 'failed', message: problem });
      if (input.current) input.current.value = '';
      return;
    }
    try {
      const media =
        kind === 'archive' && archive
          ? await archive.upload(file, (percent) => setState({ kind: 'uploading', percent }))
          : kind === 'image'
            ? await uploadImage(file, use, (stage, percent) =>
                setState(
                  stage === 'converting' ? { kind: 'converting' } : { kind: 'uploading', percent },
                ),
              )
            : await uploadVideo(file, (_stage, percent) =>
                setState({ kind: 'uploading', percent }),
              );
      setState({ kind: 'done', ref: media.url, message: media.message });
      onUploaded(media.url, media);
    } catch (error) {
      setState({ kind: 'failed', message: failureText(error) });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const addYoutube = () => {
    const result = youtubeRefOf(youtubeUrl);
    if ('problem' in result) {
      setState({ kind: 'failed', message: result.problem });
      return;
    }
    setYoutubeUrl('');
    setState({ kind: 'done', ref: result.ref, message: uploadTexts.youtubeAdded });
    onUploaded(result.ref, { url: result.ref, message: uploadTexts.youtubeAdded });
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  const status =
    state.kind === 'converting'
      ? t.converting
      : state.kind === 'uploading'
        ? fillText(t.uploading, { percent: state.percent })
        : state.kind === 'done' || state.kind === 'failed'
          ? state.message
          : '';
  const preview =
    state.kind === 'done' && mode !== 'archive' && !addsToList ? parseMedia(state.ref) : null;
  const errorId = error ? `${id}-error` : undefined;
  const reset = () => {
    setState({ kind: 'idle' });
    onReset?.();
  };

  return (
    <fieldset className="uploader" aria-busy={busy || undefined}>
      <legend>{label}</legend>
      {modes.length > 1 ? (
        <div className="uploader__modes" role="radiogroup" aria-label={t.modeLabel}>
          {modes.map((option) => (
            <label key={option} className="uploader__mode">
              <input
                type="radio"
                name={`${id}-mode`}
                value={option}
                checked={mode === option}
                disabled={busy}
                onChange={() => {
                  setMode(option);
                  setState({ kind: 'idle' });
                }}
              />
              {option === 'image' ? t.modeImage : option === 'video' ? t.modeVideo : t.modeYoutube}
            </label>
          ))}
        </div>
      ) : null}
      {mode === 'youtube' ? (
        <div className="uploader__youtube">
          <label htmlFor={`${id}-youtube`}>{t.youtubeUrl}</label>
          <div className="uploader__row">
            <input
              id={`${id}-youtube`}
              type="url"
              inputMode="url"
              placeholder="https://youtu.be/..."
              value={youtubeUrl}
              onChange={(event) => setYoutubeUrl(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addYoutube();
                }
              }}
            />
            <button type="button" className="btn btn--outline btn--small" onClick={addYoutube}>
              {t.addYoutube}
            </button>
          </div>
        </div>
      ) : (
        <div
          className="uploader__drop"
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <p>{t.dropHere}</p>
          <label className="btn btn--outline btn--small uploader__choose" htmlFor={`${id}-file`}>
            {t.chooseFile}
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            className="uploader__file"
            type="file"
            aria-describedby={errorId ? `${errorId} ${id}-hint` : `${id}-hint`}
            aria-invalid={error ? true : undefined}
            accept={
              mode === 'video'
                ? 'video/mp4,video/quicktime,.mp4,.mov'
                : mode === 'archive'
                  ? uploadKinds.archive.extensions.join(',')
                  : 'image/jpeg,image/png,image/webp'
            }
            disabled={busy}
            onChange={(event) => void take(event.target.files?.[0])}
          />
          <p id={`${id}-hint`} className="uploader__hint">
            {mode === 'video' ? t.videoHint : mode === 'archive' ? archive?.hint : t.imageHint}
          </p>
        </div>
      )}
      {state.kind === 'uploading' ? (
        <progress
          className="uploader__progress"
          max={100}
          value={state.percent}
          aria-label={status}
        />
      ) : null}
      <p
        role="status"
        className="uploader__status"
        data-failed={state.kind === 'failed' || undefined}
      >
        {status}
      </p>
      {error ? (
        <p id={errorId} className="uploader__error">
          {error}
        </p>
      ) : null}
      {preview && preview.kind !== 'none' ? (
        <div className="uploader__preview">
          {preview.kind === 'image' ? (
            <img src={safeUrl(preview.url)} alt={t.preview} />
          ) : preview.kind === 'youtube' ? (
            <img src={preview.thumbnailUrl} alt={t.preview} />
          ) : (
            <video src={safeUrl(preview.url)} controls aria-label={t.preview} />
          )}
          <button type="button" className="btn btn--outline btn--small" onClick={reset}>
            {t.reset}
          </button>
        </div>
      ) : null}
      {state.kind === 'done' && mode === 'archive' ? (
        <div className="uploader__preview">
          <button type="button" className="btn btn--outline btn--small" onClick={reset}>
            {t.reset}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
