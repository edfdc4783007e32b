/** The site's static pages as the search knows them (SPEC 2 'Search page'), in Danish. */
import type { Product } from '@shared/api/entities';
import type { SearchPage } from '@shared/api/search-newsletter';
import { searchablePages as pagesOfTable } from '@shared/site/pages';

export interface SearchablePage extends SearchPage {
  keywords: readonly string[];
}

/** The searchable pages of the page table (home, products, portfolio, contact, ...). */
export const searchablePages: readonly SearchablePage[] = pagesOfTable();

/** Words a product of each category is also found by (Danish and English). */
export const categoryWords: Readonly<Record<Product['category'], readonly string[]>> = {
  video: ['video', 'dronevideo', 'optagelser', 'videooptagelser', 'film'],
  photo: ['photo', 'foto', 'fotos', 'dronefoto', 'billeder', 'luftfoto'],
};
