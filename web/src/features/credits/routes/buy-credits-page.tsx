import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatKroner } from '../../../../../shared/domain/danish-format';
import { useToast } from '../../../components/toast/use-toast';
import { useAuth } from '../../auth/auth-context';
import { startCreditsCheckout } from '../api/buy-credits';
import { CreditStepper } from '../components/credit-stepper';
import { creditPurchaseFailedMessage, loginToBuyMessage } from '../lib/credit-messages';
import { creditsPrice, defaultCredits, minCreditsMessage } from '../lib/credit-quantity';
import '../credits.css';

const steps = [
  {
    title: 'Køb credits',
    text: 'Vælg antal og betal sikkert med kort eller MobilePay hos vores betalingsudbyder.',
  },
  {
    title: 'Brug dem ved booking',
    text: 'På betalingssiden vælger du, hvor mange credits du vil bruge på din optagelse.',
  },
  {
    title: 'Fleksibelt beløb',
    text: 'Køb lige det antal, du har brug for – 1 credit svarer altid til 1 kr.',
  },
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
      toast.error(loginToBuyMessage);
      await navigate(`/login?redirect=${encodeURIComponent('/buy-credits')}`);
      return;
    }
    if (quantity === null) {
      toast.error(minCreditsMessage);
      return;
    }
    setBusy(true);
    try {
      const checkout = await startCreditsCheckout(quantity);
      window.location.assign(checkout.url);
    } catch {
      toast.error(creditPurchaseFailedMessage);
      setBusy(false);
    }
  };

  return (
    <>
      <header className="page-hero on-dark">
        <div className="container">
          <h1>Køb credits</h1>
          <p>Betal forud og brug dine credits, når du booker en optagelse.</p>
        </div>
      </header>
      <div className="page-body container credits-layout">
        <section className="card credits-buy" aria-labelledby="credits-buy-title">
          <h2 id="credits-buy-title">Vælg antal</h2>
          {user ? (
            <p className="credits-balance">
              Din nuværende saldo: <strong>{credits} credits</strong>
            </p>
          ) : (
            <p className="credits-balance">
              <Link to={`/login?redirect=${encodeURIComponent('/buy-credits')}`}>Log ind</Link> for
              at se din saldo og købe credits.
            </p>
          )}
          <CreditStepper quantity={quantity} onChange={setQuantity} />
          <p className="credits-price" aria-live="polite">
            Pris: <strong>{quantity === null ? '–' : formatKroner(creditsPrice(quantity))}</strong>
            <span className="credits-price__note"> (1 credit = 1 kr)</span>
          </p>
          <button
            type="button"
            className="btn btn--primary credits-buy__button"
            onClick={() => void buy()}
            disabled={busy || quantity === null}
          >
            {busy
              ? 'Sender dig til betaling...'
              : quantity === null
                ? 'Køb credits'
                : `Køb ${quantity} credits`}
          </button>
        </section>
        <section className="credits-how" aria-labelledby="credits-how-title">
          <h2 id="credits-how-title">Sådan virker det</h2>
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
