import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { useContent } from '@web/lib/content/use-content';
import '../not-found.css';

/** The 404 page: 'Siden blev ikke fundet' and a way back to the front page. */
export function NotFoundPage() {
  return (
    <div className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{useContent('not-found-title')}</h1>
      <p>{useContent('not-found-text')}</p>
      <Link to={pagePath('home')} className="btn btn--primary">
        {useContent('not-found-button')}
      </Link>
    </div>
  );
}
