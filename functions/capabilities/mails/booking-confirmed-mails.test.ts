/**
 * A confirmed booking's mails when Cognito cannot list the admins (ListUsersInGroup mocked
 * with aws-sdk-client-mock, as are the table and SES): the admin notification is skipped and
 * logged, the customer still gets the confirmation, and the booking is left as it is.
 */
import {
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
  ResourceNotFoundException,
  TooManyRequestsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import {
  afterAll,
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import type { Booking } from '@shared/api/entities';
import { restoreEnv, unitTestEnv, useUnitTestEnv } from '@tests/support/unit-test-env';
import { sendBookingConfirmedMails } from './booking-confirmed-mails';
import { logger } from '@functions/lib/logger';

const cognito = mockClient(CognitoIdentityProviderClient);
const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

const booking: Booking = {
  id: 'b-1',
  user_id: 'u-1',
  user_email: 'kunde@example.dk',
  product_id: 1,
  product_name: 'Dronefoto',
  booking_date: '2026-07-15',
  booking_time: '09:30',
  address: 'Vestergade 1, 8000 Aarhus C',
  include_editing: false,
  payment_status: 'awaiting_payment',
  payment_method: 'cash',
  payment_intent_id: null,
  discount_code_id: null,
  discount_amount: 0,
  original_price: 1499,
  price: 1499,
  credits_used: 0,
  is_completed: false,
  deleted_at: null,
  zip_file_url: null,
  created_at: '2026-07-01T10:00:00.000Z',
  duration_minutes: 30,
};
const bookingKey = { pk: 'BOOKING#b-1', sk: 'BOOKING' };

let logged: MockInstance<typeof logger.error>;

beforeEach(() => {
  cognito.reset();
  dynamo.reset();
  ses.reset();
  useUnitTestEnv();
  logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  // The booking; any other item (the business settings) is absent, so defaults apply.
  dynamo.on(GetCommand).resolves({});
  dynamo
    .on(GetCommand, { Key: bookingKey })
    .resolves({ Item: { ...bookingKey, entity: 'booking', ...booking } });
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(restoreEnv);

const mailed = () =>
  ses.commandCalls(SendEmailCommand).map((call) => ({
    from: call.args[0].input.FromEmailAddress,
    to: call.args[0].input.Destination?.ToAddresses,
    subject: call.args[0].input.Content?.Simple?.Subject?.Data,
  }));

const loggedEvents = () => logged.mock.calls.map(([message, fields]) => ({ message, fields }));

describe('sendBookingConfirmedMails', () => {
  it('notifies every admin when Cognito lists them (the baseline)', async () => {
    cognito.on(ListUsersInGroupCommand).resolves({
      Users: [{ Enabled: true, Attributes: [{ Name: 'email', Value: 'ejer@example.dk' }] }],
    });
    await sendBookingConfirmedMails('b-1');
    expect(mailed()).toEqual([
      {
        from: unitTestEnv.MAIL_FROM,
        to: ['kunde@example.dk'],
        subject: expect.stringMatching(/^Bookingbekræftelse: Dronefoto /),
      },
      {
        from: unitTestEnv.MAIL_FROM,
        to: ['ejer@example.dk'],
        subject: expect.stringMatching(/^Ny booking: Dronefoto /),
      },
    ]);
    expect(logged).not.toHaveBeenCalled();
    // SES hands the tag back with a bounce: the customer's mail marks the booking, a copy not.
    expect(ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input.EmailTags)).toEqual([
      [{ Name: 'booking', Value: 'b-1' }],
      undefined,
    ]);
  });

  it.each([
    [
      'TooManyRequestsException',
      new TooManyRequestsException({ message: 'Too many requests', $metadata: {} }),
    ],
    [
      'ResourceNotFoundException',
      new ResourceNotFoundException({ message: 'Group not found', $metadata: {} }),
    ],
  ])(
    'skips the admin notification and logs it when ListUsersInGroup fails (%s)',
    async (name, error) => {
      cognito.on(ListUsersInGroupCommand).rejects(error);

      await expect(sendBookingConfirmedMails('b-1')).resolves.toBeUndefined();

      expect(cognito.commandCalls(ListUsersInGroupCommand).map((c) => c.args[0].input)).toEqual([
        {
          UserPoolId: unitTestEnv.USER_POOL_ID,
          GroupName: 'admin',
          Limit: 60,
          NextToken: undefined,
        },
      ]);
      // The customer's confirmation is sent all the same, and nothing else.
      expect(mailed()).toEqual([
        {
          from: unitTestEnv.MAIL_FROM,
          to: ['kunde@example.dk'],
          subject: expect.stringMatching(/^Bookingbekræftelse: /),
        },
      ]);
      expect(loggedEvents()).toEqual([
        {
          message: 'booking_admin_list_failed',
          fields: { bookingId: 'b-1', to: undefined, error },
        },
      ]);
      // The booking (and the business settings, for the cut-off in the mail) are only
      // read, never changed or undone.
      expect(dynamo.calls()).toHaveLength(2);
      expect(dynamo.commandCalls(GetCommand).map((c) => c.args[0].input)).toContainEqual({
        TableName: unitTestEnv.TABLE_NAME,
        Key: bookingKey,
        ConsistentRead: true,
      });
    },
  );
});
