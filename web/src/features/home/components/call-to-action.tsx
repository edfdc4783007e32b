import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { useContent } from '@web/lib/content/use-content';
import { Editable } from '@web/lib/content/editable';

/** The closing invitation on the home page: to the services or the contact page. */
export function CallToAction() {
  return (
    <section className="section cta-section" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta on-dark">
          <h2 id="cta-title">
            <Editable k="cta-title" />
          </h2>
          <p>
            <Editable k="cta-text" multiline />
          </p>
          <div className="cta__actions">
            <Link to={pagePath('products')} className="btn btn--light">
              {useContent('cta-primary-button')}
            </Link>
            <Link to={pagePath('contact')} className="btn btn--ghost-light">
              {useContent('cta-secondary-button')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
