/** A card's badges (status, price, kind): short labels in a tone of the admin panel. */

export type AdminBadgeTone = 'ok' | 'wait' | 'error' | 'done' | 'muted';

export interface AdminBadge {
  label: string;
  tone: AdminBadgeTone;
}

/** The badges that apply (null: one that does not); nothing when none applies. */
export function AdminBadges({ badges }: { badges: readonly (AdminBadge | null)[] }) {
  const shown = badges.filter((badge): badge is AdminBadge => badge !== null);
  if (shown.length === 0) return null;
  return (
    <p className="admin-booking__badges">
      {shown.map((badge, index) => (
        <span key={index} className={`admin-badge admin-badge--${badge.tone}`}>
          {badge.label}
        </span>
      ))}
    </p>
  );
}
