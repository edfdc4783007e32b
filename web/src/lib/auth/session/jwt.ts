/** Reads (does not verify) the claims of a JWT; the server verifies every token it gets. */
export type JwtClaims = Record<string, unknown>;

export function decodeJwtClaims(token: string): JwtClaims {
  const part = token.split('.')[1];
  if (!part) return {};
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as JwtClaims) : {};
  } catch {
    return {};
  }
}

export function stringClaim(claims: JwtClaims, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' ? value : undefined;
}

/** The `exp` claim in milliseconds, if present. */
export function expiresAtMs(claims: JwtClaims): number | undefined {
  return typeof claims.exp === 'number' ? claims.exp * 1000 : undefined;
}
