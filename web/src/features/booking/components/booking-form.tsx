import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import type { Product } from '@shared/api/entities';
import { editingOffered, editingSelected, orderAmount } from '@shared/domain/pricing';
import { availabilityQueryOptions, type ShootLocation } from '../api/get-availability';
import { useAddressValidation, type AddressValidation } from '../hooks/use-address-validation';
import { bookingPageTexts, bookingTexts } from '@shared/texts/booking';
import type { PaymentNavigationState } from '../lib/payment-navigation';
import { AddressField } from './address-field';
import { AccessNotesField } from './access-notes-field';
import { BookingSummary } from './booking-summary';
import { EditingOption } from './editing-option';
import { ProductInfo } from './product-info';
import { SlotPicker } from './slot-picker';
import { lostSlotReason } from '../lib/lost-slot-reason';
import { useToast } from '@web/components/toast/use-toast';
import { useAuth } from '@web/lib/auth/auth-context';
import { loginPathFor } from '@web/lib/auth/redirect';
import { loadDraft, saveDraft } from '@web/lib/booking/booking-draft';
import { bookingNoticeOf } from '@web/lib/booking/booking-return';
import { accessNotesProblem } from '@shared/domain/address-rules';
import { FormAlert } from '@web/components/form/form-alert';

/**
 * The booking form of one product: the address first (on one line, checked against the
 * zones) with its access notes, then the times that can be flown there, editing, summary, and
 * Continue to /payment with the navigation state of product §2. Sent back here (a refused
 * time, a cancelled checkout), it opens with the draft's choices and says what happened.
 */
const sameLocation = (a: ShootLocation | null, b: ShootLocation | null) =>
  a === b || (a !== null && b !== null && a.lat === b.lat && a.lon === b.lon);

