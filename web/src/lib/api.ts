/**
 * The SPA's API client: same-origin JSON calls to the routes of `shared/api/routes.ts`,
 * typed from the route table (method + path give the body and response types). Failures
 * throw an ApiError carrying the server's Danish message. Responses are not re-validated
 * here (the server validates with the same schemas), which keeps zod out of the bundle:
 * only types are imported from `shared/api`.
 */
import type { z } from 'zod/mini';
import type { Route } from '@shared/api/routes';
import { ApiError, apiErrorFromBody, genericApiErrorMessage } from './api-error';
import { buildApiPath, type PathParams, type QueryParams } from './api-path';
import { getAccessToken, notifySessionRejected } from './auth-token';

export { ApiError } from './api-error';

type Method = Route['method'];
/** The route table's paths of a method, e.g. `ApiPath<'DELETE'>`. */
export type ApiPath<M extends Method> = Extract<Route, { method: M }>['path'];
type RouteOf<M extends Method, P extends string> = Extract<Route, { method: M; path: P }>;

export type ApiResponse<M extends Method, P extends string> =
  RouteOf<M, P> extends { response: infer S extends z.ZodMiniType } ? z.output<S> : never;
export type ApiBody<M extends Method, P extends string> =
  RouteOf<M, P> extends { body: infer S extends z.ZodMiniType } ? z.input<S> : never;

export interface ApiOptions<M extends Method, P extends string> {
  params?: PathParams<P>;
  query?: QueryParams;
  body?: ApiBody<M, P>;
  signal?: AbortSignal;
}

/**
 * Where the API is: '' (same origin) in the browser; the page renderer
 * (web/src/server/render.tsx) sets the site's or the API's own origin, as Node's fetch needs
 * an absolute address.
 */
let apiOrigin = '';
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

export async function apiRequest<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  options: ApiOptions<M, P> = {},
): Promise<ApiResponse<M, P>> {
  const url = apiOrigin + buildApiPath(path, options.params, options.query);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = await getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, genericApiErrorMessage);
  }

  const text = await response.text();
  if (!response.ok) {
    const error = apiErrorFromBody(response.status, text, { signedIn: token !== undefined });
    // API Gateway's authorizer (or the handler) refused the session's token.
    if (error.status === 401 && token !== undefined) notifySessionRejected();
    throw error;
  }
  if (text === '') return undefined as ApiResponse<M, P>;
  try {
    return JSON.parse(text) as ApiResponse<M, P>;
  } catch {
    throw new ApiError(response.status, genericApiErrorMessage);
  }
}

export const apiGet = <P extends ApiPath<'GET'>>(path: P, options?: ApiOptions<'GET', P>) =>
  apiRequest('GET', path, options);
