import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { useContentTexts } from '../../auth/hooks/use-content-texts';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileTabs, type ProfileTab } from '../components/profile-tabs';
import '../../auth/auth.css';
import '../profile.css';

const profileTabIds = ['upcoming', 'past', 'settings'] as const;
type ProfileTabId = (typeof profileTabIds)[number];

function isProfileTabId(value: string | null): value is ProfileTabId {
  return (profileTabIds as readonly (string | null)[]).includes(value);
}

const profileTexts = {
  title: 'profile-title',
  creditsLabel: 'profile-credits-label',
  buyCredits: 'profile-buy-credits-link',
  tabsLabel: 'profile-tabs-label',
  upcoming: 'profile-tab-upcoming',
  past: 'profile-tab-past',
  settings: 'profile-tab-settings',
  bookingsSoon: 'profile-bookings-soon',
  products: 'profile-products-link',
  contact: 'profile-contact-link',
} as const;

/**
 * `/profile` (signed-in users): e-mail, credit balance, and tabs for upcoming bookings,
 * past bookings and settings. The selected tab is kept in `?tab=` so it can be linked.
 */
export function ProfilePage() {
  const { user, credits } = useAuth();
  const text = useContentTexts(profileTexts);
  const [params, setParams] = useSearchParams();
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

  const bookingsPlaceholder = (
    <div className="profile-empty">
      <p>{text.bookingsSoon}</p>
      <p className="profile-empty__links">
        <Link to="/products" className="btn btn--primary btn--small">
          {text.products}
        </Link>
        <Link to="/contact" className="btn btn--outline btn--small">
          {text.contact}
        </Link>
      </p>
    </div>
  );

  const tabs: ProfileTab<ProfileTabId>[] = [
    { id: 'upcoming', label: text.upcoming, panel: bookingsPlaceholder },
    { id: 'past', label: text.past, panel: bookingsPlaceholder },
    {
      id: 'settings',
      label: text.settings,
      panel: <ChangePasswordForm email={user?.email ?? ''} />,
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
            <Link to="/buy-credits" className="btn btn--light btn--small">
              {text.buyCredits}
            </Link>
          </div>
        </div>
      </header>
      <div className="container profile-body">
        <ProfileTabs label={text.tabsLabel} tabs={tabs} selected={selected} onSelect={select} />
      </div>
    </>
  );
}
