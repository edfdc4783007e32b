import type { UseQueryResult } from '@tanstack/react-query';
import type { Availability } from '../api/get-availability';
import { bookingPageTexts, bookingTexts } from '@shared/texts/booking';
import { FormAlert } from '@web/components/form/form-alert';
import { DateGrid } from '@web/components/slot-calendar/date-grid';
import { SlotList } from '@web/components/slot-calendar/slot-list';
import { DroneZoneNotice } from '@web/components/drone-zone-notice';
import { SlotRules } from './slot-rules';

interface SlotPickerProps {
  availability: UseQueryResult<Availability>;
  /** The address is found in a zone: its times can be shown (none before, issue 40). */
  addressKnown: boolean;
  date: string | null;
  time: string | null;
  /** The chosen slot was booked by someone else meanwhile. */
  slotLost?: boolean;
  /** ...or cannot be flown at the address entered since: why (daylight, the drive, a zone). */
  lostReason?: string | null;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}

/**
 * Date and time selection, once the address is known; a failed or empty availability reads
 * as 'no free times'.
 */
export function SlotPicker({
  availability,
  addressKnown,
  date,
  time,
  slotLost = false,
  lostReason = null,
  onDate,
  onTime,
}: SlotPickerProps) {
  const data = availability.data;
  const hasSlots = data?.days.some((day) => day.slots.length > 0) ?? false;
  return (
    <section className="card booking-slots" aria-labelledby="booking-slots-title">
      <h2 id="booking-slots-title">{bookingPageTexts.slotsTitle}</h2>
      {slotLost ? (
        <FormAlert>
          <p>{lostReason ?? bookingTexts.slotTaken}</p>
        </FormAlert>
      ) : null}
      {/* Only the notice of the address shown: none while another address's times are on screen. */}
      {!addressKnown ? (
        <p className="booking-slots__address-first">{bookingTexts.rulesAddressFirst}</p>
      ) : null}
      {addressKnown && data?.drone_zone && !availability.isPlaceholderData ? (
        <DroneZoneNotice zone={data.drone_zone} leadDays={data.rules.permit_lead_days ?? 0} />
      ) : null}
      {addressKnown && data ? <SlotRules rules={data.rules} days={data.days} /> : null}
      {!addressKnown ? null : availability.isPending ? (
        <p role="status" className="booking-slots__loading">
          <span className="spinner spinner--small" aria-hidden="true" />{' '}
          {bookingPageTexts.loadingSlots}
        </p>
      ) : !data || !hasSlots ? (
        <p role="status" className="slot-list__empty">
          {bookingTexts.noSlots}
        </p>
      ) : (
        <div className="booking-slots__grid">
          <DateGrid today={data.today} days={data.days} selected={date} onSelect={onDate} />
          <SlotList
            day={data.days.find((day) => day.date === date)}
            selected={time}
            onSelect={onTime}
          />
        </div>
      )}
    </section>
  );
}
