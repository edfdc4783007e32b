/**
 * YouTube videos as the uploader takes them (product §5 'Uploads'): a URL of the youtu.be,
 * embed, v/ or watch?v= form with an 11-character id, stored as `youtube:{id}`.
 */
import { uploadTexts } from '../texts/uploads';

const idPattern = '([A-Za-z0-9_-]{11})';
const forms = [
  new RegExp(`^(?:https?://)?(?:www\\.)?youtu\\.be/${idPattern}(?:[?&#].*)?$`, 'i'),
  new RegExp(
    `^(?:https?://)?(?:www\\.|m\\.)?youtube(?:-nocookie)?\\.com/(?:embed|v|shorts)/${idPattern}(?:[?&#/].*)?$`,
    'i',
  ),
  new RegExp(
    `^(?:https?://)?(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:.*&)?v=${idPattern}(?:[&#].*)?$`,
    'i',
  ),
];

/** The 11-character video id of a YouTube URL, or null. */
export function youtubeIdOf(url: string): string | null {
  const text = url.trim();
  for (const form of forms) {
    const id = form.exec(text)?.[1];
    if (id) return id;
  }
  return null;
}

/** `youtube:{id}` for a URL, or the Danish-site's (English, product §5) problem with it. */
export function youtubeRefOf(url: string): { ref: string } | { problem: string } {
  if (!url.trim()) return { problem: uploadTexts.youtubeRequired };
  const id = youtubeIdOf(url);
  return id ? { ref: `youtube:${id}` } : { problem: uploadTexts.youtubeInvalid };
}

export const isYoutubeRef = (value: string): boolean => /^youtube:[A-Za-z0-9_-]{11}$/.test(value);
