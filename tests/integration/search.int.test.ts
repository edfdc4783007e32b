/**
 * `GET /api/search` through the twin's gateway: public, grouped results matched on the
 * server (Danish letters, 'aa' as 'å', category words), empty query gives empty results.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '@shared/api/search-newsletter';
import { createPortfolioItem } from '@functions/stores/portfolio';
import { createProduct } from '@functions/stores/products';
import { addContent } from '@functions/stores/site-content';
import { productInput } from '@tests/support/table-data';
import { useTestGateway } from './gateway';

const api = useTestGateway();
// A made-up word per run, so other test files' data never matches.
const word = `zyx${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  await Promise.all([
    createProduct(
      productInput({
        name: `Søgeprodukt ${word} Ærø`,
        description: 'Luftfotos af øer',
        price: 1500,
      }),
    ),
    createProduct(
      productInput({
        name: `Videopakke ${word}`,
        description: 'Film fra luften',
        price: 2500,
        category: 'video',
      }),
    ),
    createPortfolioItem({ title: `Havn i Århus ${word}`, image_url: 'https://example.dk/a.jpg' }),
    addContent({
      key: `search-test-${word}`,
      type: 'text',
      value: `Tekst om ${word} og strande`,
      description: 'Søgetest',
      category: 'about',
    }),
  ]);
});

async function search(q?: string) {
  const url = q === undefined ? '/api/search' : `/api/search?q=${encodeURIComponent(q)}`;
  const res = await fetch(`${api.url}${url}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchResults;
}

describe('GET /api/search', () => {
  it('groups the hits and counts them', async () => {
    const found = await search(`  ${word.toUpperCase()} `);
    expect(found.query).toBe(word);
    expect(found.products.map((p) => p.name).sort()).toEqual([
      `Søgeprodukt ${word} Ærø`,
      `Videopakke ${word}`,
    ]);
    expect(found.portfolio.map((i) => i.title)).toEqual([`Havn i Århus ${word}`]);
    expect(found.content.map((c) => c.key)).toEqual([`search-test-${word}`]);
    expect(found.pages).toEqual([]);
    expect(found.total).toBe(4);
  });

  it('matches Danish letters in any case, and aa as å', async () => {
    expect((await search(`ÆRØ ${word}`)).products).toHaveLength(1);
    expect((await search(`aarhus ${word}`)).portfolio).toHaveLength(1);
  });

  it('matches product categories by Danish words', async () => {
    const photos = await search(`billeder ${word}`);
    expect(photos.products.map((p) => p.category)).toEqual(['photo']);
    const videos = await search(`optagelser ${word}`);
    expect(videos.products.map((p) => p.category)).toEqual(['video']);
  });

  it('finds the static pages in Danish', async () => {
    const found = await search('åbningstider');
    expect(found.pages.map((p) => p.path)).toEqual(['/contact']);
  });

  it('answers a blank or missing query with empty results', async () => {
    for (const q of [undefined, '', '   ']) {
      expect(await search(q)).toEqual({
        query: '',
        total: 0,
        products: [],
        portfolio: [],
        pages: [],
        content: [],
      });
    }
  });
});
