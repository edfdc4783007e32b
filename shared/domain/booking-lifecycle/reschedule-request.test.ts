/** 'Bed om ny tid' (decision 0039): who may be asked, who may answer, when the reminder goes. */
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import {
  moveAnswer,
  newRescheduleRequest,
  rescheduleAnswerRefusal,
  rescheduleAskRefusal,
  rescheduleAwaited,
  rescheduleReasonMaxLength,
  rescheduleReasonProblem,
  rescheduleReminderDue,
} from './reschedule-request';

const now = new Date('2026-12-02T12:00:00Z');
const booking = {
  booking_date: '2026-12-03',
  booking_time: '11:00',
  is_completed: false,
  deleted_at: null,
  payment_status: 'paid' as Booking['payment_status'],
};
const asked = { ...booking, reschedule_request: newRescheduleRequest('  Blæst  ', now) };
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);

describe('asking for a new time', () => {
  it('asks a shoot that will be flown, whatever the way to pay, once until answered', () => {
    expect(rescheduleAskRefusal(booking)).toBeNull();
    expect(rescheduleAskRefusal({ ...booking, payment_status: 'awaiting_payment' })).toBeNull();
    expect(rescheduleAskRefusal(asked)).toBe('already_asked');
    expect(rescheduleAwaited(asked)).toBe(true);
    const answered = {
      ...asked,
      reschedule_request: {
        ...asked.reschedule_request,
        answer: { kind: 'cancelled' as const, at: now.toISOString() },
      },
    };
    expect(rescheduleAwaited(answered)).toBe(false);
  });

  it('refuses a card checkout, a failed payment, a cancelled or completed booking', () => {
    expect(rescheduleAskRefusal({ ...booking, payment_status: 'pending' })).toBe('not_flown');
    expect(rescheduleAskRefusal({ ...booking, payment_status: 'failed' })).toBe('not_flown');
    expect(rescheduleAskRefusal({ ...booking, cancelled_at: now.toISOString() })).toBe('not_flown');
    expect(rescheduleAskRefusal({ ...booking, is_completed: true })).toBe('not_flown');
  });

  it('keeps the reason trimmed, required and short', () => {
    expect(asked.reschedule_request.reason).toBe('Blæst');
    expect(asked.reschedule_request.expires_at).toBe('2026-12-09T12:00:00.000Z');
    expect(rescheduleReasonProblem('   ')).toBe('required');
    expect(rescheduleReasonProblem('x'.repeat(rescheduleReasonMaxLength + 1))).toBe('too_long');
    expect(rescheduleReasonProblem('Sygdom')).toBeNull();
  });
});

describe('answering', () => {
  it('answers an open request until the link expires, once', () => {
    expect(rescheduleAnswerRefusal(asked, hours(1))).toBeNull();
    expect(rescheduleAnswerRefusal(asked, hours(7 * 24))).toBe('expired');
    expect(rescheduleAnswerRefusal(booking, now)).toBe('no_request');
    const answered = {
      ...asked,
      reschedule_request: {
        ...asked.reschedule_request,
        answer: {
          kind: 'moved' as const,
          at: now.toISOString(),
          date: '2026-12-05',
          time: '10:00',
        },
      },
    };
    expect(rescheduleAnswerRefusal(answered, hours(1))).toBe('answered');
    expect(rescheduleAnswerRefusal({ ...asked, cancelled_at: now.toISOString() }, hours(1))).toBe(
      'not_open',
    );
  });

  it('reminds an unanswered request a day after it, once', () => {
    expect(rescheduleReminderDue(asked, hours(23))).toBe(false);
    expect(rescheduleReminderDue(asked, hours(24))).toBe(true);
    const reminded = {
      ...asked,
      reschedule_request: { ...asked.reschedule_request, reminded_at: hours(24).toISOString() },
    };
    expect(rescheduleReminderDue(reminded, hours(30))).toBe(false);
    expect(rescheduleReminderDue(asked, hours(8 * 24))).toBe(false);
    expect(rescheduleReminderDue(booking, hours(30))).toBe(false);
  });

  it('a move by another route closes an open request, saying who moved it', () => {
    const move = { at: hours(2).toISOString(), date: '2026-12-05', time: '10:00' };
    expect(moveAnswer(asked, move, 'owner')).toEqual({ kind: 'moved', ...move, moved_by: 'owner' });
    expect(moveAnswer(asked, move, 'link')).toEqual({ kind: 'moved', ...move });
    // Nothing asked, or already answered: a move writes nothing into the request.
    expect(moveAnswer(booking, move, 'customer')).toBeNull();
    const closed = {
      ...asked,
      reschedule_request: {
        ...asked.reschedule_request,
        answer: moveAnswer(asked, move, 'customer')!,
      },
    };
    expect(moveAnswer(closed, move, 'owner')).toBeNull();
    expect(rescheduleAwaited(closed)).toBe(false);
    expect(rescheduleAnswerRefusal(closed, hours(3))).toBe('moved_elsewhere');
    expect(rescheduleReminderDue(closed, hours(30))).toBe(false);
  });
});
