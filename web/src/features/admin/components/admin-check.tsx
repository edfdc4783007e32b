/** A checkbox (or one radio button of a group) with its label beside it: `admin-check`. */
export function AdminCheck({
  label,
  checked,
  onChecked,
  type = 'checkbox',
  name,
}: {
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  type?: 'checkbox' | 'radio';
  /** The radio group's name. */
  name?: string;
}) {
  return (
    <label className="admin-check">
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(e) => onChecked(e.target.checked)}
      />
      {label}
    </label>
  );
}
