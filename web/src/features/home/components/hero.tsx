import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { DroneMark } from '@web/components/drone-mark';
import { CheckIcon } from '@web/components/icons';
import { parseMedia } from '@web/lib/media';
import { useContent } from '@web/lib/content/use-content';
import { Editable } from '@web/lib/content/editable';

/** The dark hero at the top of the home page, under the transparent navbar. */
export function Hero() {
  const image = parseMedia(useContent('hero-image'));
  // Where we fly and when we deliver are filled from the zones and Indstillinger ({zones},
  // {delivery}: shared/content/site-facts.ts), never more than they say.
  const highlights = [
    useContent('hero-highlight-1'),
    useContent('hero-highlight-2'),
    useContent('hero-highlight-3'),
  ].filter((text) => text !== '');

  return (
    <section
      className={image.kind === 'image' ? 'hero hero--with-image on-dark' : 'hero on-dark'}
      aria-labelledby="hero-title"
    >
      {image.kind === 'image' ? (
        <img
          className="hero__image"
          src={image.url}
          srcSet={image.srcSet}
          sizes="100vw"
          alt=""
          fetchPriority="high"
        />
      ) : (
        <DroneMark className="hero__art" />
      )}
      <Editable k="hero-image" image />
      <div className="hero__inner container">
        <p className="hero__eyebrow">
          <Editable k="hero-eyebrow" multiline />
        </p>
        <h1 id="hero-title" className="hero__title">
          <Editable k="hero-title" />
        </h1>
        <p className="hero__subtitle">
          <Editable k="hero-subtitle" multiline />
        </p>
        <div className="hero__actions">
          <Link to={pagePath('products')} className="btn btn--primary">
            {useContent('hero-primary-button')}
          </Link>
          <Link to={pagePath('ratings')} className="btn btn--ghost-light">
            {useContent('hero-secondary-button')}
          </Link>
        </div>
        <ul className="hero__highlights">
          {highlights.map((text) => (
            <li key={text}>
              <CheckIcon />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
