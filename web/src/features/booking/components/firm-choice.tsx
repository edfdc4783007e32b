import { useQuery } from '@tanstack/react-query';
import { firmReferenceMaxLength } from '@shared/domain/firm-numbers';
import { fillText } from '@shared/texts/fill';
import { firmTexts as t } from '@shared/texts/firms';
import { TextField } from '@web/components/form/text-field';
import { myFirmQueryOptions } from '@web/lib/firm';

export interface FirmChoiceValue {
  forFirm: boolean;
  reference: string;
}

interface FirmChoiceProps {
  value: FirmChoiceValue;
  onChange: (value: FirmChoiceValue) => void;
  disabled: boolean;
}

/**
 * 'Book for' (product §2 'Firma'): a member of a firm books for the firm (with an optional reference
 * on its documents) or privately; shown only to members of a firm.
 */
export function FirmChoice({ value, onChange, disabled }: FirmChoiceProps) {
  const mine = useQuery(myFirmQueryOptions);
  const firm = mine.data?.firm?.firm;
  if (!firm) return null;
  return (
    <section className="card payment-section" aria-labelledby="firm-choice-title">
      <h2 id="firm-choice-title">{t.bookFor}</h2>
      <fieldset className="choice-group" disabled={disabled}>
        <legend className="visually-hidden">{t.bookFor}</legend>
        <label className="choice">
          <input
            type="radio"
            name="book-for"
            checked={value.forFirm}
            onChange={() => onChange({ ...value, forFirm: true })}
          />
          <span className="choice__label">{fillText(t.bookForFirm, { firm: firm.name })}</span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name="book-for"
            checked={!value.forFirm}
            onChange={() => onChange({ ...value, forFirm: false })}
          />
          <span className="choice__label">{t.bookPrivately}</span>
        </label>
      </fieldset>
      {value.forFirm && firm.price_agreement_percent > 0 ? (
        <p className="payment-note">
          {fillText(t.priceAgreement, { firm: firm.name, percent: firm.price_agreement_percent })}
        </p>
      ) : null}
      {value.forFirm ? (
        <TextField
          formId="firm-choice"
          name="reference"
          label={t.reference}
          hint={t.referenceHint}
          maxLength={firmReferenceMaxLength}
          value={value.reference}
          placeholder={firm.standing_reference ?? undefined}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, reference: event.currentTarget.value })}
        />
      ) : null}
    </section>
  );
}
