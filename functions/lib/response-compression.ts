/**
 * Compresses JSON answers for clients that accept it (brotli, else gzip), as a Middy
 * middleware. API Gateway's HTTP API does not compress, and CloudFront does not compress
 * the never-cached `/api/*` behaviour, so without this the bootstrap data and the lists
 * cross a slow mobile connection at full size. Small bodies are left as they are.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { lowerCaseHeaders } from './headers';

/** Below this many bytes compression saves less than it costs. */
export const minimumCompressedBytes = 1024;

export type ContentEncoding = 'br' | 'gzip';

/** The best encoding the `Accept-Encoding` header allows (`q=0` refuses), or none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const allows = (name: ContentEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

function encode(body: Buffer, encoding: ContentEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  // Quality 5: within a few per cent of the best size at a fraction of the CPU time.
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The answer compressed for `acceptEncoding`, or unchanged when that does not pay. */
export function compressResponse(
  response: APIGatewayProxyStructuredResultV2,
  acceptEncoding: string | undefined,
): APIGatewayProxyStructuredResultV2 {
  const headers = { ...response.headers };
  const alreadyEncoded = Object.keys(headers).some((k) => k.toLowerCase() === 'content-encoding');
  if (typeof response.body !== 'string' || response.isBase64Encoded || alreadyEncoded)
    return response;
  const raw = Buffer.from(response.body, 'utf8');
  if (raw.length < minimumCompressedBytes) return response;
  headers.vary = 'accept-encoding';
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return { ...response, headers };
  return {
    ...response,
    headers: { ...headers, 'content-encoding': encoding },
    body: encode(raw, encoding).toString('base64'),
    isBase64Encoded: true,
  };
}

type Request = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;

/** Middy middleware: compresses the handler's answer for the request's Accept-Encoding. */
export function responseCompression(): middy.MiddlewareObj<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2
> {
  return {
    after: (request: Request) => {
      if (!request.response) return;
      const acceptEncoding = lowerCaseHeaders(request.event.headers)['accept-encoding'];
      request.response = compressResponse(request.response, acceptEncoding);
    },
  };
}
