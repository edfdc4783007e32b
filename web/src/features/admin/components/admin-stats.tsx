export interface AdminStat {
  label: string;
  value: string;
  note?: string;
}

/** A row of figures (a list, so a screen reader hears each label with its value). */
export function AdminStats({ label, stats }: { label: string; stats: readonly AdminStat[] }) {
  return (
    <ul className="admin-stats" aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className="admin-stat">
          <p className="admin-stat__label">{stat.label}</p>
          <p className="admin-stat__value">{stat.value}</p>
          {stat.note ? <p className="admin-stat__note">{stat.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
