import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { useContent } from '@web/lib/content/use-content';
import type { CoverageCheck } from '@web/lib/coverage';
import { useTypedState } from '@web/lib/typed-value';
import { distanceFromBaseText } from '@shared/domain/distance';
import { CoverageRequestForm } from '@web/components/coverage-request-form';
import { DroneZoneNotice } from '@web/components/drone-zone-notice';
import type { CheckedAddress } from '../hooks/use-checked-address';

function CoverageResult({ result }: { result: CoverageCheck }) {
  const covered = useContent('coverage-covered');
  const notCovered = useContent('coverage-not-covered');
  const distanceTemplate = useContent('coverage-distance');
  const foundAs = useContent('coverage-found-as');
  const bookLink = useContent('coverage-book-link');
  return (
    <div className="coverage-result" data-covered={result.covered}>
      <p className="coverage-result__verdict">{result.covered ? covered : notCovered}</p>
      <p>{distanceFromBaseText(result.distance_km, distanceTemplate)}</p>
      {result.location.label ? (
        <p className="coverage-result__found">
          {foundAs} {result.location.label}
        </p>
      ) : null}
      {/* The booking page's notice for the same address (product §4 'Drone zones'). */}
      {result.covered && result.drone_zone ? (
        <DroneZoneNotice zone={result.drone_zone} leadDays={result.permit_lead_days ?? 0} />
      ) : null}
      {/* A covered address leads on: choose the service, then book (product §4). */}
      {result.covered ? (
        <p>
          <Link to={pagePath('products')} className="btn btn--primary">
            {bookLink}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The address checker (product §4: idle, checking, covered or not covered). A real form
 * (`GET /coverage?address=…`): sent before the app has started, the page renderer answers
 * it; the app checks the same address in place and keeps it in the URL. A blank address is
 * refused; the server's answer or failure is announced in a live region. An address outside
 * the zones offers to tell the visitor when it is covered.
 */
export function AddressChecker({ asked, address, check, ask }: CheckedAddress) {
  const formId = useId();
  const inputId = `${formId}-address`;
  const errorId = `${formId}-error`;
  const [text, setText, field] = useTypedState(asked ?? '');
  const addressRequired = useContent('coverage-address-required');
  // A blank address sent as a form before the app started is refused the same way.
  const [validationError, setValidationError] = useState<string | null>(
    asked !== null && address === '' ? addressRequired : null,
  );
  const checking = check.isFetching;
  const buttonLabel = useContent('coverage-check-button');
  const checkingLabel = useContent('coverage-checking');
  const addressNotValidated = useContent('coverage-address-not-validated');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    const trimmed = text.trim();
    if (!trimmed) {
      setValidationError(addressRequired);
      ask(null);
      return;
    }
    setValidationError(null);
    ask(trimmed);
  }

  const answer = address === '' ? undefined : check.data;
  const result = answer?.found ? answer : undefined;
  const failure = check.isError || answer?.found === false ? addressNotValidated : null;
  return (
    <>
      <form
        className="coverage-checker"
        method="get"
        action={pagePath('coverage')}
        onSubmit={submit}
        noValidate
        aria-busy={checking}
      >
        <div className="coverage-field" data-invalid={validationError ? true : undefined}>
          <label htmlFor={inputId}>{useContent('coverage-address-label')}</label>
          <div className="coverage-field__row">
            <input
              ref={field}
              id={inputId}
              className="text-input"
              name="address"
              type="text"
              // A one-line field: `street-address` is for a multi-line one (invalid on <input>).
              autoComplete="address-line1"
              placeholder={useContent('coverage-address-placeholder')}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (validationError) setValidationError(null);
              }}
              aria-invalid={validationError ? true : undefined}
              aria-describedby={validationError ? errorId : undefined}
            />
            <button
              type="submit"
              className="btn btn--primary"
              aria-disabled={checking || undefined}
              aria-busy={checking || undefined}
            >
              {checking ? (
                <>
                  <span className="spinner spinner--small" aria-hidden="true" />
                  {checkingLabel}
                </>
              ) : (
                buttonLabel
              )}
            </button>
          </div>
          {validationError ? (
            <p id={errorId} className="coverage-field__error">
              {validationError}
            </p>
          ) : null}
        </div>
        <div role="status" aria-live="polite" className="coverage-checker__status">
          {result && !checking ? <CoverageResult result={result} /> : null}
          {failure && !checking ? <p className="coverage-result__failure">{failure}</p> : null}
        </div>
      </form>
      {result && !result.covered && !checking ? (
        <CoverageRequestForm key={address} address={address} />
      ) : null}
    </>
  );
}
