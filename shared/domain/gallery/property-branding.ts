/**
 * Whether a delivery's property page is branded (issue 45, decision 0034): the owner's own
 * choice for the delivery wins; without one, the choice of the booking's firm's administrator
 * for this delivery; without one, the firm's default (set by its administrators in the firm's
 * settings); without a firm or any choice, branded.
 */
export interface PropertyBrandingChoices {
  /** The owner's choice in the booking's delivery panel; undefined: not chosen. */
  owner: boolean | undefined;
  /** The firm's administrator's choice for this delivery; undefined: not chosen. */
  firmDelivery?: boolean | undefined;
  /** The firm's default for its bookings; undefined: a private booking, or no default set. */
  firm: boolean | undefined;
}

/** Whose choice a delivery's property page follows. */
export type PropertyBrandingSource = 'owner' | 'firm' | 'firm_default' | 'default';

export const propertyBrandingSource = ({
  owner,
  firmDelivery,
  firm,
}: PropertyBrandingChoices): PropertyBrandingSource =>
  owner !== undefined
    ? 'owner'
    : firmDelivery !== undefined
      ? 'firm'
      : firm !== undefined
        ? 'firm_default'
        : 'default';

export const propertyPageBranded = ({
  owner,
  firmDelivery,
  firm,
}: PropertyBrandingChoices): boolean => owner ?? firmDelivery ?? firm ?? true;
