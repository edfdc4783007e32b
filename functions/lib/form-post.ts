/**
 * Plain HTML form posts (issue 40): a route with `formPost` also takes its body as the form
 * fields a prerendered page's form sends before the app has started, and answers with a 303
 * to the page the form is on, what became of it in the page's query (shared/site/form-posts.ts),
 * instead of JSON. The app's own JSON calls are answered as before.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteDef } from '@shared/api/route-def';
import {
  formOutcomeCode,
  formPageField,
  formPostLocation,
  type FormPostName,
} from '@shared/site/form-posts';

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

/**
 * The 303 for the JSON answer the route gave: its answer's `message` (or its refusal's
 * `error`) as the outcome's code; a server failure is `failed`.
 */
export function formPostAnswer(
  form: FormPostName,
  rawBody: string,
  answer: APIGatewayProxyStructuredResultV2,
): APIGatewayProxyStructuredResultV2 {
  let message: string | undefined;
  if ((answer.statusCode ?? 200) < 500) {
    try {
      const body = JSON.parse(answer.body ?? '') as { message?: unknown; error?: unknown };
      const text = body.message ?? body.error;
      message = typeof text === 'string' ? text : undefined;
    } catch {
      message = undefined;
    }
  }
  const page = formFields(rawBody)[formPageField];
  return {
    statusCode: 303,
    headers: {
      location: formPostLocation(form, page, formOutcomeCode(form, message)),
      'cache-control': 'no-store',
    },
    body: '',
  };
}
