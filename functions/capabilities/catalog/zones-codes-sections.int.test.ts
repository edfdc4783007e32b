/**
 * The admin's zones, discount codes and home sections through the twin's gateway and the real
 * handlers: the messages of product §5, geocoding on save, the coverage check following a zone's
 * state, code uniqueness under concurrency, and the order swap.
 */
import { describe, expect, it } from 'vitest';
import type { AdminDiscountCode } from '@shared/api/catalog-admin';
import type { CoverageAnswer } from '@shared/api/coverage';
import type { HomeSection, Zone } from '@shared/api/entities';
import { uniqueId } from '@tests/support/table-data';
import { createHomeSection } from '@functions/stores/home-sections';
import { adminApi } from '@tests/integration/admin-api';

const { call } = adminApi();

const coverageOf = async (address: string) =>
  (await call<CoverageAnswer>('POST', '/api/coverage/check', { address })).body;

describe('address zones', () => {
  it('geocodes the centre on save and the coverage check follows the zone', async () => {
    const created = await call<Zone>('POST', '/api/admin/zones', {
      name: 'Bornholm',
      center_address: 'Store Torv 1, 3700 Rønne',
      radius_km: 30,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Bornholm', radius_km: 30, is_active: true });
    expect(created.body.center_lat).toBeCloseTo(55.1, 1);
    expect(await coverageOf('Torvet 1, 3720 Aakirkeby')).toMatchObject({
      found: true,
      covered: true,
      zone: { id: created.body.id, name: 'Bornholm' },
    });

    const toggled = await call<Zone>('POST', `/api/admin/zones/${created.body.id}/toggle`);
    expect(toggled.body.is_active).toBe(false);
    expect(await coverageOf('Torvet 1, 3720 Aakirkeby')).toMatchObject({ covered: false });

    const deleted = await call<Zone>('DELETE', `/api/admin/zones/${created.body.id}`);
    expect(deleted.status).toBe(200);
    const list = await call<Zone[]>('GET', '/api/admin/zones');
    expect(list.body.some((zone) => zone.id === created.body.id)).toBe(false);
  });

  it('defaults the radius to 10 km and moves the centre when the address changes', async () => {
    const created = await call<Zone>('POST', '/api/admin/zones', {
      name: 'Esbjerg',
      center_address: 'Torvet 1, 6700 Esbjerg',
      is_active: false,
    });
    expect(created.body.radius_km).toBe(10);
    const moved = await call<Zone>('PATCH', `/api/admin/zones/${created.body.id}`, {
      center_address: 'Store Torv 1, 3700 Rønne',
    });
    expect(moved.body.center_lon).toBeGreaterThan(14);
  });

  it('refuses an address that cannot be found, and writes nothing', async () => {
    const before = (await call<Zone[]>('GET', '/api/admin/zones')).body.length;
    const refused = await call('POST', '/api/admin/zones', {
      name: 'Atlantis',
      center_address: 'Ukendtvej 1, Atlantis',
    });
    expect(refused).toMatchObject({
      status: 422,
      body: { error: 'Adressen kunne ikke findes. Kontroller centeradressen, og prøv igen.' },
    });
    expect((await call<Zone[]>('GET', '/api/admin/zones')).body.length).toBe(before);
  });

  it('answers the messages of product §5', async () => {
    for (const body of [
      { name: '', center_address: 'Torvet 1, 6700 Esbjerg' },
      { name: 'X', center_address: '  ' },
      { center_address: 'Torvet 1, 6700 Esbjerg' },
    ]) {
      const answer = await call('POST', '/api/admin/zones', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const blank = await call('POST', '/api/admin/zones', {
      name: ' ',
      center_address: 'Torvet 1, 6700 Esbjerg',
    });
    expect(blank.body.error).toBe('Udfyld alle felter korrekt');
    for (const radius_km of [0, 101, -5]) {
      const answer = await call('POST', '/api/admin/zones', {
        name: 'X',
        center_address: 'Torvet 1, 6700 Esbjerg',
        radius_km,
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { error: 'Radius skal være mellem 1 og 100 km' },
      });
    }
    const missing = await call('PATCH', '/api/admin/zones/findes-ikke', { radius_km: 5 });
    expect(missing).toMatchObject({ status: 404, body: { error: 'Zonen findes ikke' } });
  });
});

describe('discount codes', () => {
  const newCode = (code: string, fields: Record<string, unknown> = {}) =>
    call<AdminDiscountCode>('POST', '/api/admin/discount-codes', {
      code,
      description: 'Sommerrabat',
      discount_value: 25,
      ...fields,
    });

  it("stores the code uppercased and refuses the same code again: 'Denne rabatkode findes allerede'", async () => {
    const text = `sommer-${Date.now()}`;
    const created = await newCode(text);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      code: text.toUpperCase(),
      discount_type: 'percentage',
      discount_value: 25,
      min_order_amount: 0,
      max_uses: null,
      current_uses: 0,
      is_active: true,
      status: 'active',
    });
    const again = await newCode(` ${text.toUpperCase()} `);
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'Denne rabatkode findes allerede' },
    });
  });

  it('lets exactly one of 10 concurrent creations of one code through', async () => {
    const text = uniqueId('SAMTIDIG');
    const answers = await Promise.all(Array.from({ length: 10 }, () => newCode(text)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const stored = (await call<AdminDiscountCode[]>('GET', '/api/admin/discount-codes')).body;
    expect(stored.filter((code) => code.code === text.toUpperCase())).toHaveLength(1);
  });

  it('a rename onto an existing code is refused too', async () => {
    const [a, b] = [uniqueId('A'), uniqueId('B')];
    const first = await newCode(a);
    await newCode(b);
    const renamed = await call('PATCH', `/api/admin/discount-codes/${first.body.id}`, { code: b });
    expect(renamed).toMatchObject({
      status: 409,
      body: { error: 'Denne rabatkode findes allerede' },
    });
  });

  it('checks the rules of product §5', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ discount_value: 101 }, 'Procentrabat skal være mellem 1 og 100'],
      // Amounts: the words the admin's form says next to the field (decision 0037).
      [{ discount_value: 0 }, 'Beløbet skal være mindst 1 kr'],
      [
        { discount_type: 'fixed', discount_value: 99.5 },
        'Skriv beløbet i hele kroner uden øre, fx 1.499',
      ],
      [{ description: ' ' }, 'Udfyld alle påkrævede felter korrekt'],
      [{ min_order_amount: -1 }, 'Beløbet kan ikke være negativt'],
      [{ min_order_amount: '1.499' }, 'Skriv beløbet med tal, fx 1.499 eller 1499'],
      [{ max_uses: 0 }, 'Maks. anvendelser skal være mindst 1, eller tom for ubegrænset'],
    ];
    for (const [fields, message] of cases) {
      const answer = await newCode(uniqueId('REGEL'), fields);
      expect(answer, JSON.stringify(fields)).toMatchObject({
        status: 400,
        body: { error: message },
      });
    }
    const blank = await newCode('  ');
    expect(blank.body.error).toBe('Udfyld alle påkrævede felter korrekt');
    const fixed = await newCode(uniqueId('FAST'), { discount_type: 'fixed', discount_value: 500 });
    expect(fixed.status).toBe(200);
    const percentNow = await call('PATCH', `/api/admin/discount-codes/${fixed.body.id}`, {
      discount_type: 'percentage',
    });
    expect(percentNow).toMatchObject({
      status: 400,
      body: { error: 'Procentrabat skal være mellem 1 og 100' },
    });
  });

  it('shows each status by the precedence of product §4 and toggles', async () => {
    const expired = await newCode(uniqueId('UDLOBET'), { valid_until: '2020-01-01', max_uses: 1 });
    expect(expired.body.status).toBe('expired');
    const code = await newCode(uniqueId('SKIFT'));
    const off = await call<AdminDiscountCode>(
      'POST',
      `/api/admin/discount-codes/${code.body.id}/toggle`,
    );
    expect(off.body).toMatchObject({ is_active: false, status: 'inactive' });
    const deleted = await call('DELETE', `/api/admin/discount-codes/${code.body.id}`);
    expect(deleted.status).toBe(200);
    const gone = await call('DELETE', `/api/admin/discount-codes/${code.body.id}`);
    expect(gone).toMatchObject({ status: 404, body: { error: 'Rabatkoden findes ikke' } });
  });
});

