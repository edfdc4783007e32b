/** The page a site text is shown on, by its content category (SPEC 9 'Content categories'). */
const pageByCategory: Readonly<Record<string, string>> = {
  contact: '/contact',
  newsletter: '/contact',
  products: '/products',
  portfolio: '/portfolio',
  ratings: '/ratings',
  coverage: '/coverage',
  search: '/search',
};

export function contentPagePath(category: string): string {
  return pageByCategory[category] ?? '/';
}
