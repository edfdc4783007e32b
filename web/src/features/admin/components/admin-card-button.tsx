/** A card's button ('Rediger', 'Flyt op'...): it names its card (aria-describedby its title). */
import type { ReactNode } from 'react';

export function AdminCardButton({
  titleId,
  disabled,
  onClick,
  children,
}: {
  /** The card's title, which says which card the button acts on (aria-describedby). */
  titleId: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="btn btn--outline btn--small"
      aria-describedby={titleId}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
