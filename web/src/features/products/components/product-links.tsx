import type { Product } from '@shared/api/entities';
import { commonTexts } from '@shared/texts/common';
import { safeUrl } from '@web/lib/safe-url';

/** A product's related links (up to 4), opened in a new tab. */
export function ProductLinks({ links }: { links: Product['links'] }) {
  if (links.length === 0) return null;
  return (
    <ul className="product-links">
      {links.map((link) => (
        <li key={link.url}>
          <a href={safeUrl(link.url)} target="_blank" rel="noopener noreferrer">
            {link.title}
            <span className="visually-hidden"> {commonTexts.opensInNewWindow}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
