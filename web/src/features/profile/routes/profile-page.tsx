import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { useToast } from '@web/components/toast/use-toast';
import { useAuth } from '@web/lib/auth/auth-context';
import { useContentTexts } from '@web/lib/content/use-content';
import { myBookingsQueryOptions } from '../api/my-bookings';
import { BookingList } from '../components/booking-list';
import { ChangePasswordForm } from '../components/change-password-form';
import { Tabs, type Tab } from '@web/components/tabs/tabs';
import { MyDataDownload } from '../components/my-data-download';
import { CreditsReceipts } from '../components/credits-receipts';
import { DeleteAccount } from '../components/delete-account';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import { awaitsCardCheckout, splitBookings } from '../lib/booking-lists';
import { profileTexts } from '@shared/texts/profile';
import '../profile.css';
import { ratingsQueryOptions } from '@web/lib/ratings';
import { RateBookingButton } from '../components/rate-booking-button';
import { BookingChangeActions } from '../components/booking-change-actions';
import { myBookingChanges } from '../api/booking-changes';
import { bookingRulesQueryOptions } from '@web/lib/booking-rules';
import { ResumePayment } from '../components/resume-payment';
import { FirmPanel } from '../components/firm/firm-panel';
import { firmTexts } from '@shared/texts/firms';
import type { FirmInvitationLink } from '@shared/api/firm';

/** The firm invitation a link opened the profile with (product §2 'Firma'), if any. */
function invitationOf(params: URLSearchParams): FirmInvitationLink | null {
  const [firm, email, expires, sig] = ['firm', 'email', 'expires', 'sig'].map((n) => params.get(n));
  return firm && email && expires && sig ? { firm, email, expires, sig } : null;
}

const profileTabIds = ['upcoming', 'past', 'firma', 'settings'] as const;
type ProfileTabId = (typeof profileTabIds)[number];

function isProfileTabId(value: string | null): value is ProfileTabId {
  return (profileTabIds as readonly (string | null)[]).includes(value);
}

const profileContentKeys = {
  title: 'profile-title',
  creditsLabel: 'profile-credits-label',
  buyCredits: 'profile-buy-credits-link',
  tabsLabel: 'profile-tabs-label',
  upcoming: 'profile-tab-upcoming',
  past: 'profile-tab-past',
  settings: 'profile-tab-settings',
  products: 'profile-products-link',
  contact: 'profile-contact-link',
  upcomingEmpty: 'profile-upcoming-empty',
  pastEmpty: 'profile-past-empty',
} as const;

/**
 * `/profile` (signed-in users): e-mail, credit balance, and tabs for upcoming bookings,
 * past bookings and settings. The selected tab is kept in `?tab=` so it can be linked.
 * Bookings re-fetch live; returns from a checkout are handled by useCheckoutReturn.
 */
export function ProfilePage() {
  const { user, credits } = useAuth();
  const text = useContentTexts(profileContentKeys);
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  useCheckoutReturn();
  const bookings = useQuery({ ...myBookingsQueryOptions(user?.id ?? ''), enabled: !!user });
  const ratings = useQuery({ ...ratingsQueryOptions, enabled: !!user });
  const rules = useQuery(bookingRulesQueryOptions);
  const cutoffHours = rules.data?.cancellation_cutoff_hours;
  const ratedBookings = useMemo(
    () => new Set((ratings.data ?? []).map((rating) => rating.booking_id)),
    [ratings.data],
  );
  const lists = useMemo(() => splitBookings(bookings.data ?? [], new Date()), [bookings.data]);
  useEffect(() => {
    if (bookings.isError) toast.error(profileTexts.bookingsLoadFailed);
  }, [bookings.isError, toast]);
  const tabParam = params.get('tab');
  const selected: ProfileTabId = isProfileTabId(tabParam) ? tabParam : 'upcoming';

  const select = (id: ProfileTabId) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === 'upcoming') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const listProps = {
    loading: bookings.isPending && !!user,
    productsLabel: text.products,
    contactLabel: text.contact,
  };

  const tabs: Tab<ProfileTabId>[] = [
    {
      id: 'upcoming',
      label: text.upcoming,
      panel: (
        <BookingList
          {...listProps}
          bookings={lists.upcoming}
          emptyText={text.upcomingEmpty}
          actionOf={(booking) =>
            awaitsCardCheckout(booking) ? (
              <ResumePayment booking={booking} />
            ) : cutoffHours === undefined ? null : (
              <BookingChangeActions
                booking={booking}
                cutoffHours={cutoffHours}
                changes={myBookingChanges(booking.id)}
              />
            )
          }
        />
      ),
    },
    {
      id: 'past',
      label: text.past,
      panel: (
        <BookingList
          {...listProps}
          bookings={lists.past}
          emptyText={text.pastEmpty}
          actionOf={(booking) =>
            booking.is_completed ? (
              <RateBookingButton booking={booking} alreadyRated={ratedBookings.has(booking.id)} />
            ) : null
          }
        />
      ),
    },
    {
      id: 'firma',
      label: firmTexts.title,
      panel: (
        <FirmPanel
          userId={user?.id ?? ''}
          invitation={invitationOf(params)}
          onInvitationDone={() =>
            setParams(
              (previous) => {
                const next = new URLSearchParams(previous);
                for (const name of ['firm', 'email', 'expires', 'sig']) next.delete(name);
                return next;
              },
              { replace: true },
            )
          }
        />
      ),
    },
    {
      id: 'settings',
      label: text.settings,
      panel: (
        <>
          <ChangePasswordForm email={user?.email ?? ''} />
          <CreditsReceipts />
          <MyDataDownload />
          <DeleteAccount />
        </>
      ),
    },
  ];

  return (
    <>
      <header className="page-hero on-dark">
        <div className="container profile-hero">
          <div>
            <h1>{text.title}</h1>
            <p className="profile-hero__email">{user?.email}</p>
          </div>
          <div className="profile-credits">
            <span className="profile-credits__label">{text.creditsLabel}</span>
            <span className="profile-credits__value">{credits}</span>
            <Link to={pagePath('buyCredits')} className="btn btn--light btn--small">
              {text.buyCredits}
            </Link>
          </div>
        </div>
      </header>
      <div className="container profile-body">
        <p className="profile-links">
          <Link to={pagePath('products')}>{text.products}</Link>
          <Link to={pagePath('contact')}>{text.contact}</Link>
        </p>
        <Tabs
          idPrefix="profile"
          label={text.tabsLabel}
          tabs={tabs}
          selected={selected}
          onSelect={select}
        />
      </div>
    </>
  );
}
