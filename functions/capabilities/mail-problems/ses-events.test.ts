/** SES's bounce and complaint events, as SNS delivers them, read into what the product acts on. */
import { describe, expect, it } from 'vitest';
import { readSesEvent } from './ses-events';

const mail = {
  timestamp: '2026-11-26T09:00:00.000Z',
  messageId: '0100018c-abc',
  destination: ['Kunde@Example.dk'],
  tags: { 'ses:configuration-set': ['Dronefoto-mail'], booking: ['b-123'] },
};

const bounce = (bounceType: string, bounceSubType = 'General') =>
  JSON.stringify({
    eventType: 'Bounce',
    bounce: {
      bounceType,
      bounceSubType,
      bouncedRecipients: [{ emailAddress: ' Kunde@Example.dk ', status: '5.1.1' }],
      timestamp: '2026-11-26T09:00:05.000Z',
    },
    mail,
  });

describe('readSesEvent', () => {
  it('reads a hard bounce: the address (normalised), when, and the booking of its tag', () => {
    expect(readSesEvent(bounce('Permanent'))).toEqual({
      reason: 'bounce',
      addresses: ['kunde@example.dk'],
      at: '2026-11-26T09:00:05.000Z',
      bookingId: 'b-123',
      messageId: '0100018c-abc',
      detail: 'General',
    });
  });

  it('counts an address SES already suppresses as a hard bounce', () => {
    expect(readSesEvent(bounce('Permanent', 'OnAccountSuppressionList'))).toMatchObject({
      reason: 'bounce',
      detail: 'OnAccountSuppressionList',
    });
  });

  it('leaves a transient or undetermined bounce to SES’s own retries', () => {
    expect(readSesEvent(bounce('Transient', 'MailboxFull'))).toEqual({
      ignored: 'transient_bounce',
    });
    expect(readSesEvent(bounce('Undetermined'))).toEqual({ ignored: 'transient_bounce' });
  });

  it('reads a complaint, also in the notification format (notificationType), without a booking', () => {
    const complaint = {
      notificationType: 'Complaint',
      complaint: {
        complainedRecipients: [{ emailAddress: 'nyhed@example.dk' }],
        complaintFeedbackType: 'abuse',
      },
      mail: { messageId: 'm-2', timestamp: '2026-11-26T08:00:00.000Z' },
    };
    expect(readSesEvent(JSON.stringify(complaint))).toEqual({
      reason: 'complaint',
      addresses: ['nyhed@example.dk'],
      at: '2026-11-26T08:00:00.000Z',
      messageId: 'm-2',
      detail: 'abuse',
    });
  });

  it('ignores what is not a bounce or a complaint, and what is not SES’s at all', () => {
    expect(readSesEvent(JSON.stringify({ eventType: 'Delivery', mail }))).toEqual({
      ignored: 'event_Delivery',
    });
    expect(readSesEvent('not json')).toEqual({ ignored: 'not_json' });
    expect(readSesEvent(JSON.stringify({ Type: 'SubscriptionConfirmation' }))).toEqual({
      ignored: 'not_an_ses_event',
    });
  });
});
