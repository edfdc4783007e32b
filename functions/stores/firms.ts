/**
 * Firms (product §2 'Firma', decision 0035): the firm (FIRM#{id} / FIRM, listed on gsi1 FIRMS), its
 * CVR guard (FIRM_CVR#{cvr} / GUARD: one firm per CVR number), each person's one membership
 * (USER#{id} / FIRM, the firm's members on gsi1 FIRM_MEMBERS#{firm}), open invitations
 * (FIRM#{id} / INVITE#{email}) and the links to the firm's bookings (FIRM#{id} /
 * BOOKING#{created}#{booking}). Every change that touches two of them is one transaction whose
 * conditions keep the rules: a person in at most one firm, a firm never without an
 * administrator (its `admin_count` never goes below 1).
 */
import type { Firm, FirmInvitation, FirmMember, FirmRole } from '@shared/api/firm';
import { defaultFirmBilling, type FirmBilling } from '@shared/domain/firm-billing';
import type { Booking } from '@shared/api/entities';
import {
  firmBookingKey,
  firmBookingPrefix,
  firmCvrGuardKey,
  firmGsi1,
  firmInvitationKey,
  firmInvitationPrefix,
  firmKey,
  firmMembersPartition,
  firmMembershipGsi1,
  firmMembershipKey,
  firmPartition,
  lists,
  stripKeys,
} from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { getItem, putItem, updateExisting } from '@functions/data/store';
import { runTransaction, type GuardedItem, putNew } from '@functions/data/transactions';

/** Why a firm change was refused: the capability names it in Danish. */
export type FirmRefusalReason =
  | 'cvr_taken'
  | 'already_member'
  | 'not_member'
  | 'last_administrator'
  | 'invitation_revoked'
  | 'firm_gone'
  | 'invoice_not_approved';

export class FirmRefusal extends Error {
  constructor(readonly reason: FirmRefusalReason) {
    super(`firm change refused: ${reason}`);
    this.name = 'FirmRefusal';
  }
}

const refuse = (reason: FirmRefusalReason) => () => new FirmRefusal(reason);

/** A person's membership, as stored under the user. */
export interface FirmMembership {
  firm_id: string;
  user_id: string;
  email: string;
  role: FirmRole;
  joined_at: string;
}

/** A firm as stored; billing terms the owner never set are the defaults. */
const toFirm = (item: Record<string, unknown>): Firm => ({
  ...defaultFirmBilling,
  ...stripKeys<Firm>(item, ['admin_count']),
});

const membershipItem = (membership: FirmMembership) => ({
  ...firmMembershipKey(membership.user_id),
  ...firmMembershipGsi1(membership.firm_id, membership.user_id),
  entity: 'firm_membership',
  ...membership,
});

/** The membership's Put, refused when the person is already in a firm. */
const membershipPut = (membership: FirmMembership): GuardedItem =>
  putNew(membershipItem(membership), refuse('already_member'));

/** The person's membership is still in `firmId` (and, when given, with `role`). */
const membershipIn = (firmId: string, role?: FirmRole) => ({
  ConditionExpression: role ? 'firm_id = :firm AND #role = :role' : 'firm_id = :firm',
  ...(role ? { ExpressionAttributeNames: { '#role': 'role' } } : {}),
  ExpressionAttributeValues: { ':firm': firmId, ...(role ? { ':role': role } : {}) },
});

/**
 * The firm, its CVR guard and its first administrator's membership, all or nothing:
 * FirmRefusal 'cvr_taken' or 'already_member' when a rule refuses.
 */
export async function createFirm(firm: Firm, administrator: { userId: string; email: string }) {
  await runTransaction([
    putNew(
      { ...firmCvrGuardKey(firm.cvr), entity: 'firm_cvr_guard', firm_id: firm.id },
      refuse('cvr_taken'),
    ),
    membershipPut({
      firm_id: firm.id,
      user_id: administrator.userId,
      email: administrator.email,
      role: 'admin',
      joined_at: firm.created_at,
    }),
    putNew({
      ...firmKey(firm.id),
      ...firmGsi1(firm.id, firm.created_at),
      entity: 'firm',
      ...firm,
      admin_count: 1,
    }),
  ]);
}

