import { useMatches } from 'react-router-dom';
import { useContent } from '../lib/content/use-content';
import { routeTitle } from '../lib/route-handle';

/** Stand-in for pages that are not built yet: the page's heading and a short note. */
export function PlaceholderPage() {
  const title = routeTitle(useMatches()) ?? 'Siden';
  return (
    <>
      <header className="page-hero on-dark">
        <div className="container">
          <h1>{title}</h1>
        </div>
      </header>
      <div className="page-body container">
        <p className="placeholder-note">{useContent('placeholder-text')}</p>
      </div>
    </>
  );
}
