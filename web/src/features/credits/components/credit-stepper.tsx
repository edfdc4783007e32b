import { useState } from 'react';
import {
  clampCredits,
  creditPresets,
  creditSteps,
  maxCredits,
  minCredits,
  parseCreditQuantity,
} from '../lib/credit-quantity';
import { minusSign } from '@shared/domain/danish-format';
import { creditTexts as t } from '@shared/texts/credits';
import { fillText } from '@shared/texts/fill';

interface CreditStepperProps {
  quantity: number | null;
  onChange: (quantity: number | null) => void;
}

const stepLabel = (step: number) => (step > 0 ? `+${step}` : `${minusSign}${Math.abs(step)}`);
const stepName = (step: number) => {
  const n = Math.abs(step);
  if (step > 0) return n === 1 ? t.addOne : fillText(t.add, { n });
  return n === 1 ? t.removeOne : fillText(t.remove, { n });
};

/** Amount of credits: ±1 / ±10 buttons, a number field and the presets. */
export function CreditStepper({ quantity, onChange }: CreditStepperProps) {
  const [text, setText] = useState(String(quantity ?? ''));
  const shown =
    quantity !== null && parseCreditQuantity(text) !== quantity ? String(quantity) : text;
  const error =
    quantity === null ? (Number(text) > maxCredits ? t.maxCredits : t.minCredits) : null;

  const set = (next: number) => {
    const value = clampCredits(next);
    setText(String(value));
    onChange(value);
  };

  return (
    <div className="credit-stepper">
      <label htmlFor="credit-quantity" className="credit-stepper__label">
        {t.amountLabel}
      </label>
      <div className="credit-stepper__row">
        {creditSteps
          .filter((step) => step < 0)
          .map((step) => (
            <button
              key={step}
              type="button"
              className="btn btn--outline credit-stepper__step"
              aria-label={stepName(step)}
              onClick={() => set((quantity ?? minCredits) + step)}
              disabled={quantity !== null && quantity <= minCredits}
            >
              {stepLabel(step)}
            </button>
          ))}
        <input
          id="credit-quantity"
          type="number"
          inputMode="numeric"
          min={minCredits}
          max={maxCredits}
          step={1}
          value={shown}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseCreditQuantity(event.target.value));
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby="credit-quantity-status"
        />
        {creditSteps
          .filter((step) => step > 0)
          .map((step) => (
            <button
              key={step}
              type="button"
              className="btn btn--outline credit-stepper__step"
              aria-label={stepName(step)}
              onClick={() => set((quantity ?? 0) + step)}
              disabled={quantity !== null && quantity >= maxCredits}
            >
              {stepLabel(step)}
            </button>
          ))}
      </div>
      <div id="credit-quantity-status" role="status" aria-live="polite">
        {error ? <p className="credit-stepper__error">{error}</p> : null}
      </div>
      <fieldset className="credit-presets">
        <legend>{t.presets}</legend>
        {creditPresets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="btn btn--small credit-presets__option"
            aria-pressed={quantity === preset}
            onClick={() => set(preset)}
          >
            {fillText(t.presetAmount, { n: preset })}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
