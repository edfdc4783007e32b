import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { PaymentMethod } from '@shared/api/entities';
import { bookingPrice, orderAmount } from '@shared/domain/pricing';
import { invoiceOffered } from '@shared/domain/firm-billing';
import { formatKroner } from '@shared/domain/danish-format';
import { useAuth } from '@web/lib/auth/auth-context';
import { bootstrapQueryOptions } from '@web/lib/bootstrap';
import { myFirmQueryOptions } from '@web/lib/firm';
import type { PaymentNavigationState } from '../lib/payment-navigation';
import { useEntryCheck } from '../hooks/use-entry-check';
import { useSubmitBooking } from '../hooks/use-submit-booking';
import {
  creditCap,
  creditsCoverAll,
  creditsForMode,
  methodFor,
  type CreditMode,
} from '../lib/payment-choice';
import { ContactDetails, useContactDetails } from './contact-details';
import { CreditsUse } from './credits-use';
import { DiscountCodeForm, type AppliedDiscount } from './discount-code-form';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from './payment-methods';
import { paymentPageTexts } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';
import { useTermsAcceptance } from '../hooks/use-terms-acceptance';
import { ChangeRuleNote } from './change-rule-note';
import { PermitNote } from '@web/components/permit-note';
import { payButtonTermsProps, TermsAcceptance } from './terms-acceptance';
import { PageHero } from '@web/components/page-hero';
import { FirmChoice, type FirmChoiceValue } from './firm-choice';

/** The payment page's content for one order (see PaymentPage). */
export function PaymentForm({ order }: { order: PaymentNavigationState }) {
  const { credits: balance } = useAuth();
  const bootstrap = useQuery(bootstrapQueryOptions);
  const product = bootstrap.data?.products.find((p) => p.id === order.productId) ?? {
    price: order.productPrice,
    is_editing_included: false,
    // Until the catalogue is loaded: editing at what the booking page priced it.
    editing_price: order.includeEditing ? order.totalPrice - order.productPrice : null,
  };
  const { submit, busy, refusal } = useSubmitBooking(order.productId);
  const myFirm = useQuery(myFirmQueryOptions).data?.firm?.firm;
  const isFirmMember = !!myFirm;
  const entry = useEntryCheck(order, !busy);
  const terms = useTermsAcceptance();
  const contact = useContactDetails();

  const [discount, setDiscount] = useState<AppliedDiscount | null>(null);
  const [creditMode, setCreditMode] = useState<CreditMode>('none');
  const [customCredits, setCustomCredits] = useState('');
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>('card');
  // A firm member books for the firm by default (product §2 'Firma').
  const [firmChoice, setFirmChoice] = useState<FirmChoiceValue>({ forFirm: true, reference: '' });

  const original = orderAmount(product, order.includeEditing);
  const afterDiscount = Math.max(0, original - (discount?.amount ?? 0));
  const used = creditsForMode(creditMode, customCredits, balance, afterDiscount);
  const coversAll = creditsCoverAll(creditMode, used, afterDiscount);
  const offersInvoice = invoiceOffered(myFirm, firmChoice.forFirm);
  const method = methodFor(chosenMethod, coversAll, offersInvoice);
  const price = bookingPrice({
    product,
    includeEditing: order.includeEditing,
    discount: discount?.amount ?? 0,
    creditsRequested: used,
    creditBalance: balance,
    // The firm's price agreement, for a booking for the firm (the server applies the same).
    agreementPercent: firmChoice.forFirm ? (myFirm?.price_agreement_percent ?? 0) : 0,
  });

  // Credits covering everything switch the method to credits; losing the cover falls back.
  useEffect(() => {
    setChosenMethod((previous) => methodFor(previous, coversAll, offersInvoice));
  }, [coversAll, offersInvoice]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (entry.status !== 'ok') return;
    const details = contact.details();
    // Both checked, so every missing answer is said at once.
    const termsAccepted = terms.check();
    if (!details || !termsAccepted) return;
    void submit({
      ...details,
      product_id: order.productId,
      booking_date: order.bookingDate,
      booking_time: order.bookingTime,
      address: order.address,
      access_notes: order.accessNotes || null,
      include_editing: order.includeEditing,
      discount_code: discount?.code ?? null,
      credits_to_use: price.credits_used,
      payment_method: method,
      terms_accepted: true,
      ...(firmChoice.forFirm && isFirmMember
        ? { for_firm: true, reference: firmChoice.reference.trim() || null }
        : {}),
    });
  };

  return (
    <>
      <PageHero title={paymentPageTexts.title} intro={paymentPageTexts.intro} />
      <div className="page-body container booking-layout booking-layout--wide-side">
        <div className="booking-layout__main">
          <DiscountCodeForm
            productId={order.productId}
            includeEditing={order.includeEditing}
            applied={discount}
            onApplied={setDiscount}
            disabled={busy}
          />
          {balance > 0 ? (
            <CreditsUse
              balance={balance}
              cap={creditCap(balance, afterDiscount)}
              mode={creditMode}
              custom={customCredits}
              used={used}
              coversAll={coversAll}
              onMode={setCreditMode}
              onCustom={setCustomCredits}
            />
          ) : null}
          <form onSubmit={onSubmit} noValidate aria-busy={busy} className="payment-submit">
            <ContactDetails contact={contact} disabled={busy} />
            <FirmChoice value={firmChoice} onChange={setFirmChoice} disabled={busy} />
            <PaymentMethods
              method={method}
              creditsCoverAll={coversAll}
              invoiceOffered={offersInvoice}
              onChange={setChosenMethod}
            />
            <TermsAcceptance {...terms} disabled={busy} />
            <button
              type="submit"
              className="btn btn--primary payment-submit__button"
              disabled={busy || entry.status !== 'ok'}
              {...payButtonTermsProps(terms)}
            >
              {busy
                ? paymentPageTexts.processing
                : entry.status !== 'ok'
                  ? paymentPageTexts.checkingSlot
                  : method === 'card' && price.price > 0
                    ? fillText(paymentPageTexts.goToPayment, { amount: formatKroner(price.price) })
                    : paymentPageTexts.confirm}
            </button>
            {refusal ? (
              <p className="payment-error payment-submit__refusal" role="alert">
                {refusal}
              </p>
            ) : null}
            <ChangeRuleNote date={order.bookingDate} time={order.bookingTime} />
            <PermitNote permit={entry.status === 'ok' ? entry.permit : null} />
          </form>
        </div>
        <aside className="booking-layout__side">
          <OrderSummary
            order={order}
            basePrice={product.price}
            editingIncluded={product.is_editing_included}
            price={price}
            distanceNote={entry.status === 'ok' ? entry.distanceNote : null}
          />
        </aside>
      </div>
    </>
  );
}
