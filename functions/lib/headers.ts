import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** An event's headers by lower-case name (HTTP header names are case-insensitive). */
export function lowerCaseHeaders(headers: APIGatewayProxyEventV2['headers'] | undefined) {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(headers ?? {})) out[k.toLowerCase()] = v;
  return out;
}
