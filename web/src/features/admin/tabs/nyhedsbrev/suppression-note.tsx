import type { Subscriber } from '@shared/api/entities';
import { mailProblemTexts as t } from '@shared/texts/admin-mail-problems';

/**
 * Why the newsletter skips a subscriber: SES reported the address undeliverable or the
 * subscriber marked a mail as spam (functions/capabilities/mail-problems). Nothing otherwise.
 */
export function SuppressionNote({ suppressed }: Pick<Subscriber, 'suppressed'>) {
  if (!suppressed) return null;
  return (
    <>
      <br />
      <span className="admin-badge admin-badge--error">
        {t.subscriberSuppressed[suppressed.reason]}
      </span>
    </>
  );
}
