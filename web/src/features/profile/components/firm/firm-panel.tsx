import { useQuery } from '@tanstack/react-query';
import type { FirmInvitationLink } from '@shared/api/firm';
import { fillText } from '@shared/texts/fill';
import { firmTexts as t } from '@shared/texts/firms';
import { FormAlert } from '@web/components/form/form-alert';
import { myFirmQueryOptions } from '@web/lib/firm';
import { firmBookingsQueryOptions } from '@web/features/profile/api/firm';
import { BookingCard } from '../booking-card';
import { CreateFirmForm } from './create-firm-form';
import { FirmColleagues } from './firm-colleagues';
import { FirmSettings } from './firm-settings';
import { JoinFirm } from './join-firm';

interface FirmPanelProps {
  userId: string;
  /** The invitation link the page was opened with, if any. */
  invitation: FirmInvitationLink | null;
  onInvitationDone: () => void;
}

/**
 * The profile's 'Firma' tab (product §2 'Firma'): join through an invitation, create a firm, or the
 * firm with its bookings (every one for administrators, one's own for a colleague) and, for
 * administrators, the colleagues.
 */
export function FirmPanel({ userId, invitation, onInvitationDone }: FirmPanelProps) {
  const mine = useQuery(myFirmQueryOptions);
  const membership = mine.data?.firm ?? null;
  const bookings = useQuery({ ...firmBookingsQueryOptions, enabled: membership !== null });

  if (mine.isPending) return <p role="status">{t.loading}</p>;
  if (mine.isError) return <FormAlert>{t.loadFailed}</FormAlert>;
  if (invitation && !membership) return <JoinFirm link={invitation} onDone={onInvitationDone} />;
  if (!membership) return <CreateFirmForm />;
  const { firm } = membership;
  return (
    <div className="firm-panel">
      <section className="card profile-settings" aria-labelledby="firm-title">
        <h2 id="firm-title">{firm.name}</h2>
        <dl className="firm-facts">
          <dt>{t.cvr}</dt>
          <dd>{firm.cvr}</dd>
          <dt>{t.address}</dt>
          <dd>{firm.address}</dd>
          <dt>{t.invoiceEmail}</dt>
          <dd>{firm.invoice_email}</dd>
          {firm.ean ? (
            <>
              <dt>{t.ean}</dt>
              <dd>{firm.ean}</dd>
            </>
          ) : null}
        </dl>
        <p>{membership.role === 'admin' ? t.administrator : t.colleague}</p>
      </section>
      <section className="card profile-settings" aria-labelledby="firm-bookings-title">
        <h2 id="firm-bookings-title">{t.firmBookings}</h2>
        {bookings.data && bookings.data.length === 0 ? <p>{t.firmBookingsEmpty}</p> : null}
        <ul className="booking-list">
          {(bookings.data ?? []).map((booking) => (
            <li key={booking.id}>
              <BookingCard
                booking={booking}
                action={
                  <p className="firm-booking__meta">
                    {fillText(t.bookedBy, { email: booking.user_email })}
                    {booking.firm?.reference ? ` · ${booking.firm.reference}` : ''}
                  </p>
                }
              />
            </li>
          ))}
        </ul>
      </section>
      {membership.role === 'admin' ? (
        <>
          <FirmColleagues membership={membership} userId={userId} />
          <FirmSettings firm={firm} />
        </>
      ) : null}
    </div>
  );
}
