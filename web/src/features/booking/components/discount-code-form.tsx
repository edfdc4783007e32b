import { useState, type FormEvent } from 'react';
import { formatKroner } from '@shared/domain/danish-format';
import { useToast } from '@web/components/toast/use-toast';
import { validateDiscountCode } from '../api/booking-calls';
import { bookingTexts, paymentPageTexts } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';

export interface AppliedDiscount {
  code: string;
  amount: number;
}

interface DiscountCodeFormProps {
  productId: number;
  includeEditing: boolean;
  applied: AppliedDiscount | null;
  onApplied: (discount: AppliedDiscount | null) => void;
  disabled: boolean;
}

/** Discount code: uppercased and trimmed, validated by the server (product §5). */
export function DiscountCodeForm({
  productId,
  includeEditing,
  applied,
  onApplied,
  disabled,
}: DiscountCodeFormProps) {
  const toast = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const normalised = code.trim().toUpperCase();
    setCode(normalised);
    if (!normalised) {
      setError(bookingTexts.discountCodeRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await validateDiscountCode({
        code: normalised,
        product_id: productId,
        include_editing: includeEditing,
      });
      if (result.is_valid) {
        onApplied({ code: result.code, amount: result.discount_amount });
        setCode('');
        toast.success(
          fillText(bookingTexts.discountApplied, { amount: formatKroner(result.discount_amount) }),
        );
      } else {
        const message = result.error_message ?? bookingTexts.discountCheckFailed;
        setError(message);
        toast.error(message);
      }
    } catch {
      setError(bookingTexts.discountCheckFailed);
      toast.error(bookingTexts.discountCheckFailed);
    } finally {
      setBusy(false);
    }
  };

  const remove = () => {
    onApplied(null);
    toast.info(bookingTexts.discountRemoved);
  };

  return (
    <section className="card payment-section" aria-labelledby="discount-title">
      <h2 id="discount-title">{paymentPageTexts.discountTitle}</h2>
      {applied ? (
        <div className="discount-applied">
          <p>
            <strong>{applied.code}</strong>{' '}
            {fillText(paymentPageTexts.discountSaving, { amount: formatKroner(applied.amount) })}
          </p>
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={remove}
            disabled={disabled}
          >
            {paymentPageTexts.removeDiscount}
          </button>
        </div>
      ) : (
        <form className="discount-form" onSubmit={(event) => void apply(event)} noValidate>
          <label htmlFor="discount-code">{paymentPageTexts.discountLabel}</label>
          <div className="discount-form__row">
            <input
              id="discount-code"
              className="text-input"
              name="discount-code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              value={code}
              onChange={(event) => {
                setCode(event.target.value.toUpperCase());
                if (error) setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby="discount-status"
            />
            <button type="submit" className="btn btn--outline" disabled={busy || disabled}>
              {busy ? paymentPageTexts.validating : paymentPageTexts.applyDiscount}
            </button>
          </div>
        </form>
      )}
      <div id="discount-status" role="status" aria-live="polite">
        {error && !applied ? <p className="payment-error">{error}</p> : null}
      </div>
    </section>
  );
}
