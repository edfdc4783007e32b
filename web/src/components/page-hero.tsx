import type { ReactNode } from 'react';

interface PageHeroProps {
  /** The page's heading (its h1). */
  title: ReactNode;
  /** The line below the heading; left out, the heading stands alone. */
  intro?: ReactNode;
  /** A class of the band besides `page-hero` (e.g. the admin panel's `admin-hero`). */
  className?: string;
}

/** The dark band at the top of an inner page: the page's heading and a line about it. */
export function PageHero({ title, intro, className }: PageHeroProps) {
  return (
    <header className={className ? `page-hero ${className} on-dark` : 'page-hero on-dark'}>
      <div className="container">
        <h1>{title}</h1>
        {intro === undefined ? null : <p>{intro}</p>}
      </div>
    </header>
  );
}
