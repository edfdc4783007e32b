import { formatDeduction } from '@shared/domain/danish-format';
import type { CreditMode } from '../lib/payment-choice';
import { bookingTexts, paymentPageTexts as t } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';

interface CreditsUseProps {
  balance: number;
  cap: number;
  mode: CreditMode;
  custom: string;
  used: number;
  coversAll: boolean;
  onMode: (mode: CreditMode) => void;
  onCustom: (text: string) => void;
}

const modes: { id: CreditMode; label: string }[] = [
  { id: 'none', label: t.creditsNone },
  { id: 'all', label: t.creditsAll },
  { id: 'custom', label: t.creditsCustom },
];

/** Credits use (only shown when the customer has credits): none, all or a custom number. */
export function CreditsUse({
  balance,
  cap,
  mode,
  custom,
  used,
  coversAll,
  onMode,
  onCustom,
}: CreditsUseProps) {
  return (
    <section className="card payment-section" aria-labelledby="credits-title">
      <h2 id="credits-title">{t.creditsTitle}</h2>
      <p>{fillText(t.creditsBalance, { balance })}</p>
      <fieldset className="choice-group">
        <legend>{t.creditsUseLegend}</legend>
        {modes.map((option) => (
          <label key={option.id} className="choice">
            <input
              type="radio"
              name="credit-mode"
              value={option.id}
              checked={mode === option.id}
              onChange={() => onMode(option.id)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {mode === 'custom' ? (
        <div className="credits-custom">
          <label htmlFor="credits-custom">{fillText(t.creditsCustomLabel, { cap })}</label>
          <input
            id="credits-custom"
            className="text-input"
            type="number"
            inputMode="numeric"
            min={0}
            max={cap}
            step={1}
            value={custom}
            onChange={(event) => {
              const text = event.target.value;
              const value = Math.floor(Number(text));
              onCustom(
                text === '' || !Number.isFinite(value)
                  ? ''
                  : String(Math.min(Math.max(0, value), cap)),
              );
            }}
          />
        </div>
      ) : null}
      <div role="status" aria-live="polite" className="credits-status">
        {mode !== 'none' ? (
          <p>{fillText(t.creditsUsing, { used, amount: formatDeduction(used) })}</p>
        ) : null}
        {mode !== 'none' && !coversAll ? (
          <p className="payment-note">{bookingTexts.notEnoughCredits}</p>
        ) : null}
      </div>
    </section>
  );
}
