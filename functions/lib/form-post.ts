/**
 * Plain HTML form posts (issue 40): a route with `formPost` also takes its body as the form
 * fields a prerendered page's form sends before the app has started, and answers with a 303
 * to the page the form is on, what became of it in the page's query (shared/site/form-posts.ts),
 * instead of JSON; the locked gallery's 'Betal nu' to the checkout it made
 * (shared/site/gallery-payment-post.ts). The app's own JSON calls are answered as before.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteDef } from '@shared/api/route-def';
import {
  formOutcomeCode,
  formPageField,
  formPostLocation,
  type FormPostName,
} from '@shared/site/form-posts';
import {
  checkoutLocation,
  galleryPaymentCode,
  galleryPaymentLocation,
} from '@shared/site/gallery-payment-post';

/** The form of a request that is a plain HTML form post to a route that takes one. */
export function formPostOf(
  route: RouteDef,
  headers: Record<string, string | undefined>,
): FormPostName | undefined {
  const type = headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' ? route.formPost : undefined;
}

/** The fields of a form post (the last of a repeated name), as the body schema reads them. */
export const formFields = (rawBody: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(rawBody));

/** The JSON answer's body, or undefined when it has none that parses. */
function answerBody(answer: APIGatewayProxyStructuredResultV2): unknown {
  try {
    return JSON.parse(answer.body ?? '');
  } catch {
    return undefined;
  }
}

/**
 * The 303 for the JSON answer the route gave: its answer's `message` (or its refusal's
 * `error`) as the outcome's code; a server failure is `failed`. The gallery's 'Betal nu' goes
 * on to the checkout its answer made, or back to the gallery with why not.
 */
export function formPostAnswer(
  form: FormPostName,
  rawBody: string,
  answer: APIGatewayProxyStructuredResultV2,
): APIGatewayProxyStructuredResultV2 {
  const status = answer.statusCode ?? 200;
  const body = status < 500 ? answerBody(answer) : undefined;
  const fields = body as { message?: unknown; error?: unknown } | undefined;
  const text = fields?.message ?? fields?.error;
  const message = typeof text === 'string' ? text : undefined;
  const page = formFields(rawBody)[formPageField];
  let location: string;
  if (form === 'gallery_payment') {
    const checkout = status < 300 ? checkoutLocation(body) : undefined;
    location = checkout ?? galleryPaymentLocation(page, galleryPaymentCode(message));
  } else {
    location = formPostLocation(form, page, formOutcomeCode(form, message));
  }
  return {
    statusCode: 303,
    headers: { location, 'cache-control': 'no-store' },
    body: '',
  };
}
