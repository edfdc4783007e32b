import { useEffect } from 'react';
import { useContent } from './content/use-content';
import { documentTitle } from './route-handle';

/** Sets "{title} | {site name}" as the document title (for pages with a dynamic title). */
export function useDocumentTitle(title: string | undefined): void {
  const siteName = useContent('site-name');
  useEffect(() => {
    if (title) document.title = documentTitle(title, siteName);
  }, [title, siteName]);
}
