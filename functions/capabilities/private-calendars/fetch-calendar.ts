/**
 * Fetches a private calendar the owner pasted (decision 0038), only as far as is safe: https
 * only; every address the name resolves to must be a public one (no private, loopback,
 * link-local, shared or multicast range, IPv4 or IPv6), checked in the connection's own DNS
 * lookup so a name cannot change its answer between the check and the connection; at most
 * 2 MB and 10 seconds; ETag and Last-Modified sent back, so an unchanged calendar costs a 304.
 * The twin's stand-in (`PRIVATE_CALENDAR_STAND_IN_ORIGIN`) is the one origin allowed over
 * http on a loopback address, and only where that is configured (never in AWS).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { config } from '@functions/lib/config';

export const maxCalendarBytes = 2 * 1024 * 1024;
export const fetchTimeoutMs = 10_000;

export type CalendarFetchError =
  | 'not_https'
  | 'private_address'
  | 'unresolvable'
  | 'timeout'
  | 'unreachable'
  | 'not_found'
  | 'refused'
  | 'http_error'
  | 'too_large'
  | 'html'
  | 'not_calendar'
  | 'invalid_url';

export type CalendarFetch =
  | { status: 'ok'; text: string; etag: string | null; lastModified: string | null }
  | { status: 'not_modified' }
  | { status: 'error'; error: CalendarFetchError; httpStatus?: number };

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is one a private calendar may not be fetched from. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

class RefusedAddressError extends Error {}

/** The connection's DNS lookup: refuses a name with any refused address among its answers. */
function checkedLookup(
  hostname: string,
  options: object,
  callback: (
    error: NodeJS.ErrnoException | null,
    address: string | LookupAddress[],
    family?: number,
  ) => void,
): void {
  dnsLookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((a) => isRefusedAddress(a.address)))
      return callback(new RefusedAddressError(hostname), []);
    const all = (options as { all?: boolean }).all === true;
    if (all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** The standin origin, when the twin configured one. */
const standInOrigin = (): string | null => {
  const origin = config().PRIVATE_CALENDAR_STAND_IN_ORIGIN;
  return origin ? new URL(origin).origin : null;
};

/** Why an address may not be fetched at all, before any connection; null when it may. */
export function addressRefusal(address: string): CalendarFetchError | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'invalid_url';
  }
  if (url.origin === standInOrigin()) return null;
  if (url.protocol !== 'https:' || url.username || url.password) return 'not_https';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isRefusedAddress(host)) return 'private_address';
  return null;
}

const looksLikeHtml = (start: string) => /^\s*(<!doctype html|<html|<head|<body)/i.test(start);

/** Fetches the calendar at `address`, with the validators of the last successful fetch. */
export function fetchCalendar(
  address: string,
  validators: { etag?: string | null; lastModified?: string | null } = {},
): Promise<CalendarFetch> {
  const refusal = addressRefusal(address);
  if (refusal) return Promise.resolve({ status: 'error', error: refusal });
  const url = new URL(address);
  const standIn = url.origin === standInOrigin();
  const client = url.protocol === 'https:' ? https : http;
  const headers: Record<string, string> = {
    accept: 'text/calendar, */*;q=0.1',
    'user-agent': 'Dronefoto-kalender/1.0',
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;

  return new Promise((resolve) => {
    let settled = false;
    const done = (result: CalendarFetch) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const request = client.get(
      url,
      { headers, ...(standIn ? {} : { lookup: checkedLookup }) },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status === 304) return done({ status: 'not_modified' });
        if (status === 404 || status === 410)
          return done({ status: 'error', error: 'not_found', httpStatus: status });
        if (status === 401 || status === 403)
          return done({ status: 'error', error: 'refused', httpStatus: status });
        if (status < 200 || status >= 300)
          return done({ status: 'error', error: 'http_error', httpStatus: status });
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxCalendarBytes)
          return done({ status: 'error', error: 'too_large' });
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxCalendarBytes) return done({ status: 'error', error: 'too_large' });
          chunks.push(chunk);
        });
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const type = String(response.headers['content-type'] ?? '').toLowerCase();
          if (type.includes('text/html') || looksLikeHtml(text.slice(0, 200)))
            return done({ status: 'error', error: 'html' });
          if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 1000)))
            return done({ status: 'error', error: 'not_calendar' });
          done({
            status: 'ok',
            text,
            etag: typeof response.headers.etag === 'string' ? response.headers.etag : null,
            lastModified: response.headers['last-modified'] ?? null,
          });
        });
        response.on('error', () => done({ status: 'error', error: 'unreachable' }));
      },
    );
    request.on('error', (error) => {
      if (error instanceof RefusedAddressError)
        return done({ status: 'error', error: 'private_address' });
      const code = (error as NodeJS.ErrnoException).code;
      done({ status: 'error', error: code === 'ENOTFOUND' ? 'unresolvable' : 'unreachable' });
    });
    const timer = setTimeout(() => done({ status: 'error', error: 'timeout' }), fetchTimeoutMs);
  });
}
