/** 'Tilføj …' and, once pressed, the form in its place until it is saved or cancelled. */
import { useState, type ReactNode } from 'react';

export function AdminAddButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <button type="button" className="btn btn--primary btn--small" onClick={onAdd}>
      {label}
    </button>
  );
}

/** Within a tab's part (e.g. the specific dates): the button, or the form while adding. */
export function AdminAddSlot({
  label,
  form,
}: {
  label: string;
  form: (done: () => void) => ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  if (adding) return <>{form(() => setAdding(false))}</>;
  return (
    <div>
      <AdminAddButton label={label} onAdd={() => setAdding(true)} />
    </div>
  );
}
