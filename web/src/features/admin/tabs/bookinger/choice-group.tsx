/**
 * A small choice of a few options as one row of buttons (the bookings tab's view and period):
 * radio buttons in a named group, so arrow keys move the choice and a screen reader says
 * which is chosen; styled as a segmented control.
 */
interface ChoiceGroupProps<V extends string> {
  /** The radio group's name (unique on the page). */
  name: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onValue: (value: V) => void;
}

export function ChoiceGroup<V extends string>({
  name,
  legend,
  options,
  value,
  onValue,
}: ChoiceGroupProps<V>) {
  return (
    <fieldset className="admin-choice">
      <legend className="admin-choice__legend">{legend}</legend>
      <div className="admin-choice__options">
        {options.map((option) => (
          <label key={option.value} className="admin-choice__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onValue(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
