import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet } from './api';
import { apiErrorFromBody, genericApiErrorMessage } from './api-error';
import { buildApiPath } from './api-path';
import { setAccessTokenProvider } from './auth-token';

function stubFetch(status: number, body: string) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body || null, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(() => undefined);
});

describe('buildApiPath', () => {
  it('fills and encodes path parameters and appends the query', () => {
    expect(buildApiPath('/api/products/{id}', { id: 7 })).toBe('/api/products/7');
    expect(buildApiPath('/api/x/{a}/{b}', { a: 'æ ø', b: 'b/c' })).toBe(
      '/api/x/%C3%A6%20%C3%B8/b%2Fc',
    );
    expect(buildApiPath('/api/search', {}, { q: 'drone foto', page: 2, skip: undefined })).toBe(
      '/api/search?q=drone+foto&page=2',
    );
  });

  it('refuses a missing path parameter', () => {
    expect(() => buildApiPath('/api/products/{id}', {})).toThrow(/id/);
  });
});

describe('apiErrorFromBody', () => {
  it('carries the server message and code', () => {
    const error = apiErrorFromBody(
      409,
      JSON.stringify({ error: 'Denne nøgle findes allerede', code: 'dup' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Denne nøgle findes allerede');
    expect(error.code).toBe('dup');
    expect(error.isClientError).toBe(true);
  });

  it('falls back to the generic Danish message for a body without one', () => {
    expect(apiErrorFromBody(502, '<html>Bad gateway</html>').message).toBe(genericApiErrorMessage);
    expect(apiErrorFromBody(500, '{"error":""}').message).toBe(genericApiErrorMessage);
    expect(apiErrorFromBody(500, '').isClientError).toBe(false);
  });
});

describe('apiRequest', () => {
  it('returns the parsed JSON of a 2xx response', async () => {
    const fetchMock = stubFetch(200, JSON.stringify({ ok: true, time: 'now' }));
    await expect(apiGet('/api/health')).resolves.toEqual({ ok: true, time: 'now' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/health');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it('throws an ApiError with the server message on a 4xx', async () => {
    stubFetch(404, JSON.stringify({ error: 'Ikke fundet' }));
    await expect(apiGet('/api/products/{id}', { params: { id: 99 } })).rejects.toMatchObject({
      status: 404,
      message: 'Ikke fundet',
    });
  });

  it('throws a generic ApiError with status 0 when the server is unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(apiGet('/api/health')).rejects.toMatchObject({
      status: 0,
      message: genericApiErrorMessage,
    });
  });

  it('sends the access token as a bearer token when there is one', async () => {
    setAccessTokenProvider(async () => 'token-123');
    const fetchMock = stubFetch(200, '{}');
    await apiGet('/api/me');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('authorization')).toBe(
      'Bearer token-123',
    );
  });
});