export async function getFirm(firmId: string): Promise<Firm | undefined> {
  const item = await getItem(firmKey(firmId), true);
  return item && toFirm(item);
}

/** Every firm, oldest first (the owner's list). */
export async function listFirms(): Promise<Firm[]> {
  const items = await queryPartition({ index: 'gsi1', partition: lists.firms });
  return items.map(toFirm);
}

/** The owner's approval of the firm for 'Faktura'. */
export async function setInvoiceApproved(firmId: string, approved: boolean): Promise<Firm> {
  return setFirmBilling(firmId, { invoice_approved: approved });
}

/** The owner's billing terms of the firm (NotFoundError 'firm' when there is none). */
export async function setFirmBilling(firmId: string, terms: Partial<FirmBilling>): Promise<Firm> {
  return toFirm(await updateExisting(firmKey(firmId), { set: { ...terms } }, 'firm'));
}

/** The administrator's settings of the firm (NotFoundError 'firm' when there is none). */
export async function setFirmSettings(
  firmId: string,
  settings: Partial<Pick<Firm, 'delivery_copies' | 'property_branded'>>,
): Promise<Firm> {
  return toFirm(await updateExisting(firmKey(firmId), { set: { ...settings } }, 'firm'));
}

/** The e-mails of the firm's administrators. */
export async function firmAdministratorEmails(firmId: string): Promise<string[]> {
  return (await listMembers(firmId)).filter((m) => m.role === 'admin').map((m) => m.email);
}

export async function getMembership(userId: string): Promise<FirmMembership | undefined> {
  const item = await getItem(firmMembershipKey(userId), true);
  return item && stripKeys<FirmMembership>(item);
}

export async function listMembers(firmId: string): Promise<FirmMember[]> {
  const items = await queryPartition({ index: 'gsi1', partition: firmMembersPartition(firmId) });
  return items.map((item) => {
    const { user_id, email, role, joined_at } = stripKeys<FirmMembership>(item);
    return { user_id, email, role, joined_at };
  });
}

/** An invitation of `email`, open until `expiresAt` (a new one replaces the old). */
export async function putInvitation(
  firmId: string,
  email: string,
  expiresAt: string,
  invitedBy: string,
): Promise<void> {
  await putItem({
    ...firmInvitationKey(firmId, email),
    entity: 'firm_invitation',
    email,
    expires_at: expiresAt,
    invited_by: invitedBy,
  });
}

export async function getInvitation(
  firmId: string,
  email: string,
): Promise<FirmInvitation | undefined> {
  const item = await getItem(firmInvitationKey(firmId, email), true);
  return item && { email: String(item.email), expires_at: String(item.expires_at) };
}

export async function listInvitations(firmId: string): Promise<FirmInvitation[]> {
  const items = await queryPartition({
    partition: firmPartition(firmId),
    sortKey: { beginsWith: firmInvitationPrefix },
  });
  return items.map((item) => ({ email: String(item.email), expires_at: String(item.expires_at) }));
}

/**
 * The invited person joins: the invitation is used up and the membership written, or nothing
 * ('invitation_revoked', 'already_member', 'firm_gone').
 */