describe('home sections', () => {
  const newSection = (title: string) =>
    call<HomeSection>('POST', '/api/admin/home-sections', {
      title,
      description: 'En sektion',
      image_url: '/media/sektion.webp',
    });

  it('moves a section up and down by swapping with its neighbour', async () => {
    const a = await newSection(uniqueId('A'));
    const b = await newSection(uniqueId('B'));
    expect(a.status).toBe(200);
    const order = (list: HomeSection[]) =>
      list.filter((s) => [a.body.id, b.body.id].includes(s.id)).map((s) => s.id);
    const moved = await call<HomeSection[]>('POST', `/api/admin/home-sections/${b.body.id}/move`, {
      direction: 'up',
    });
    expect(moved.status).toBe(200);
    expect(order(moved.body)).toEqual([b.body.id, a.body.id]);
    const back = await call<HomeSection[]>('POST', `/api/admin/home-sections/${b.body.id}/move`, {
      direction: 'down',
    });
    expect(order(back.body)).toEqual([a.body.id, b.body.id]);
  });

  it('the last cannot move down; ties from concurrent adds are renumbered', async () => {
    const list = (await call<HomeSection[]>('GET', '/api/admin/home-sections')).body;
    const last = list.at(-1)!;
    const refused = await call('POST', `/api/admin/home-sections/${last.id}/move`, {
      direction: 'down',
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Sektionen er allerede nederst' },
    });

    // Two sections added at the same moment can get the same index.
    const tied = { description: 'Samtidig', image_url: '/media/x.webp', is_active: true };
    const index = last.order_index + 1;
    const pair = await Promise.all(
      ['X', 'Y'].map((t) => createHomeSection({ ...tied, title: t, order_index: index })),
    );
    const before = (await call<HomeSection[]>('GET', '/api/admin/home-sections')).body;
    const [upper, lower] = before.filter((s) => pair.some((p) => p.id === s.id));
    const after = await call<HomeSection[]>('POST', `/api/admin/home-sections/${lower!.id}/move`, {
      direction: 'up',
    });
    expect(after.status).toBe(200);
    const ids = after.body.map((s) => s.id);
    const indexes = after.body.map((s) => s.order_index);
    expect(new Set(indexes).size).toBe(indexes.length);
    expect(ids.indexOf(lower!.id)).toBe(ids.indexOf(upper!.id) - 1);
  });

  it("requires title, description and image ('Udfyld alle felter')", async () => {
    const answer = await call('POST', '/api/admin/home-sections', {
      title: 'X',
      description: ' ',
      image_url: '/media/x.webp',
    });
    expect(answer).toMatchObject({ status: 400, body: { error: 'Udfyld alle felter' } });
    const script = await call('POST', '/api/admin/home-sections', {
      title: 'X',
      description: 'Y',
      image_url: 'javascript:alert(1)',
    });
    expect(script.status).toBe(400);
  });
});
