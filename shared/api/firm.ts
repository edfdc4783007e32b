/**
 * Firms (product §2 'Firma'): a customer's firm, its colleagues and invitations, as the
 * browser sees them, and the bodies of the firm routes. The CVR and EAN checks are
 * shared/domain/firm-numbers.ts; every refusal names its field in Danish.
 */
import * as z from 'zod/mini';
import { bookingSchema } from './entities';
import { firmReferenceMaxLength, normaliseCvr, normaliseEan } from '../domain/firm-numbers';
import { firmBillingModes } from '../domain/firm-billing';
import { fillText } from '../texts/fill';
import { firmTexts as t } from '../texts/firms';

export const firmRoles = ['admin', 'member'] as const;
export { firmBillingModes, type FirmBillingMode } from '../domain/firm-billing';
export type FirmRole = (typeof firmRoles)[number];

export { bookingFirmSchema, type BookingFirm } from './entities';

export const firmSchema = z.object({
  id: z.string(),
  name: z.string(),
  cvr: z.string(),
  address: z.string(),
  invoice_email: z.string(),
  ean: z.nullable(z.string()),
  standing_reference: z.nullable(z.string()),
  /** The owner approved the firm for 'Faktura' (product §2 'Firma'). */
  invoice_approved: z.boolean(),
  /** The owner's billing of the firm: pay at booking, or one invoice a month (decision 0035). */
  billing_mode: z.enum(firmBillingModes),
  /** The firm's price agreement: percent off every booking's price (0: none). */
  price_agreement_percent: z.number(),
  /** Days until the firm's invoices are due (default 14). */
  payment_term_days: z.number(),
  /** Payment before download for the firm's bookings (decision 0041). */
  payment_before_download: z.boolean(),
  /**
   * The firm's administrators get a copy of the delivery mail of every firm booking (set by an
   * administrator; absent: no).
   */
  delivery_copies: z.optional(z.boolean()),
  /**
   * The property pages of the firm's bookings show the business's name and link (set by an
   * administrator; absent: yes). The owner's own choice for a delivery wins (decision 0034).
   */
  property_branded: z.optional(z.boolean()),
  created_at: z.string(),
});
export type Firm = z.infer<typeof firmSchema>;

export const firmMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  role: z.enum(firmRoles),
  joined_at: z.string(),
});
export type FirmMember = z.infer<typeof firmMemberSchema>;

export const firmInvitationSchema = z.object({ email: z.string(), expires_at: z.string() });
export type FirmInvitation = z.infer<typeof firmInvitationSchema>;

/**
 * `GET /api/me/firm`: the caller's firm and role; the colleagues and open invitations for
 * its administrators only (a colleague sees the firm and their own role). Null: no firm.
 */
export const myFirmSchema = z.object({
  firm: z.nullable(
    z.object({
      firm: firmSchema,
      role: z.enum(firmRoles),
      members: z.array(firmMemberSchema),
      invitations: z.array(firmInvitationSchema),
    }),
  ),
});
export type MyFirm = z.infer<typeof myFirmSchema>;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

const optionalText = (max: number, message: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string({ error: message }).check(z.trim(), z.maxLength(max, message)),
        z.transform((text) => (text === '' ? null : text)),
      ),
    ),
  );

/** A number checked by `normalise` (its digits, or undefined when not valid). */
const checkNumber = (
  normalise: (input: string) => string | undefined,
  message: string,
  text: string,
  ctx: { issues: unknown[] },
): string | typeof z.NEVER => {
  const digits = normalise(text);
  if (digits !== undefined) return digits;
  ctx.issues.push({ code: 'custom', message, input: text });
  return z.NEVER;
};

/** A number stored as its digits; `message` names the field. */
const checkedNumber = (normalise: (input: string) => string | undefined, message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.maxLength(40, message)),
    z.transform((text, ctx) => checkNumber(normalise, message, text, ctx)),
  );

/** As checkedNumber, optional: an empty field is null. */
const optionalCheckedNumber = (normalise: (input: string) => string | undefined, message: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string({ error: message }).check(z.maxLength(40, message)),
        z.transform((text, ctx) =>
          text.trim() === '' ? null : checkNumber(normalise, message, text, ctx),
        ),
      ),
    ),
  );

const emailField = (message: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, message),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message),
    );

export const referenceSchema = optionalText(
  firmReferenceMaxLength,
  fillText(t.referenceTooLong, { max: firmReferenceMaxLength }),
);

/** `POST /api/me/firm`: the caller creates a firm and becomes its administrator. */
export const createFirmBodySchema = z.object({
  name: requiredText(t.nameRequired, 120),
  cvr: checkedNumber(normaliseCvr, t.cvrInvalid),
  address: requiredText(t.addressRequired, 200),
  invoice_email: emailField(t.invoiceEmailInvalid),
  /** Optional: an empty field means none. */
  ean: optionalCheckedNumber(normaliseEan, t.eanInvalid),
  standing_reference: referenceSchema,
});
export type CreateFirmBody = z.infer<typeof createFirmBodySchema>;

/** `POST /api/me/firm/invitations`: the administrator invites a colleague by e-mail. */
export const inviteColleagueBodySchema = z.object({
  email: emailField(t.colleagueEmailInvalid),
});

/** The signed invitation link's values (`/profile?tab=firma&invitation=…`). */
export const firmInvitationLinkSchema = z.object({
  firm: z.string().check(z.regex(/^[0-9a-f-]{36}$/, t.invitationInvalid)),
  email: z.string().check(z.maxLength(254, t.invitationInvalid)),
  expires: z.string().check(z.regex(/^\d{1,12}$/, t.invitationInvalid)),
  sig: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, t.invitationInvalid)),
});
export type FirmInvitationLink = z.infer<typeof firmInvitationLinkSchema>;

/** `GET /api/me/firm/invitation`: the firm an invitation link is for, before joining. */
export const invitationPreviewSchema = z.object({ name: z.string(), cvr: z.string() });

export const firmChangedSchema = z.object({ ok: z.literal(true) });

/** `PUT /api/me/firm/settings`: the administrator's settings of the firm (those given). */
export const firmSettingsBodySchema = z.object({
  delivery_copies: z.optional(z.boolean({ error: t.settingsInvalid })),
  property_branded: z.optional(z.boolean({ error: t.propertyBrandingInvalid })),
});
export type FirmSettingsBody = z.infer<typeof firmSettingsBodySchema>;

/** `GET /api/me/firm/bookings`: the firm's bookings the caller may see, newest first. */
export const firmBookingsSchema = z.array(bookingSchema);

/**
 * `GET /api/me/firm/bookings/{id}/property-page` (issue 45, decision 0034): a firm booking's
 * property page as its firm's administrators and its booker see it: the share link (null while
 * the owner has made none), whether the page is branded, whose choice that is, and whether the
 * caller may choose for this delivery (an administrator, while the owner has not chosen).
 */
export const firmPropertyPageSchema = z.object({
  url: z.nullable(z.string()),
  branded: z.boolean(),
  chosen_by: z.enum(['owner', 'firm', 'firm_default', 'default']),
  can_choose: z.boolean(),
});
export type FirmPropertyPage = z.infer<typeof firmPropertyPageSchema>;

/** `PUT` the same: the firm's administrator's choice for this delivery. */
export const firmPropertyPageBodySchema = z.object({
  branded: z.boolean({ error: t.propertyBrandingInvalid }),
});
export type FirmPropertyPageBody = z.infer<typeof firmPropertyPageBodySchema>;
