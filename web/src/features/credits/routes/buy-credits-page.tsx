import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { formatKroner } from '@shared/domain/danish-format';
import { useToast } from '@web/components/toast/use-toast';
import { useAuth } from '@web/lib/auth/auth-context';
import { startCreditsCheckout } from '../api/buy-credits';
import { CreditStepper } from '../components/credit-stepper';
import { creditsPrice, defaultCredits } from '../lib/credit-quantity';
import { creditTexts as t } from '@shared/texts/credits';
import { fillText } from '@shared/texts/fill';
import '../credits.css';
import { PageHero } from '@web/components/page-hero';

/** Buying needs sign-in: the login page, then back here. */
const loginForCredits = pagePath('login', {}, { redirect: pagePath('buyCredits') });

const steps = [
  { title: t.stepBuyTitle, text: t.stepBuyText },
  { title: t.stepUseTitle, text: t.stepUseText },
  { title: t.stepFlexibleTitle, text: t.stepFlexibleText },
];

/**
 * `/buy-credits` (public; buying needs sign-in): balance, amount (stepper, field, presets),
 * price, and the card checkout (`POST /api/credits/checkout`, then the provider's page).
 */
export function BuyCreditsPage() {
  const { user, credits } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState<number | null>(defaultCredits);
  const [busy, setBusy] = useState(false);

  const buy = async () => {
    if (!user) {
      toast.error(t.loginToBuy);
      await navigate(loginForCredits);
      return;
    }
    if (quantity === null) {
      toast.error(t.minCredits);
      return;
    }
    setBusy(true);
    try {
      const checkout = await startCreditsCheckout(quantity);
      window.location.assign(checkout.url);
    } catch {
      toast.error(t.purchaseFailed);
      setBusy(false);
    }
  };

  return (
    <>
      <PageHero title={t.title} intro={t.intro} />
      <div className="page-body container credits-layout">
        <section className="card credits-buy" aria-labelledby="credits-buy-title">
          <h2 id="credits-buy-title">{t.chooseAmount}</h2>
          {user ? (
            <p className="credits-balance">
              {t.balance} <strong>{fillText(t.balanceAmount, { credits })}</strong>
            </p>
          ) : (
            <p className="credits-balance">
              <Link to={loginForCredits}>{t.signInLink}</Link> {t.signInToSee}
            </p>
          )}
          <CreditStepper quantity={quantity} onChange={setQuantity} />
          <p className="credits-price" aria-live="polite">
            {t.price}{' '}
            <strong>{quantity === null ? '–' : formatKroner(creditsPrice(quantity))}</strong>
            <span className="credits-price__note"> {t.priceNote}</span>
          </p>
          <button
            type="button"
            className="btn btn--primary credits-buy__button"
            onClick={() => void buy()}
            disabled={busy || quantity === null}
          >
            {busy
              ? t.redirecting
              : quantity === null
                ? t.title
                : fillText(t.buyAmount, { quantity })}
          </button>
        </section>
        <section className="credits-how" aria-labelledby="credits-how-title">
          <h2 id="credits-how-title">{t.howTitle}</h2>
          <ol className="credits-steps">
            {steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
