import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  compressResponse,
  minimumCompressedBytes,
  preferredEncoding,
  responseCompression,
} from './response-compression';

const bigBody = JSON.stringify({ content: Array.from({ length: 200 }, (_, i) => `tekst ${i}`) });
const answer = (body: string): APIGatewayProxyStructuredResultV2 => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body,
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and the wildcard', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
  });
});

describe('compressResponse', () => {
  it('brotli-compresses a large JSON answer into a base64 body that decodes to the same text', () => {
    const out = compressResponse(answer(bigBody), 'gzip, br');
    expect(out.isBase64Encoded).toBe(true);
    expect(out.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    const bytes = Buffer.from(out.body ?? '', 'base64');
    expect(bytes.length).toBeLessThan(bigBody.length / 3);
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(bigBody);
  });

  it('gzips for a client that only takes gzip', () => {
    const out = compressResponse(answer(bigBody), 'gzip');
    expect(out.headers).toMatchObject({ 'content-encoding': 'gzip' });
    expect(gunzipSync(Buffer.from(out.body ?? '', 'base64')).toString('utf8')).toBe(bigBody);
  });

  it('leaves small bodies, already encoded bodies and clients without compression alone', () => {
    const small = answer('x'.repeat(minimumCompressedBytes - 1));
    expect(compressResponse(small, 'br')).toBe(small);
    const binary = { ...answer(bigBody), isBase64Encoded: true };
    expect(compressResponse(binary, 'br')).toBe(binary);
    const encoded = { ...answer(bigBody), headers: { 'Content-Encoding': 'gzip' } };
    expect(compressResponse(encoded, 'br')).toBe(encoded);
    const plain = compressResponse(answer(bigBody), undefined);
    expect(plain.body).toBe(bigBody);
    expect(plain.isBase64Encoded).toBeUndefined();
    // A cache between client and API must not hand a brotli body to a plain client.
    expect(plain.headers).toMatchObject({ vary: 'accept-encoding' });
  });
});

describe('responseCompression middleware', () => {
  it('compresses the handler answer for the request header, whatever its case', async () => {
    const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
      .use(responseCompression())
      .handler(async () => answer(bigBody));
    const event = { headers: { 'Accept-Encoding': 'gzip' } } as unknown as APIGatewayProxyEventV2;
    const out = await handler(event, {} as never);
    expect(out.headers).toMatchObject({ 'content-encoding': 'gzip' });
    expect(gunzipSync(Buffer.from(out.body ?? '', 'base64')).toString('utf8')).toBe(bigBody);
  });
});