export async function joinFirm(firmId: string, userId: string, email: string, now: string) {
  await runTransaction([
    {
      item: {
        Delete: {
          Key: firmInvitationKey(firmId, email),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      onConditionFailed: refuse('invitation_revoked'),
    },
    membershipPut({ firm_id: firmId, user_id: userId, email, role: 'member', joined_at: now }),
    {
      item: {
        ConditionCheck: { Key: firmKey(firmId), ConditionExpression: 'attribute_exists(pk)' },
      },
      onConditionFailed: refuse('firm_gone'),
    },
  ]);
}

/**
 * The member leaves the firm (removed, or leaving). An administrator leaves only while
 * another administrator stays: 'last_administrator' otherwise; 'not_member' when the member
 * left or changed role meanwhile.
 */
export async function removeMember(member: FirmMembership): Promise<void> {
  const elements: GuardedItem[] = [
    {
      item: {
        Delete: {
          Key: firmMembershipKey(member.user_id),
          ...membershipIn(member.firm_id, member.role),
        },
      },
      onConditionFailed: refuse('not_member'),
    },
  ];
  if (member.role === 'admin')
    elements.push({
      item: {
        Update: {
          Key: firmKey(member.firm_id),
          UpdateExpression: 'SET admin_count = admin_count - :one',
          ConditionExpression: 'admin_count > :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      onConditionFailed: refuse('last_administrator'),
    });
  await runTransaction(elements);
}

/**
 * The firm deleted by its last member, an administrator (decision 0035): the firm, its CVR
 * guard (the CVR can be registered again), the administrator's membership and the open
 * invitations, in one transaction. The booking links and monthly invoices stay as history;
 * bookings and documents keep the firm frozen on them.
 */
export async function deleteFirm(administrator: FirmMembership, cvr: string): Promise<void> {
  const invitations = await listInvitations(administrator.firm_id);
  await runTransaction([
    {
      item: {
        Delete: {
          Key: firmMembershipKey(administrator.user_id),
          ...membershipIn(administrator.firm_id, 'admin'),
        },
      },
      onConditionFailed: refuse('not_member'),
    },
    {
      item: {
        Delete: {
          Key: firmKey(administrator.firm_id),
          ConditionExpression: 'admin_count = :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      onConditionFailed: refuse('firm_gone'),
    },
    { item: { Delete: { Key: firmCvrGuardKey(cvr) } } },
    ...invitations.map((invitation) => ({
      item: { Delete: { Key: firmInvitationKey(administrator.firm_id, invitation.email) } },
    })),
  ]);
}

/** A colleague becomes an administrator too ('not_member' when they left meanwhile). */
export async function makeAdministrator(member: FirmMembership): Promise<void> {
  await runTransaction([
    {
      item: {
        Update: {
          Key: firmMembershipKey(member.user_id),
          UpdateExpression: 'SET #role = :admin',
          ConditionExpression: 'firm_id = :firm AND #role = :member',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: {
            ':admin': 'admin',
            ':member': 'member',
            ':firm': member.firm_id,
          },
        },
      },
      onConditionFailed: refuse('not_member'),
    },
    {
      item: {
        Update: {
          Key: firmKey(member.firm_id),
          UpdateExpression: 'SET admin_count = admin_count + :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      onConditionFailed: refuse('firm_gone'),
    },
  ]);
}

/** An invoice booking's firm is still approved for invoice ('invoice_not_approved'). */
const invoiceStillApproved = (firmId: string): GuardedItem => ({
  item: {
    ConditionCheck: {
      Key: firmKey(firmId),
      ConditionExpression: 'invoice_approved = :yes',
      ExpressionAttributeValues: { ':yes': true },
    },
  },
  onConditionFailed: refuse('invoice_not_approved'),
});

/**
 * What a firm booking's transaction writes besides it: the booker is still in the firm
 * ('not_member' otherwise), an invoice booking's firm still approved for invoice, and the
 * firm's link to the booking.
 */
export function firmBookingElements(booking: Booking, firmId: string): GuardedItem[] {
  return [
    ...(booking.payment_method === 'invoice' ? [invoiceStillApproved(firmId)] : []),
    {
      item: {
        ConditionCheck: { Key: firmMembershipKey(booking.user_id), ...membershipIn(firmId) },
      },
      onConditionFailed: refuse('not_member'),
    },
    {
      item: {
        Put: {
          Item: {
            ...firmBookingKey(firmId, booking.created_at, booking.id),
            entity: 'firm_booking',
            booking_id: booking.id,
            user_id: booking.user_id,
          },
        },
      },
    },
  ];
}

/** The firm's bookings, newest first: their ids and bookers. */
export async function listFirmBookingLinks(
  firmId: string,
): Promise<{ booking_id: string; user_id: string }[]> {
  const items = await queryPartition({
    partition: firmPartition(firmId),
    sortKey: { beginsWith: firmBookingPrefix },
    descending: true,
  });
  return items.map((item) => ({
    booking_id: String(item.booking_id),
    user_id: String(item.user_id),
  }));
}
