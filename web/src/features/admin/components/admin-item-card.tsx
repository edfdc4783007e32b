/**
 * One entry of an admin list as a card (a product, a zone, a discount code, a picture...):
 * an optional picture, the title (which names the card) with its badges, what the tab shows
 * of it, and its actions. After 'Rediger' the card gives its place to the edit form until
 * that is saved or cancelled.
 */
import { useState, type ReactNode } from 'react';
import { AdminBadges, type AdminBadge } from './admin-badges';
import { AdminItemActions, type AdminRemoval, type AdminToggle } from './admin-item-actions';

interface AdminItemCardProps {
  /** The title's id: it names the card, and each button says which card it acts on. */
  titleId: string;
  title: ReactNode;
  titleClassName?: string;
  /** Badges beside the title, in the card's head row; left out, the title stands alone. */
  badges?: readonly (AdminBadge | null)[];
  /** A picture above the title (or beside it, with `textClassName`). */
  media?: ReactNode;
  className?: string;
  /** Puts the title, the body and the actions in a box of this class, beside the picture. */
  textClassName?: string;
  children?: ReactNode;
  /** The card's own actions, before 'Rediger'. */
  actions?: ReactNode;
  /** The form shown in the card's place after 'Rediger'; left out, there is no 'Rediger'. */
  editForm?: (done: () => void) => ReactNode;
  toggle?: AdminToggle;
  remove?: AdminRemoval;
}

export function AdminItemCard({
  titleId,
  title,
  titleClassName,
  badges,
  media,
  className,
  textClassName,
  children,
  actions,
  editForm,
  toggle,
  remove,
}: AdminItemCardProps) {
  const [editing, setEditing] = useState(false);
  if (editing && editForm) return <>{editForm(() => setEditing(false))}</>;
  const heading = (
    <h3 id={titleId} className={titleClassName}>
      {title}
    </h3>
  );
  const text = (
    <>
      {badges ? (
        <div className="admin-booking__head">
          {heading}
          <AdminBadges badges={badges} />
        </div>
      ) : (
        heading
      )}
      {children}
      <AdminItemActions
        titleId={titleId}
        onEdit={editForm ? () => setEditing(true) : undefined}
        toggle={toggle}
        remove={remove}
      >
        {actions}
      </AdminItemActions>
    </>
  );
  return (
    <article
      className={className ? `admin-booking ${className}` : 'admin-booking'}
      aria-labelledby={titleId}
    >
      {media}
      {textClassName ? <div className={textClassName}>{text}</div> : text}
    </article>
  );
}
