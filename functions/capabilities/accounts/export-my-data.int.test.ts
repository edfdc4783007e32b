/**
 * 'Download mine data' (GDPR articles 15 and 20) through the twin's gateway: the caller's
 * profile, bookings, reactions and subscription, and nothing of anybody else's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyData } from '@shared/api/my-data';
import { useTestGateway } from '@tests/integration/gateway';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { bookingOf } from '@tests/support/table-data';
import { createBooking } from '@functions/stores/booking/booking-days';
import { issueReceipt } from '@functions/capabilities/receipts/receipts';
import { createPortfolioItem } from '@functions/stores/portfolio';
import { setReaction } from '@functions/stores/portfolio-reactions';
import { addSubscriber } from '@functions/stores/subscribers';
import { saveCoverageRequest } from '@functions/stores/coverage-requests';

const api = useTestGateway();
let me: TestUser;
let other: TestUser;

beforeAll(async () => {
  [me, other] = await Promise.all([createTestUser(), createTestUser()]);
});

const exportOf = async (user: TestUser | undefined) => {
  const res = await fetch(`${api.url}/api/me/data`, {
    headers: user ? { authorization: `Bearer ${user.accessToken}` } : {},
  });
  return { status: res.status, body: (await res.json()) as MyData };
};

describe('GET /api/me/data', () => {
  it("answers the caller's own data and nobody else's", async () => {
    const [mine, theirs, item] = await Promise.all([
      createBooking(
        bookingOf(me, {
          booking_date: '3695-01-02',
          booking_time: '10:00',
          payment_status: 'paid',
          payment_method: 'cash',
        }),
      ),
      createBooking(
        bookingOf(other, {
          booking_date: '3695-01-02',
          booking_time: '11:00',
        }),
      ),
      createPortfolioItem({ title: 'Eksport', image_url: '/media/x.webp' }),
      addSubscriber(me.email),
      saveCoverageRequest({
        email: me.email,
        address: '9990 Skagen',
        lat: 57.721,
        lon: 10.583,
        product_name: null,
      }),
    ]);
    await setReaction(item.id, me.sub, 'like');
    const issued = await issueReceipt(mine.id);
    expect(issued.status).toBe('issued');

    const { status, body } = await exportOf(me);
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({ id: me.sub, email: me.email });
    expect(body.bookings.map((b) => b.id)).toEqual([mine.id]);
    expect(body.bookings.map((b) => b.id)).not.toContain(theirs.id);
    expect(body.receipts).toEqual([expect.objectContaining({ booking_id: mine.id })]);
    expect(body.portfolio_reactions).toContainEqual({
      portfolio_item_id: item.id,
      reaction: 'like',
    });
    expect(body.newsletter_subscription).toMatchObject({ email: me.email });
    expect(body.coverage_requests).toEqual([
      expect.objectContaining({ email: me.email.toLowerCase(), address: '9990 Skagen' }),
    ]);
    expect(JSON.stringify(body)).not.toContain(other.email);
  });

  it('is for signed-in users only', async () => {
    expect((await exportOf(undefined)).status).toBe(401);
  });
});
