/**
 * The fake's webhook endpoints, as a Stripe account keeps them: created, listed (newest
 * first, paginated), retrieved, updated and deleted through `/v1/webhook_endpoints`, shaped
 * as Stripe's objects. Every endpoint signs with the fake's one webhook secret (answered, as
 * by Stripe, only on create). Events go only to enabled endpoints subscribed to their type
 * (or to `*`). Kept in a JSON file when given one (the twin: its data folder), so they
 * outlive a restart as in a real account; in memory otherwise.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FormValue } from './form';
import { StripeApiError } from './sessions';

/** An endpoint as kept: with the secret it signs with (never listed or retrieved). */
type KeptEndpoint = FakeWebhookEndpoint & { secret?: string };

export interface FakeWebhookEndpoint {
  id: string;
  object: 'webhook_endpoint';
  api_version: string | null;
  application: null;
  created: number;
  description: string | null;
  enabled_events: string[];
  livemode: false;
  metadata: Record<string, string>;
  status: 'enabled' | 'disabled';
  url: string;
}

export interface WebhookEndpointStoreOptions {
  /** The signing secret of every endpoint; unset: each gets its own, as in Stripe. */
  secret?: string;
  /** JSON file the endpoints are kept in; unset: memory only. */
  stateFile?: string;
}

/** What an endpoint kept without a secret signs with when the fake has none either. */
const fallbackSecret = 'whsec_local_twin';

const invalid = (message: string, param?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, param);
const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);
/** A Stripe event type (`invoice.paid`) or `*`, all events. */
const eventTypePattern = /^(\*|[a-z_]+(\.[a-z_]+)+)$/;

function webhookUrl(value: FormValue | undefined): string {
  const url = text(value);
  if (!url) throw invalid('Missing required param: url.', 'url');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid(`Invalid URL: ${url}`, 'url');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw invalid('Invalid URL: An explicit scheme (such as https) must be provided.', 'url');
  return url;
}

function enabledEvents(value: FormValue | undefined): string[] {
  if (value === undefined)
    throw invalid('Missing required param: enabled_events.', 'enabled_events');
  const events = Array.isArray(value) ? value : [value];
  return events.map((event, i) => {
    if (typeof event !== 'string' || !eventTypePattern.test(event))
      throw invalid(`Invalid enabled_events[${i}]: ${String(event)}`, `enabled_events[${i}]`);
    return event;
  });
}

/** Stripe's metadata update: a key set to '' is removed. */
function mergedMetadata(current: Record<string, string>, value: FormValue | undefined) {
  if (value === undefined) return current;
  if (typeof value !== 'object' || Array.isArray(value)) return {};
  const merged = { ...current };
  for (const [key, entry] of Object.entries(value)) {
    if (entry === '') delete merged[key];
    else if (typeof entry === 'string') merged[key] = entry;
  }
  return merged;
}

function load(stateFile: string | undefined): KeptEndpoint[] {
  if (!stateFile || !existsSync(stateFile)) return [];
  try {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { endpoints?: unknown };
    return Array.isArray(state.endpoints) ? (state.endpoints as KeptEndpoint[]) : [];
  } catch (error) {
    throw new Error(
      `The fake Stripe's webhook endpoints (${stateFile}) cannot be read (${String(error)}): delete the file to start without endpoints.`,
    );
  }
}