export function BookingForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const toast = useToast();
  const auth = useAuth();
  // Why the customer is back here (a refused time, a cancelled checkout), when that is so.
  const notice = bookingNoticeOf(useLocation().state);
  // What the customer chose before signing up, a refused time or a reload (the time may be gone).
  const [draft] = useState(() => loadDraft(product.id));
  const [chosenDate, setChosenDate] = useState<string | null>(draft?.date ?? null);
  const [chosenTime, setChosenTime] = useState<string | null>(draft?.time ?? null);
  const [address, setAddress] = useState(draft?.address ?? '');
  const [accessNotes, setAccessNotes] = useState(draft?.accessNotes ?? '');
  const [addressLeft, setAddressLeft] = useState(false);
  const [includeEditing, setIncludeEditing] = useState(draft?.includeEditing ?? false);
  const [continuing, setContinuing] = useState(false);
  const { validation, validate } = useAddressValidation(address);
  // The times are those of the address as checked now: none of an address since edited.
  const location: ShootLocation | null =
    validation.status === 'covered'
      ? { lat: validation.coverage.location.lat, lon: validation.coverage.location.lon }
      : null;

  // The times follow the address: none are offered before it is found in a zone (issue 40).
  const availability = useQuery({
    ...availabilityQueryOptions(location, product.id),
    enabled: location !== null,
  });
  // Where the customer was when choosing the time: a time the address rules out reads so.
  const [locationAtChoice, setLocationAtChoice] = useState<ShootLocation | null>(null);
  const days = location ? (availability.data?.days ?? []) : [];
  // The chosen day while it still has free slots, else the first day that has.
  const date =
    days.find((day) => day.date === chosenDate && day.slots.length > 0)?.date ??
    days.find((day) => day.slots.length > 0)?.date ??
    null;
  const day = days.find((d) => d.date === date);
  // A chosen time that has been booked meanwhile (live update) is dropped.
  const time =
    date === chosenDate && day?.slots.some((slot) => slot.time === chosenTime) ? chosenTime : null;
  // ...and the customer is told, instead of seeing the selection vanish.
  const settled = location !== null && availability.isSuccess && !availability.isPlaceholderData;
  const slotLost = chosenTime !== null && time === null && settled;
  const lostToAddress = slotLost && !sameLocation(location, locationAtChoice);
  const lostReason =
    lostToAddress && availability.data && chosenDate && chosenTime
      ? lostSlotReason(availability.data, chosenDate, chosenTime)
      : null;

  const runValidation = (): Promise<AddressValidation> => validate(address);

  const onAddressBlur = () => {
    setAddressLeft(true);
    void runValidation();
  };

  // A restored address is checked at once: the times offered depend on it.
  const [restoredAddress] = useState(draft?.address.trim() ?? '');
  useEffect(() => {
    if (restoredAddress) void runValidation();
    // Once, for the address the draft brought.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restoredAddress]);

  // Until the times of the address are known, the choice made (or restored) is what is kept.
  const keptDate = settled ? date : chosenDate;
  const keptTime = settled ? time : chosenTime;
  useEffect(() => {
    saveDraft({
      productId: product.id,
      date: keptDate,
      time: keptTime,
      address,
      accessNotes,
      includeEditing,
    });
  }, [product.id, keptDate, keptTime, address, accessNotes, includeEditing]);

  const missing = [
    ...(address.trim() ? [] : [bookingTexts.addressRequired]),
    ...(time ? [] : [bookingTexts.slotRequired]),
  ];
  const blocked =
    validation.status === 'validating' ||
    validation.status === 'outside' ||
    validation.status === 'failed' ||
    validation.status === 'invalid' ||
    accessNotesProblem(accessNotes) !== null;
  const disabled = missing.length > 0 || blocked || continuing;

  const onContinue = async () => {
    if (disabled || !date || !time) return;
    if (auth.status === 'signed-out') {
      // The draft is saved: signing in (or up and confirming) brings the customer back here.
      toast.info(bookingPageTexts.signInToContinue);
      await navigate(loginPathFor(pagePath('booking', { productId: product.id })));
      return;
    }
    setContinuing(true);
    const result = await runValidation();
    setContinuing(false);
    if (result.status !== 'covered') return;
    const state: PaymentNavigationState = {
      productId: product.id,
      productName: product.name,
      productPrice: product.price,
      bookingDate: date,
      bookingTime: time,
      address: address.trim(),
      accessNotes: accessNotes.trim(),
      includeEditing: editingSelected(product, includeEditing),
      totalPrice: orderAmount(product, includeEditing),
    };
    await navigate(pagePath('payment'), { state });
  };

  return (
    <div className="booking-layout">
      <div className="booking-layout__main">
        {notice ? (
          <FormAlert>
            <p>{notice}</p>
          </FormAlert>
        ) : null}
        <ProductInfo product={product} />
        {/* The address first: the times offered depend on daylight and the drive there. */}
        <section className="card booking-address" aria-labelledby="booking-address-title">
          <h2 id="booking-address-title">{bookingPageTexts.addressTitle}</h2>
          <AddressField
            value={address}
            onChange={setAddress}
            onBlur={onAddressBlur}
            validation={validation}
            showRequired={addressLeft}
            productName={product.name}
            productId={product.id}
          />
          <AccessNotesField value={accessNotes} onChange={setAccessNotes} />
        </section>
        <SlotPicker
          availability={availability}
          addressKnown={location !== null}
          date={date}
          time={time}
          slotLost={slotLost}
          lostReason={lostReason}
          onDate={(next) => {
            setChosenDate(next);
            if (next !== date) setChosenTime(null);
          }}
          onTime={(next) => {
            setChosenDate(date);
            setChosenTime(next);
            setLocationAtChoice(location);
          }}
        />
        {editingOffered(product) ? (
          <section className="card" aria-label={bookingPageTexts.extras}>
            <EditingOption
              product={product}
              checked={includeEditing}
              onChange={setIncludeEditing}
            />
          </section>
        ) : null}
      </div>
      <aside className="booking-layout__side">
        <BookingSummary
          product={product}
          date={date}
          time={time}
          address={address}
          accessNotes={accessNotes}
          includeEditing={includeEditing}
        />
        <div className="booking-actions">
          <Link to={pagePath('products')} className="btn btn--outline">
            {bookingPageTexts.back}
          </Link>
          <button
            type="button"
            className="btn btn--primary"
            disabled={disabled}
            aria-describedby="booking-continue-hint"
            // Keep focus in the address field on click, so its blur check does not disable
            // this button between press and release; Continue validates the address itself.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void onContinue()}
          >
            {continuing ? bookingPageTexts.validating : bookingPageTexts.continue}
          </button>
        </div>
        <div id="booking-continue-hint" role="status" aria-live="polite" className="booking-hint">
          {missing.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      </aside>
    </div>
  );
}
