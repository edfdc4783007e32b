/**
 * The site's static pages as the search knows them (product §2 'Search page'): every page the
 * page table marks `searchable`, with the description and the words it is found by. The
 * record is keyed by the table's searchable pages, so a page marked searchable without its
 * words here does not compile.
 */
import type { Product } from '@shared/api/entities';
import type { SearchPage } from '@shared/api/search-newsletter';
import { pages, type SearchablePageId } from '@shared/site/pages';

export interface SearchablePage extends SearchPage {
  keywords: readonly string[];
}

interface PageWords {
  /** The title shown in the results, when it differs from the page's document title. */
  title?: string;
  description: string;
  keywords: readonly string[];
}

const pageWords: Record<SearchablePageId, PageWords> = {
  home: {
    title: 'Forside',
    description: 'Dronefoto og -video: luftfoto til bolig, erhverv og events.',
    keywords: ['hjem', 'forside', 'drone', 'dronefoto', 'dronevideo', 'luftfoto'],
  },
  products: {
    description: 'Se vores pakker med dronefoto og dronevideo, priser og redigering.',
    keywords: ['produkter', 'tjenester', 'priser', 'pakker', 'booking', 'bestil', 'foto', 'video'],
  },
  portfolio: {
    description: 'Billeder og videoer fra vores seneste droneoptagelser.',
    keywords: ['portfolio', 'galleri', 'billeder', 'optagelser', 'eksempler'],
  },
  contact: {
    description: 'Kontaktoplysninger, åbningstider, nyhedsbrev og ofte stillede spørgsmål.',
    keywords: ['kontakt', 'telefon', 'email', 'åbningstider', 'nyhedsbrev', 'spørgsmål', 'faq'],
  },
  coverage: {
    description: 'Tjek om din adresse ligger i et af de områder, vi dækker.',
    keywords: ['dækning', 'område', 'adresse', 'zoner', 'kort', 'afstand'],
  },
  ratings: {
    description: 'Læs hvad vores kunder siger om deres droneoptagelser.',
    keywords: ['anmeldelser', 'bedømmelser', 'kunder', 'stjerner', 'udtalelser'],
  },
  terms: {
    description: 'Vores handelsbetingelser: betaling, flytning og aflysning, vejr og levering.',
    keywords: [
      'handelsbetingelser',
      'betingelser',
      'vilkår',
      'aflysning',
      'reklamation',
      'fortrydelse',
    ],
  },
};

export const searchablePages: readonly SearchablePage[] = (
  Object.keys(pageWords) as SearchablePageId[]
).map((id) => ({
  path: pages[id].path,
  title: pageWords[id].title ?? pages[id].title,
  description: pageWords[id].description,
  keywords: pageWords[id].keywords,
}));

/** Words a product of each category is also found by (Danish and English). */
export const categoryWords: Readonly<Record<Product['category'], readonly string[]>> = {
  video: ['video', 'dronevideo', 'optagelser', 'videooptagelser', 'film'],
  photo: ['photo', 'foto', 'fotos', 'dronefoto', 'billeder', 'luftfoto'],
};
