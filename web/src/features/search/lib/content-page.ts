/** The page a site text is shown on, by its content category (SPEC 9 'Content categories'). */
export function contentPagePath(category: string): string {
  return category === 'contact' ? '/contact' : '/';
}
