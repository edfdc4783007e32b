/**
 * The forms of the prerendered pages that post to the API (issue 40): sent before the app has
 * started, the browser posts them as a plain HTML form (`application/x-www-form-urlencoded`),
 * and the API answers with a 303 to the page the form is on, what became of it in the page's
 * query (`/contact?newsletter=sent#newsletter`); the page says it in the same words as the app
 * says the API's JSON answer. The app itself keeps sending JSON.
 */
import { newsletterConfirmTexts, newsletterTexts } from '../texts/newsletter';
import { pagePath, pages, pathPattern, type PageDef } from './pages';

export interface FormOutcome {
  /** Success (shown as a status) or refusal (an alert). */
  ok: boolean;
  text: string;
}

/** Each form's outcomes by the code in the page's query; `failed` when nothing else fits. */
export const formPostOutcomes = {
  newsletter: {
    sent: { ok: true, text: newsletterConfirmTexts.checkYourMail },
    already: { ok: true, text: newsletterTexts.alreadySubscribed },
    invalid: { ok: false, text: newsletterTexts.invalidEmail },
    failed: { ok: false, text: newsletterTexts.subscribeFailed },
  },
} as const satisfies Record<string, Record<string, FormOutcome> & { failed: FormOutcome }>;

/** A prerendered page's form; also its query parameter and its element's id. */
export type PageFormName = keyof typeof formPostOutcomes;

/**
 * A form that may be posted as plain HTML: a prerendered page's, or the locked gallery's
 * 'Betal nu' (gallery-payment-post.ts), which goes on to the checkout.
 */
export type FormPostName = PageFormName | 'gallery_payment';

/** The hidden field that names the page the form is on (where the answer goes). */
export const formPageField = 'page';

/** The outcome of a form's code in the page's query; undefined for none or an unknown one. */
export function formOutcome(form: PageFormName, code: string | null): FormOutcome | undefined {
  const outcomes: Record<string, FormOutcome> = formPostOutcomes[form];
  return code !== null && Object.hasOwn(outcomes, code) ? outcomes[code] : undefined;
}

/** The code of the API's message (its answer's `message` or its refusal's `error`). */
export function formOutcomeCode(form: PageFormName, message: string | undefined): string {
  const outcomes: Record<string, FormOutcome> = formPostOutcomes[form];
  return Object.keys(outcomes).find((code) => outcomes[code]!.text === message) ?? 'failed';
}

/**
 * Where the API sends the browser after a plain form post: the prerendered page the form
 * named (nothing else: no open redirect), else the contact page, with the outcome's code.
 */
export function formPostLocation(form: PageFormName, page: unknown, code: string): string {
  const known =
    typeof page === 'string' &&
    /^\/[\w\-./~%]*$/.test(page) &&
    Object.values<PageDef>(pages).some(
      (def) => def.prerendered === true && new RegExp(pathPattern(def.path)).test(page),
    );
  const path = known ? page : pagePath('contact');
  return `${path}?${new URLSearchParams({ [form]: code })}#${form}`;
}
