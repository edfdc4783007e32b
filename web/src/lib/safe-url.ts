/**
 * A link or image address from stored data, made safe to put in `href`/`src`: site paths,
 * http(s), mailto: and tel: pass; anything else (`javascript:`, `data:` …) becomes '#'.
 * Preact, unlike React 19, does not block `javascript:` URLs itself.
 */
export function safeUrl(url: string | null | undefined): string {
  const value = (url ?? '').trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  return '#';
}
