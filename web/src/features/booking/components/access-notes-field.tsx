import { useState } from 'react';
import { accessNotesProblem } from '@shared/domain/address-rules';
import { addressTexts } from '@shared/texts/address';

interface AccessNotesFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * 'Adgangsforhold (valgfrit)': gate code, parking, who to ask for (issue 40). Kept beside the
 * address, never in it; shown to the owner on the booking, the day's route and the new-booking
 * mail. What is wrong (too long, invisible characters) is said when the field is left.
 */
export function AccessNotesField({ value, onChange }: AccessNotesFieldProps) {
  const [left, setLeft] = useState(false);
  const problem = left ? accessNotesProblem(value) : null;
  return (
    <div className="address-field access-notes-field" data-invalid={problem ? true : undefined}>
      <label htmlFor="booking-access-notes">{addressTexts.accessNotesLabel}</label>
      <p id="booking-access-notes-hint" className="address-field__note">
        {addressTexts.accessNotesHint}
      </p>
      <textarea
        id="booking-access-notes"
        className="text-input"
        name="access_notes"
        rows={2}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setLeft(true)}
        aria-invalid={problem ? true : undefined}
        aria-describedby="booking-access-notes-hint booking-access-notes-status"
      />
      <div id="booking-access-notes-status" role="status" aria-live="polite">
        {problem ? <p className="address-field__error">{problem}</p> : null}
      </div>
    </div>
  );
}
