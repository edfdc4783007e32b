import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PageSectionProps {
  /** The heading's id: the heading (h2) names the section. */
  titleId: string;
  title: ReactNode;
  /** The line below the heading; left out, the heading stands alone. */
  intro?: ReactNode;
  /** On the muted background (every other section). */
  muted?: boolean;
  /** The link below the section to the page with all of it (e.g. all services). */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A section of the home page: its heading and intro, what it shows, and a link to more. */
export function PageSection({ titleId, title, intro, muted, more, children }: PageSectionProps) {
  return (
    <section className={muted ? 'section section--muted' : 'section'} aria-labelledby={titleId}>
      <div className="container">
        <header className="section__header">
          <h2 id={titleId}>{title}</h2>
          {intro === undefined ? null : <p>{intro}</p>}
        </header>
        {children}
        {more ? (
          <div className="section__footer">
            <Link to={more.to} className="btn btn--outline">
              {more.label}
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
