/** One JSON call through a test gateway, signed in as a test user or not. */
import type { TestUser } from './users';

export interface GatewayAnswer<T> {
  status: number;
  body: T & { error?: string };
  /** The answer as sent (for tests that look for what must never be in one). */
  text: string;
}

export function gatewayCall<T = Record<string, unknown>>(
  url: string,
  method: string,
  path: string,
  as?: TestUser,
  body?: unknown,
): Promise<GatewayAnswer<T>> {
  return tokenCall<T>(url, method, path, as?.accessToken, body);
}

/** The same with a bearer token (or none) instead of a test user. */
export async function tokenCall<T = Record<string, unknown>>(
  url: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<GatewayAnswer<T>> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : null) as T & { error?: string },
    text,
  };
}
