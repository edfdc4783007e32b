/** The site's static pages as the search knows them (SPEC 3 'Search page'), in Danish. */
import type { Product } from '../../../shared/api/entities';
import type { SearchPage } from '../../../shared/api/search-newsletter';

export interface SearchablePage extends SearchPage {
  keywords: readonly string[];
}

export const searchablePages: readonly SearchablePage[] = [
  {
    path: '/',
    title: 'Forside',
    description: 'Dronefoto og -video i hele Danmark: luftfoto til bolig, erhverv og events.',
    keywords: ['hjem', 'forside', 'drone', 'dronefoto', 'dronevideo', 'luftfoto'],
  },
  {
    path: '/products',
    title: 'Vores tjenester',
    description: 'Se vores pakker med dronefoto og dronevideo, priser og redigering.',
    keywords: ['produkter', 'tjenester', 'priser', 'pakker', 'booking', 'bestil', 'foto', 'video'],
  },
  {
    path: '/portfolio',
    title: 'Vores arbejde',
    description: 'Billeder og videoer fra vores seneste droneoptagelser.',
    keywords: ['portfolio', 'galleri', 'billeder', 'optagelser', 'eksempler'],
  },
  {
    path: '/contact',
    title: 'Kontakt',
    description: 'Kontaktoplysninger, åbningstider, nyhedsbrev og ofte stillede spørgsmål.',
    keywords: ['kontakt', 'telefon', 'email', 'åbningstider', 'nyhedsbrev', 'spørgsmål', 'faq'],
  },
  {
    path: '/coverage',
    title: 'Vi dækker',
    description: 'Tjek om din adresse ligger i et af de områder, vi dækker.',
    keywords: ['dækning', 'område', 'adresse', 'zoner', 'kort', 'afstand'],
  },
  {
    path: '/ratings',
    title: 'Anmeldelser',
    description: 'Læs hvad vores kunder siger om deres droneoptagelser.',
    keywords: ['anmeldelser', 'bedømmelser', 'kunder', 'stjerner', 'udtalelser'],
  },
];

/** Words a product of each category is also found by (Danish and English). */
export const categoryWords: Readonly<Record<Product['category'], readonly string[]>> = {
  video: ['video', 'dronevideo', 'optagelser', 'videooptagelser', 'film'],
  photo: ['photo', 'foto', 'fotos', 'dronefoto', 'billeder', 'luftfoto'],
};
