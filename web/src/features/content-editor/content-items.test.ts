import { describe, expect, it } from 'vitest';
import { contentCategories } from '@shared/content/catalog';
import { categoriesOf, categoryTitle, contentItems, titleOfKey } from './content-items';

describe('the editor’s content list', () => {
  const items = contentItems([
    {
      id: '1',
      key: 'hero-title',
      type: 'text',
      value: 'Ny titel',
      description: '',
      category: 'hero',
    },
    {
      id: '2',
      key: 'kampagne-tekst',
      type: 'text',
      value: 'Sommerkampagne',
      description: 'Kampagne',
      category: 'kampagner',
    },
  ]);

  it('shows stored values, fallbacks for the rest, and entries the catalogue does not know', () => {
    expect(items.find((i) => i.key === 'hero-title')).toMatchObject({
      title: 'Forsidens overskrift',
      value: 'Ny titel',
      stored: true,
      description: 'Forsidens store overskrift',
    });
    expect(items.find((i) => i.key === 'hero-subtitle')).toMatchObject({ stored: false });
    expect(items.find((i) => i.key === 'kampagne-tekst')).toMatchObject({
      category: 'kampagner',
      title: 'Kampagne',
    });
  });

  it('names entries and categories in Danish, never by their keys', () => {
    expect(titleOfKey('hero-image')).toBe('Forsidens topbillede');
    expect(categoryTitle('cta')).toBe('Forside – opfordring til handling');
    expect(categoryTitle('errors')).toBe('Fejlside');
    // A category the catalogue does not know keeps the owner's own name.
    expect(categoryTitle('kampagner')).toBe('kampagner');
  });

  it('lists product §2’s categories first, then the others', () => {
    const categories = categoriesOf(items);
    expect(categories.slice(0, contentCategories.length)).toEqual([...contentCategories]);
    expect(categories).toContain('kampagner');
  });
});