export function createWebhookEndpointStore(options: WebhookEndpointStoreOptions) {
  /** In creation order; lists answer newest first, as Stripe does. */
  const endpoints = load(options.stateFile);
  const byKey = new Map<string, FakeWebhookEndpoint & { secret: string }>();

  function save() {
    if (!options.stateFile) return;
    mkdirSync(path.dirname(options.stateFile), { recursive: true });
    const temporary = `${options.stateFile}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify({ endpoints }, null, 2)}\n`);
    renameSync(temporary, options.stateFile);
  }

  /** The endpoint as Stripe answers it: without its secret. */
  const shown = ({ secret: _secret, ...endpoint }: KeptEndpoint): FakeWebhookEndpoint => endpoint;

  function kept(id: string): KeptEndpoint {
    const found = endpoints.find((endpoint) => endpoint.id === id);
    if (!found)
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `No such webhook endpoint: '${id}'`,
        'id',
        'resource_missing',
      );
    return found;
  }

  const get = (id: string): FakeWebhookEndpoint => shown(kept(id));

  return {
    /** `POST /v1/webhook_endpoints`: the new endpoint with its `secret` (shown only here). */
    create(params: Record<string, FormValue>, key?: string) {
      const replay = key ? byKey.get(key) : undefined;
      if (replay) return replay;
      const secret = options.secret ?? `whsec_${randomBytes(24).toString('base64url')}`;
      const endpoint: KeptEndpoint = {
        id: `we_${randomBytes(12).toString('base64url')}`,
        object: 'webhook_endpoint',
        api_version: text(params.api_version) || null,
        application: null,
        created: Math.floor(Date.now() / 1000),
        description: text(params.description) || null,
        enabled_events: enabledEvents(params.enabled_events),
        livemode: false,
        metadata: mergedMetadata({}, params.metadata),
        status: 'enabled',
        url: webhookUrl(params.url),
        // Only an endpoint's own secret is kept; the fake's shared one is its option.
        ...(options.secret ? {} : { secret }),
      };
      endpoints.push(endpoint);
      save();
      const created = { ...shown(endpoint), secret };
      if (key) byKey.set(key, created);
      return created;
    },
    /** `GET /v1/webhook_endpoints` (limit, starting_after, ending_before). */
    list(query: URLSearchParams) {
      const newestFirst = [...endpoints].reverse().map(shown);
      const limit = Number(query.get('limit') ?? 10);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100)
        throw invalid('Invalid limit: must be between 1 and 100', 'limit');
      const after = query.get('starting_after');
      const before = query.get('ending_before');
      let start = 0;
      let end = newestFirst.length;
      const at = (id: string) => newestFirst.findIndex((e) => e.id === kept(id).id);
      if (after) start = at(after) + 1;
      if (before) end = at(before);
      const page = before
        ? newestFirst.slice(Math.max(start, end - limit), end)
        : newestFirst.slice(start, start + limit);
      const hasMore = before ? end - limit > start : start + limit < end;
      return { object: 'list', data: page, has_more: hasMore, url: '/v1/webhook_endpoints' };
    },
    get,
    /** `POST /v1/webhook_endpoints/{id}`: url, enabled_events, description, disabled, metadata. */
    update(id: string, params: Record<string, FormValue>): FakeWebhookEndpoint {
      const endpoint = kept(id);
      const disabled = text(params.disabled);
      if (disabled !== undefined && disabled !== 'true' && disabled !== 'false')
        throw invalid(`Invalid boolean: ${disabled}`, 'disabled');
      Object.assign(endpoint, {
        ...(params.url === undefined ? {} : { url: webhookUrl(params.url) }),
        ...(params.enabled_events === undefined
          ? {}
          : { enabled_events: enabledEvents(params.enabled_events) }),
        ...(params.description === undefined
          ? {}
          : { description: text(params.description) || null }),
        ...(disabled === undefined ? {} : { status: disabled === 'true' ? 'disabled' : 'enabled' }),
        metadata: mergedMetadata(endpoint.metadata, params.metadata),
      });
      save();
      return shown(endpoint);
    },
    /** `DELETE /v1/webhook_endpoints/{id}`. */
    remove(id: string) {
      endpoints.splice(endpoints.indexOf(kept(id)), 1);
      save();
      return { id, object: 'webhook_endpoint', deleted: true } as const;
    },
    /** The enabled endpoints an event of this type goes to, each with its signing secret. */
    subscribedTo(type: string): Array<FakeWebhookEndpoint & { secret: string }> {
      return endpoints
        .filter(
          (endpoint) =>
            endpoint.status === 'enabled' &&
            (endpoint.enabled_events.includes(type) || endpoint.enabled_events.includes('*')),
        )
        .map((endpoint) => ({
          ...shown(endpoint),
          // An endpoint kept before endpoints had secrets of their own signs with the fake's.
          secret: endpoint.secret ?? options.secret ?? fallbackSecret,
        }));
    },
  };
}

export type WebhookEndpointStore = ReturnType<typeof createWebhookEndpointStore>;
