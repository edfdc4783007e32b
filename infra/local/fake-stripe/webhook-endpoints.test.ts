import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWebhookEndpointStore } from './webhook-endpoints';

const secret = 'whsec_unit_test';
const params = (url: string, ...events: string[]) => ({ url, enabled_events: events });

describe('the fake webhook endpoint store', () => {
  it('creates endpoints shaped as Stripe answers them, the secret only on create', () => {
    const store = createWebhookEndpointStore({ secret });
    const created = store.create({
      ...params('https://dronefoto.dk/api/payments/webhook', 'invoice.paid'),
      api_version: '2026-01-01',
      description: 'Dronefoto',
      metadata: { owner: 'ops' },
    });
    expect(created).toMatchObject({
      object: 'webhook_endpoint',
      status: 'enabled',
      enabled_events: ['invoice.paid'],
      api_version: '2026-01-01',
      description: 'Dronefoto',
      metadata: { owner: 'ops' },
      livemode: false,
      secret,
    });
    expect(created.id).toMatch(/^we_/);
    expect(store.get(created.id)).not.toHaveProperty('secret');
  });

  it("refuses what Stripe refuses: no url, no events, an unknown id (Stripe's 404)", () => {
    const store = createWebhookEndpointStore({ secret });
    expect(() => store.create({ enabled_events: ['invoice.paid'] })).toThrow(/url/);
    expect(() => store.create({ url: 'ftp://x', enabled_events: ['invoice.paid'] })).toThrow(
      /scheme/,
    );
    expect(() => store.create({ url: 'https://x.dk' })).toThrow(/enabled_events/);
    expect(() => store.create(params('https://x.dk', 'not an event'))).toThrow(
      /enabled_events\[0\]/,
    );
    expect(() => store.get('we_missing')).toThrow(
      expect.objectContaining({ status: 404, code: 'resource_missing' }),
    );
  });

  it('lists newest first, page by page, as the SDK pages through them', () => {
    const store = createWebhookEndpointStore({ secret });
    const ids = ['a', 'b', 'c'].map((n) => store.create(params(`https://${n}.dk`, '*')).id);
    const first = store.list(new URLSearchParams({ limit: '2' }));
    expect(first).toMatchObject({ object: 'list', has_more: true, url: '/v1/webhook_endpoints' });
    expect(first.data.map((e) => e.id)).toEqual([ids[2], ids[1]]);
    const next = store.list(new URLSearchParams({ limit: '2', starting_after: ids[1] ?? '' }));
    expect(next.data.map((e) => e.id)).toEqual([ids[0]]);
    expect(next.has_more).toBe(false);
  });

  it('updates events, url, description and status; deletes', () => {
    const store = createWebhookEndpointStore({ secret });
    const { id } = store.create(params('https://x.dk/hook', 'invoice.paid'));
    const updated = store.update(id, {
      enabled_events: ['charge.refunded', 'invoice.paid'],
      url: 'https://y.dk/hook',
      description: '',
      disabled: 'true',
    });
    expect(updated).toMatchObject({
      enabled_events: ['charge.refunded', 'invoice.paid'],
      url: 'https://y.dk/hook',
      description: null,
      status: 'disabled',
    });
    expect(store.remove(id)).toEqual({ id, object: 'webhook_endpoint', deleted: true });
    expect(() => store.get(id)).toThrow(/No such webhook endpoint/);
  });

  it('sends an event type only to the enabled endpoints subscribed to it or to *', () => {
    const store = createWebhookEndpointStore({ secret });
    const ours = store.create(params('https://a.dk', 'invoice.paid', 'charge.refunded'));
    const all = store.create(params('https://b.dk', '*'));
    const off = store.create(params('https://c.dk', '*'));
    store.update(off.id, { disabled: 'true' });
    const ids = (type: string) => store.subscribedTo(type).map((e) => e.id);
    expect(ids('invoice.paid')).toEqual([ours.id, all.id]);
    expect(ids('customer.created')).toEqual([all.id]);
  });

  it('keeps the endpoints in its state file, as an account keeps them across a restart', () => {
    const stateFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'fake-stripe-')), 'we.json');
    const before = createWebhookEndpointStore({ secret, stateFile });
    const { id } = before.create(params('https://x.dk/hook', 'invoice.paid'));
    before.update(id, { enabled_events: ['charge.refunded'] });
    expect(readFileSync(stateFile, 'utf8')).not.toContain(secret);
    const after = createWebhookEndpointStore({ secret, stateFile });
    expect(after.get(id)).toMatchObject({
      url: 'https://x.dk/hook',
      enabled_events: ['charge.refunded'],
    });
  });
});
