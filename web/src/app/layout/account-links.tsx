import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { useAuth } from '@web/lib/auth/auth-context';
import { useContent } from '@web/lib/content/use-content';

interface AccountLinksProps {
  /** Class prefix: `account-menu` (desktop dropdown) or `mobile-account` (slide-in panel). */
  variant: 'account-menu' | 'mobile-account';
  /** Called when an item was chosen (the caller closes its menu). */
  onChoose: () => void;
}

/** The Konto menu's items: Admin Panel (admins), Min Profil, Køb Credits, credits, Log ud. */
export function AccountLinks({ variant, onChoose }: AccountLinksProps) {
  const { user, isAdmin, credits, signOut } = useAuth();
  const adminPanel = useContent('nav-admin-panel');
  const myProfile = useContent('nav-my-profile');
  const buyCredits = useContent('nav-buy-credits');
  const logout = useContent('nav-logout');
  const creditsWord = useContent('nav-credits');

  return (
    <>
      {user?.email ? <p className={`${variant}__email`}>{user.email}</p> : null}
      {credits > 0 ? (
        <p className={`${variant}__credits`}>
          {credits} {creditsWord}
        </p>
      ) : null}
      <ul className={`${variant}__items`}>
        {isAdmin ? (
          <li>
            <Link to={pagePath('admin')} className={`${variant}__item`} onClick={onChoose}>
              {adminPanel}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={pagePath('profile')} className={`${variant}__item`} onClick={onChoose}>
            {myProfile}
          </Link>
        </li>
        <li>
          <Link to={pagePath('buyCredits')} className={`${variant}__item`} onClick={onChoose}>
            {buyCredits}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={`${variant}__item`}
            onClick={() => {
              onChoose();
              void signOut();
            }}
          >
            {logout}
          </button>
        </li>
      </ul>
    </>
  );
}
