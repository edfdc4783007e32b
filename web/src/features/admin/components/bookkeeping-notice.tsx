import { Link } from 'react-router-dom';
import type { SetupStatus } from '@shared/api/setup-status';
import { pagePath } from '@shared/site/pages';
import { economicTexts as t } from '@shared/texts/economic';
import { fillText } from '@shared/texts/fill';

/**
 * Kom i gang says when the books in e-conomic need the owner (decision 0036): documents that
 * failed to go ('Prøv igen' in Bogføring), or a grant e-conomic refused (connect again).
 */
export function BookkeepingNotice({ status }: { status: SetupStatus }) {
  const failed = status.bookkeeping_failed ?? 0;
  if (!status.bookkeeping_grant_refused && failed === 0) return null;
  return (
    <div role="alert" className="admin-setup__notice">
      {status.bookkeeping_grant_refused ? (
        <p>
          {t.refusedNotice}{' '}
          <Link to={pagePath('admin', {}, { tab: 'indstillinger' })}>{t.openSettings}</Link>
        </p>
      ) : null}
      {failed > 0 ? (
        <p>
          {fillText(t.failedNotice, { count: failed })}{' '}
          <Link to={pagePath('admin', {}, { tab: 'bogfoering' })}>{t.openLedger}</Link>
        </p>
      ) : null}
    </div>
  );
}
