/**
 * Typed failures of the data layer. Handlers map `kind` to a status and a Danish message;
 * nothing here is user-facing text.
 */
export type DataErrorKind =
  | 'not_found'
  | 'slot_taken'
  | 'insufficient_credits'
  | 'discount_exhausted'
  | 'first_booking_discount_taken'
  | 'duplicate_content_key'
  | 'duplicate_discount_code'
  | 'duplicate_template_name'
  | 'duplicate_schedule_date'
  | 'already_rated'
  | 'rating_link_not_valid'
  | 'concurrent_change'
  | 'day_changed'
  | 'already_processed';

export abstract class DataError extends Error {
  abstract readonly kind: DataErrorKind;
}

export class NotFoundError extends DataError {
  readonly kind = 'not_found';
  constructor(readonly entity: string) {
    super(`${entity} not found`);
    this.name = 'NotFoundError';
  }
}

/** Another booking already holds the date and time slot. */
export class SlotTakenError extends DataError {
  readonly kind = 'slot_taken';
  constructor(
    readonly date: string,
    readonly time: string,
  ) {
    super(`slot ${date}T${time} is already booked`);
    this.name = 'SlotTakenError';
  }
}

/** The profile's credit balance does not cover the amount to deduct (or the profile is missing). */
export class InsufficientCreditsError extends DataError {
  readonly kind = 'insufficient_credits';
  constructor(readonly requested: number) {
    super(`credit balance does not cover ${requested}`);
    this.name = 'InsufficientCreditsError';
  }
}

/** The discount code is inactive, deleted or has reached max_uses. */
export class DiscountExhaustedError extends DataError {
  readonly kind = 'discount_exhausted';
  constructor(readonly discountCodeId: string) {
    super(`discount code ${discountCodeId} cannot be used`);
    this.name = 'DiscountExhaustedError';
  }
}

/** The customer already has a booking with a first-booking-only code (it was claimed). */
export class FirstBookingDiscountTakenError extends DataError {
  readonly kind = 'first_booking_discount_taken';
  constructor(readonly userId: string) {
    super(`user ${userId} has used a first-booking discount`);
    this.name = 'FirstBookingDiscountTakenError';
  }
}

export class DuplicateContentKeyError extends DataError {
  readonly kind = 'duplicate_content_key';
  constructor(readonly key: string) {
    super(`site content key ${key} already exists`);
    this.name = 'DuplicateContentKeyError';
  }
}

export class DuplicateCodeError extends DataError {
  readonly kind = 'duplicate_discount_code';
  constructor(readonly code: string) {
    super(`discount code ${code} already exists`);
    this.name = 'DuplicateCodeError';
  }
}

export class DuplicateTemplateNameError extends DataError {
  readonly kind = 'duplicate_template_name';
  constructor(readonly templateName: string) {
    super(`template name ${templateName} already exists`);
    this.name = 'DuplicateTemplateNameError';
  }
}

export class DuplicateScheduleDateError extends DataError {
  readonly kind = 'duplicate_schedule_date';
  constructor(readonly date: string) {
    super(`a specific-date schedule for ${date} already exists`);
    this.name = 'DuplicateScheduleDateError';
  }
}

export class AlreadyRatedError extends DataError {
  readonly kind = 'already_rated';
  constructor(readonly bookingId: string) {
    super(`booking ${bookingId} already has a rating`);
    this.name = 'AlreadyRatedError';
  }
}

/** A rating link's token is no longer the booking's valid token (used, replaced, expired). */
export class RatingLinkNotValidError extends DataError {
  readonly kind = 'rating_link_not_valid';
  constructor(readonly bookingId: string) {
    super(`the rating link of booking ${bookingId} is not valid`);
    this.name = 'RatingLinkNotValidError';
  }
}

/** An optimistic check failed because someone else changed the item; retrying may succeed. */
export class ConcurrentChangeError extends DataError {
  readonly kind = 'concurrent_change';
  constructor(readonly entity: string) {
    super(`${entity} was changed concurrently`);
    this.name = 'ConcurrentChangeError';
  }
}

/** A payment event (or the state change it asks for) was already applied. */
export class AlreadyProcessedError extends DataError {
  readonly kind = 'already_processed';
  constructor(readonly what: string) {
    super(`${what} was already processed`);
    this.name = 'AlreadyProcessedError';
  }
}

export function isDataError(error: unknown): error is DataError {
  return error instanceof DataError;
}

/**
 * The day's route changed between reading it and writing a booking into it (another booking,
 * move or cancellation of that date won): read the day again and decide again.
 */
export class DayChangedError extends DataError {
  readonly kind = 'day_changed';
  constructor(readonly date: string) {
    super(`the route of ${date} changed meanwhile`);
    this.name = 'DayChangedError';
  }
}
