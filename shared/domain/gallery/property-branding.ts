/**
 * Whether a delivery's property page is branded (issue 45, decision 0034): the owner's own
 * choice for the delivery wins; without one, the booking's firm's default (set by its
 * administrators in the firm's settings); without a firm or a firm default, branded.
 */
export interface PropertyBrandingChoices {
  /** The owner's choice in the booking's delivery panel; undefined: not chosen. */
  owner: boolean | undefined;
  /** The firm's default for its bookings; undefined: a private booking, or no default set. */
  firm: boolean | undefined;
}

export const propertyPageBranded = ({ owner, firm }: PropertyBrandingChoices): boolean =>
  owner ?? firm ?? true;
