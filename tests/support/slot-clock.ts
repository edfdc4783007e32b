/**
 * The slot rules on a test file's own clock. Integration tests that book in a year of their
 * own mock slot-availability with this, so that decideShoot (and, with `window`, the
 * availability window) take "now" from the file's clock instead of the real time:
 *
 *   const clock = vi.hoisted(() => ({ now: new Date('3670-05-01T06:00:00Z') }));
 *   vi.mock('@functions/capabilities/bookings/slot-availability', async (importOriginal) =>
 *     (await import('@tests/support/slot-clock')).slotRulesOnClock(importOriginal, clock),
 *   );
 *
 * (vi.mock is hoisted above the imports, so the factory imports this module itself.)
 */
import type * as SlotAvailability from '@functions/capabilities/bookings/slot-availability';
import type { ShootQuery, ShootRequest } from '@functions/capabilities/bookings/slot-availability';

type SlotRules = typeof SlotAvailability;

/** A clock the test moves by setting `now`. */
export interface TestClock {
  now: Date;
}

export async function slotRulesOnClock(
  importOriginal: () => Promise<SlotRules>,
  clock: TestClock,
  { window = false }: { window?: boolean } = {},
): Promise<SlotRules> {
  const real = await importOriginal();
  return {
    ...real,
    decideShoot: (request: ShootRequest) => real.decideShoot({ ...request, now: clock.now }),
    ...(window && {
      getAvailabilityWindow: (_now: Date, query: ShootQuery) =>
        real.getAvailabilityWindow(clock.now, query),
    }),
  };
}
