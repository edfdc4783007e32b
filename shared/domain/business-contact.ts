/**
 * How the business is reached (issue 41 'One source for who the business is'): its e-mail,
 * phone and social links, set in Indstillinger and said by the footer, the contact page, the
 * terms and the structured data. Pure and without the phone metadata, so the public pages can
 * name the networks; the phone rule is the customers' (shared/domain/danish-phone.ts), checked
 * where the settings are saved.
 */

/** The social networks a link can be given for, in the order the footer shows them. */
export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** The networks' own names (brands, the same in every language). */
export const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

/** The settings field of a network's link: `facebook_url`. */
export type SocialUrlField = `${SocialNetwork}_url`;
export const socialUrlField = (network: SocialNetwork): SocialUrlField => `${network}_url`;

export const businessEmailMaxLength = 254;
export const socialUrlMaxLength = 300;

/** One address, no display name or list: `kontakt@firma.dk`. */
export function isBusinessEmail(value: string): boolean {
  return (
    value.length <= businessEmailMaxLength &&
    /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[a-z]{2,}$/i.test(value)
  );
}

/** A full https address with a host name (`https://www.facebook.com/luftfoto`). */
export function isSocialUrl(value: string): boolean {
  if (value.length > socialUrlMaxLength || !value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      url.hostname.includes('.') &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/** The contact fields of the business settings, none set (a fresh stack, a form's start). */
export const noContactFields = {
  contact_email: '',
  contact_phone: '',
  facebook_url: '',
  instagram_url: '',
  linkedin_url: '',
  youtube_url: '',
} as const satisfies Record<'contact_email' | 'contact_phone' | SocialUrlField, string>;

/** A social link as the site shows it. */
export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/** The links that are set, in the footer's order. */
export function socialLinksOf(settings: Partial<Record<SocialUrlField, string>>): SocialLink[] {
  return socialNetworks.flatMap((network) => {
    const url = settings[socialUrlField(network)]?.trim() ?? '';
    return url ? [{ network, url }] : [];
  });
}
