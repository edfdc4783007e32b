import { describe, expect, it } from 'vitest';
import { DuplicateContentKeyError, NotFoundError } from '@functions/data/errors';
import {
  createHomeSection,
  deleteHomeSection,
  getHomeSection,
  listHomeSections,
  swapHomeSectionOrder,
  updateHomeSection,
} from './home-sections';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './products';
import {
  addContent,
  deleteContent,
  getContent,
  listContent,
  updateContent,
  upsertContentValue,
} from '@functions/stores/site-content';
import { pause, uniqueId } from '@tests/support/table-data';
import {
  createZone,
  deleteZone,
  getZone,
  listZones,
  toggleZone,
  updateZone,
} from '@functions/stores/zones';

const product = (name: string) => ({
  name,
  description: 'Luftfoto af din bolig',
  price: 1500,
  category: 'photo' as const,
  images: ['https://img.example/1.webp', 'youtube:dQw4w9WgXcQ'],
  links: [{ title: 'Eksempel', url: 'https://example.dk' }],
  is_editing_included: false,
});

describe('products', () => {
  it('creates with increasing number ids and lists by id ascending', async () => {
    const a = await createProduct(product('A'));
    const b = await createProduct(product('B'));
    expect(b.id).toBeGreaterThan(a.id);
    expect(await getProduct(a.id)).toEqual(a);

    const ids = (await listProducts()).map((p) => p.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));

    const updated = await updateProduct(a.id, { price: 1999, is_editing_included: true });
    expect(updated).toEqual({ ...a, price: 1999, is_editing_included: true });

    await deleteProduct(a.id);
    expect(await getProduct(a.id)).toBeUndefined();
    await expect(updateProduct(a.id, { price: 1 })).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteProduct(a.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('gives distinct ids to concurrent creates', async () => {
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createProduct(product(`P${i}`))),
    );
    expect(new Set(created.map((p) => p.id)).size).toBe(10);
  });
});

describe('home sections', () => {
  it('lists by order_index, filters inactive for the public and swaps order', async () => {
    const base = 900_000 + Math.floor(Math.random() * 90_000);
    const section = (title: string, order: number, active = true) =>
      createHomeSection({
        title,
        description: 'Beskrivelse',
        image_url: 'https://img.example/s.webp',
        is_active: active,
        order_index: order,
      });
    const a = await section('A', base);
    const hidden = await section('Skjult', base + 1, false);
    const b = await section('B', base + 2);

    const mine = (list: { id: string }[]) =>
      list.map((s) => s.id).filter((id) => [a.id, hidden.id, b.id].includes(id));
    expect(mine(await listHomeSections(false))).toEqual([a.id, hidden.id, b.id]);
    expect(mine(await listHomeSections(true))).toEqual([a.id, b.id]);

    const [movedA, movedB] = await swapHomeSectionOrder(a.id, b.id);
    expect(movedA.order_index).toBe(base + 2);
    expect(movedB.order_index).toBe(base);
    expect(mine(await listHomeSections(false))).toEqual([b.id, hidden.id, a.id]);

    await updateHomeSection(hidden.id, { is_active: true, order_index: base - 1 });
    expect(mine(await listHomeSections(true))).toEqual([hidden.id, b.id, a.id]);

    await deleteHomeSection(hidden.id);
    expect(await getHomeSection(hidden.id)).toBeUndefined();
    await expect(swapHomeSectionOrder(hidden.id, a.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('puts a section without order_index last', async () => {
    const last = await createHomeSection({
      title: 'Sidst',
      description: 'd',
      image_url: 'u',
      is_active: true,
    });
    const all = await listHomeSections(false);
    expect(all.at(-1)?.id).toBe(last.id);
  });
});

describe('site content', () => {
  it('adds, reads, updates, upserts and deletes by key', async () => {
    const key = uniqueId('hero-title');
    const added = await addContent({
      key,
      type: 'text',
      value: 'Luftfoto i hele Danmark',
      description: 'Overskrift',
      category: 'hero',
    });
    expect(await getContent(key)).toEqual(added);
    expect((await listContent()).some((c) => c.key === key)).toBe(true);

    expect(await updateContent(key, { value: 'Ny tekst' })).toEqual({
      ...added,
      value: 'Ny tekst',
    });
    expect(
      await upsertContentValue(key, 'Tredje', { type: 'image', description: 'x', category: 'y' }),
    ).toEqual({
      ...added,
      value: 'Tredje',
    });

    const fresh = uniqueId('primary-color');
    const created = await upsertContentValue(fresh, '#3B82F6', {
      type: 'color',
      description: 'Primær farve',
      category: 'colors',
    });
    expect(created).toMatchObject({
      key: fresh,
      value: '#3B82F6',
      type: 'color',
      category: 'colors',
    });
    expect(created.id).toEqual(expect.any(String));

    await deleteContent(key);
    expect(await getContent(key)).toBeUndefined();
    await expect(updateContent(key, { value: 'x' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('rejects a duplicate key and keeps the first entry', async () => {
    const key = uniqueId('footer-text');
    const first = await addContent({
      key,
      type: 'text',
      value: 'Første',
      description: 'd',
      category: 'footer',
    });
    await expect(
      addContent({ key, type: 'text', value: 'Anden', description: 'd', category: 'footer' }),
    ).rejects.toBeInstanceOf(DuplicateContentKeyError);
    expect(await getContent(key)).toEqual(first);
  });
});

describe('zones', () => {
  it('creates, lists newest first (all or active), updates, toggles and deletes', async () => {
    const zone = (name: string, active: boolean) =>
      createZone({
        name,
        center_address: 'Aarhus C',
        radius_km: 25,
        is_active: active,
        center_lat: 56.15,
        center_lon: 10.2,
      });
    const older = await zone(uniqueId('Aarhus'), true);
    await pause(3);
    const newer = await zone(uniqueId('Odense'), false);

    const all = (await listZones(false)).map((z) => z.id);
    expect(all.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(all.indexOf(newer.id)).toBeLessThan(all.indexOf(older.id));
    const active = (await listZones(true)).map((z) => z.id);
    expect(active).toContain(older.id);
    expect(active).not.toContain(newer.id);

    expect(await updateZone(older.id, { radius_km: 40 })).toMatchObject({ radius_km: 40 });
    expect((await toggleZone(newer.id)).is_active).toBe(true);
    expect((await toggleZone(newer.id)).is_active).toBe(false);

    await deleteZone(older.id);
    expect(await getZone(older.id)).toBeUndefined();
    await expect(toggleZone(older.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
