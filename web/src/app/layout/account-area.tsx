import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { useAuth } from '@web/lib/auth/auth-context';
import { useContent } from '@web/lib/content/use-content';

// Signed-in users only: kept out of the public first-load bundle.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
const AccountLinks = lazy(() =>
  import('./account-links').then((m) => ({ default: m.AccountLinks })),
);

const placeholder = <span className="navbar__account-placeholder" aria-hidden="true" />;

/** The navbar's account slot: Log ind, the Konto menu, or a blank while the account loads. */
export function NavbarAccount() {
  const { status } = useAuth();
  const login = useContent('nav-login');
  if (status === 'loading') return placeholder;
  if (status === 'signed-out') {
    return (
      <Link to={pagePath('login')} className="btn btn--light btn--small navbar__login">
        {login}
      </Link>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu />
    </Suspense>
  );
}

/** The mobile panel's account section: Log ind, or the Konto links and Log ud. */
export function MobileAccount({ onNavigate }: { onNavigate: () => void }) {
  const { status } = useAuth();
  const login = useContent('nav-login');
  const account = useContent('nav-account');
  if (status === 'loading') return null;
  if (status === 'signed-out') {
    return (
      <Link
        to={pagePath('login')}
        className="btn btn--light mobile-menu__login"
        onClick={onNavigate}
      >
        {login}
      </Link>
    );
  }
  return (
    <section className="mobile-account" aria-label={account}>
      <h2 className="mobile-account__title">{account}</h2>
      <Suspense fallback={null}>
        <AccountLinks variant="mobile-account" onChoose={onNavigate} />
      </Suspense>
    </section>
  );
}
