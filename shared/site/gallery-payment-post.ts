/**
 * 'Betal nu' in a locked gallery as a plain HTML form (issue 40's forms, decision 0041): tapped
 * before the app has started, the browser posts the form to
 * `POST /api/bookings/{id}/gallery/checkout?expires=&sig=`, and the API answers with a 303 to
 * the checkout it made, or back to the gallery by the same signed door with what went wrong in
 * the page's query (`?payment=nothing_to_pay#gallery-payment`), which the page says in the same
 * words as the app says the API's JSON answer. The app itself keeps sending JSON. Kept apart
 * from the prerendered pages' forms (form-posts.ts), whose module is in every page's first load.
 */
import type { FormOutcome } from './form-posts';
import { pagePath } from './pages';
import { bookingTexts } from '../texts/booking';
import { downloadPaymentTexts as t } from '../texts/download-payment';

/** The page's query parameter that carries the outcome, and the section's id. */
export const galleryPaymentParam = 'payment';
export const galleryPaymentSectionId = 'gallery-payment';

/** The outcomes by their code in the page's query; `failed` when nothing else fits. */
export const galleryPaymentOutcomes = {
  already_paid: { ok: true, text: bookingTexts.alreadyPaid },
  not_locked: { ok: true, text: t.notLocked },
  nothing_to_pay: { ok: false, text: t.nothingToPay },
  failed: { ok: false, text: t.payFailed },
} as const satisfies Record<string, FormOutcome>;

type Code = keyof typeof galleryPaymentOutcomes;

/** The outcome of a code in the page's query; undefined for none or an unknown one. */
export function galleryPaymentOutcome(code: string | null): FormOutcome | undefined {
  return code !== null && Object.hasOwn(galleryPaymentOutcomes, code)
    ? galleryPaymentOutcomes[code as Code]
    : undefined;
}

/** The code of the API's refusal (its `error`), or `failed`. */
export function galleryPaymentCode(message: string | undefined): Code {
  const codes = Object.keys(galleryPaymentOutcomes) as Code[];
  return codes.find((code) => galleryPaymentOutcomes[code].text === message) ?? 'failed';
}

/** The signed door's fields, each as the delivery link writes them (a few safe characters). */
const doorField = /^[\w-]{1,200}$/;

/**
 * Where the browser goes back to after a refused post: the gallery by the door the form named
 * (`/gallery?booking=&expires=&sig=`, nothing else: no open redirect, no other page), with the
 * outcome; the bare gallery page when the form named none.
 */
export function galleryPaymentLocation(page: unknown, code: Code): string {
  let door: Record<string, string> = {};
  if (typeof page === 'string' && page.startsWith(`${pagePath('gallery')}?`)) {
    const query = new URLSearchParams(page.slice(page.indexOf('?') + 1));
    const fields = ['booking', 'expires', 'sig'].map((name) => [name, query.get(name) ?? '']);
    if (fields.every(([, value]) => doorField.test(value!))) door = Object.fromEntries(fields);
  }
  const query = new URLSearchParams({ ...door, [galleryPaymentParam]: code });
  return `${pagePath('gallery')}?${query}#${galleryPaymentSectionId}`;
}

/**
 * Where the checkout's answer sends the browser: the checkout's own address (made by the
 * server a moment ago; only an absolute http(s) address is followed), else back to the page.
 */
export function checkoutLocation(answer: unknown): string | undefined {
  const url = (answer as { url?: unknown } | null)?.url;
  return typeof url === 'string' && /^https?:\/\/[^\s]+$/.test(url) ? url : undefined;
}
