import { pagePath } from '@shared/site/pages';
import { commonTexts } from '@shared/texts/common';
import { termsTexts as t } from '@shared/texts/terms';
import type { TermsAcceptance as Acceptance } from '../hooks/use-terms-acceptance';
import './terms-acceptance.css';

const refusalId = 'terms-acceptance-refusal';

/**
 * The required checkbox 'Jeg har læst og accepterer handelsbetingelserne' (product §2 'Payment
 * page'); its last word opens the terms in a new window. After a pay attempt without the tick,
 * 'Du skal acceptere handelsbetingelserne' until it is ticked.
 */
export function TermsAcceptance({
  accepted,
  refused,
  setAccepted,
  checkbox,
  disabled,
}: Pick<Acceptance, 'accepted' | 'refused' | 'setAccepted' | 'checkbox'> & {
  disabled?: boolean;
}) {
  return (
    <div className="terms-acceptance">
      <div className="terms-acceptance__row">
        <input
          ref={checkbox}
          id="terms-accepted"
          type="checkbox"
          name="terms-accepted"
          required
          aria-label={t.acceptLabel}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? refusalId : undefined}
          checked={accepted}
          disabled={disabled}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <label htmlFor="terms-accepted">
          {t.acceptLabelBeforeLink}{' '}
          <a href={pagePath('terms')} target="_blank" rel="noopener noreferrer">
            {t.acceptLabelLink}
            <span className="visually-hidden"> {commonTexts.opensInNewWindow}</span>
          </a>
        </label>
      </div>
      {refused ? (
        <p id={refusalId} className="payment-error" role="alert">
          {t.required}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The pay button's attributes while the terms are not accepted: disabled but still pressable,
 * so a press can say why; described by the refusal once shown.
 */
export const payButtonTermsProps = ({
  accepted,
  refused,
}: Pick<Acceptance, 'accepted' | 'refused'>) =>
  accepted
    ? {}
    : { 'aria-disabled': true as const, ...(refused ? { 'aria-describedby': refusalId } : {}) };
