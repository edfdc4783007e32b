/**
 * The SPA's run-time configuration (`/config.json`, see docs/decisions/0002): the user pool,
 * its app client and the WebSocket URL. Fetched once, on first use, by the lazily loaded
 * account code only; public pages never wait for it.
 */
export interface WebConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Set in the local twin ('/_local/cognito'); absent in AWS. */
  cognitoEndpoint?: string;
  /** Absolute `wss://...` in AWS, or a same-host path such as '/ws'. */
  websocketUrl: string;
  /**
   * Map tile URL template for the coverage map (`{s}`, `{z}`, `{x}`, `{y}`); absent means
   * OpenStreetMap, an empty string means no tiles (the offline outline only).
   */
  mapTileUrl?: string;
}

function isWebConfig(value: unknown): value is WebConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.region === 'string' &&
    typeof v.userPoolId === 'string' &&
    typeof v.userPoolClientId === 'string' &&
    typeof v.websocketUrl === 'string' &&
    (v.cognitoEndpoint === undefined || typeof v.cognitoEndpoint === 'string') &&
    (v.mapTileUrl === undefined || typeof v.mapTileUrl === 'string')
  );
}

let pending: Promise<WebConfig> | undefined;

export function loadWebConfig(): Promise<WebConfig> {
  pending ??= fetch('/config.json', { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (!isWebConfig(body)) throw new Error('config.json: missing fields');
      return body;
    })
    .catch((error: unknown) => {
      pending = undefined; // a later call may try again (e.g. after a network blip)
      throw error;
    });
  return pending;
}

/** The Cognito user-pool API endpoint: the twin's stand-in, or the regional AWS endpoint. */
export function cognitoEndpointOf(config: WebConfig): string {
  return config.cognitoEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;
}

/** `'/ws'` → `ws(s)://{this host}/ws`; absolute URLs are kept. */
export function websocketUrlOf(
  config: Pick<WebConfig, 'websocketUrl'>,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  if (/^wss?:\/\//.test(config.websocketUrl)) return config.websocketUrl;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const path = config.websocketUrl.startsWith('/')
    ? config.websocketUrl
    : `/${config.websocketUrl}`;
  return `${scheme}://${location.host}${path}`;
}
