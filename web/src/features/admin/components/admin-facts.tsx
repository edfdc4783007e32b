/** A card's facts as a description list: each label with its value. */
import type { ReactNode } from 'react';

export interface AdminFact {
  label: string;
  value: ReactNode;
}

/** The facts that apply (null: one that does not), in their order. */
export function AdminFacts({ facts }: { facts: readonly (AdminFact | null)[] }) {
  return (
    <dl className="admin-booking__facts">
      {facts.map((fact) =>
        fact ? (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
