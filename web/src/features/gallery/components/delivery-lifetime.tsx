/**
 * A delivery's lifetime on the customer's gallery (issue 45, decision 0034): until when it is
 * open, and the server's Danish answer once it has closed (with the owner's contact).
 */
import { formatDanishDate } from '@shared/domain/danish-format';
import { lastOpenDate } from '@shared/domain/gallery/delivery-lifetime';
import { deliveryLifetimeTexts as t } from '@shared/texts/delivery-lifetime';
import { fillText } from '@shared/texts/fill';

/** 'Åben til og med fredag den 27. december 2026'; nothing for a delivery without an end. */
export function OpenUntil({ until }: { until: string | undefined }) {
  if (!until) return null;
  return (
    <p className="gallery-open-until">
      {fillText(t.openUntil, { date: formatDanishDate(lastOpenDate(until)) })}
    </p>
  );
}

/** The closed delivery's answer, as the server said it. */
export function DeliveryClosed({ message }: { message: string }) {
  return (
    <div role="alert" className="gallery-problem">
      <p>{message}</p>
    </div>
  );
}
