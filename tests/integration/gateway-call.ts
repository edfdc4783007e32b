/** One JSON call through a test gateway, signed in as a test user or not. */
import type { TestUser } from './users';

export interface GatewayAnswer<T> {
  status: number;
  body: T & { error?: string };
  /** The answer as sent (for tests that look for what must never be in one). */
  text: string;
}

export async function gatewayCall<T = Record<string, unknown>>(
  url: string,
  method: string,
  path: string,
  as?: TestUser,
  body?: unknown,
): Promise<GatewayAnswer<T>> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(as ? { authorization: `Bearer ${as.accessToken}` } : {}),
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
