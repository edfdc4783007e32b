/**
 * Indstillinger's contact details (issue 41): the business's e-mail, phone and social links,
 * which the footer, the contact page, the terms and the structured data say. Its own section
 * and state, so the settings form only asks it for its fields; each field says next to it
 * what is wrong (the server checks the same rules and answers in Danish too).
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { BusinessSettingsView } from '@shared/api/business-settings';
import {
  isBusinessEmail,
  isSocialUrl,
  socialNetworkNames,
  socialNetworks,
  socialUrlField,
  type SocialNetwork,
  type SocialUrlField,
} from '@shared/domain/business-contact';
import { normaliseCustomerPhone } from '@shared/domain/danish-phone';
import { fillText } from '@shared/texts/fill';
import { settingsTexts as t } from '@shared/texts/business-settings';
import { AdminInput } from '@web/features/admin/components/admin-field';
import { SettingsSection } from './settings-section';

/** The section's anchor: 'Kom i gang' links to it. */
export const contactSectionId = 'kontakt';

export type ContactFields = { contact_email: string; contact_phone: string } & Record<
  SocialUrlField,
  string
>;

type Errors = Partial<Record<keyof ContactFields, string>>;

/** The e-mail and the phone: each its label, keyboard and what the browser may fill in. */
const reachFields = [
  { field: 'contact_email', label: t.contactEmail, type: 'email', autoComplete: 'email' },
  {
    field: 'contact_phone',
    label: t.contactPhone,
    hint: t.contactPhoneHint,
    type: 'tel',
    autoComplete: 'tel',
  },
] as const;

const linkError = (network: SocialNetwork) =>
  fillText(t.socialLinkInvalid, { network: socialNetworkNames[network] });

/** What is wrong with each field, by the rules the server applies. */
export function contactErrors(fields: ContactFields): Errors {
  const errors: Errors = {};
  if (fields.contact_email && !isBusinessEmail(fields.contact_email))
    errors.contact_email = t.contactEmailInvalid;
  if (fields.contact_phone && normaliseCustomerPhone(fields.contact_phone) === null)
    errors.contact_phone = t.contactPhoneInvalid;
  for (const network of socialNetworks) {
    const url = fields[socialUrlField(network)];
    if (url && !isSocialUrl(url)) errors[socialUrlField(network)] = linkError(network);
  }
  return errors;
}

/** The section's fields and `read()`: the trimmed fields, or the first field's Danish reason. */
export function useBusinessContact(settings: BusinessSettingsView): {
  fields: ReactNode;
  read: () => ContactFields | string;
} {
  const [values, setValues] = useState<ContactFields>(() => ({
    contact_email: settings.contact_email,
    contact_phone: settings.contact_phone,
    facebook_url: settings.facebook_url,
    instagram_url: settings.instagram_url,
    linkedin_url: settings.linkedin_url,
    youtube_url: settings.youtube_url,
  }));
  const [errors, setErrors] = useState<Errors>({});
  // Opened from 'Kom i gang' (`#kontakt`): the section is in view.
  useEffect(() => {
    if (window.location.hash === `#${contactSectionId}`)
      document.getElementById(contactSectionId)?.scrollIntoView({ block: 'start' });
  }, []);
  const set = (field: keyof ContactFields) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const read = (): ContactFields | string => {
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([field, value]) => [field, value.trim()]),
    ) as ContactFields;
    const found = contactErrors(trimmed);
    setErrors(found);
    return Object.values(found)[0] ?? trimmed;
  };

  const fields = (
    <SettingsSection id={contactSectionId} title={t.contactHeading} intro={t.contactIntro}>
      <div className="admin-form__row">
        {reachFields.map(({ field, ...input }) => (
          <AdminInput
            key={field}
            {...input}
            value={values[field]}
            error={errors[field]}
            onValue={set(field)}
          />
        ))}
      </div>
      <div className="admin-form__row">
        {socialNetworks.map((network) => (
          <AdminInput
            key={network}
            label={fillText(t.socialLink, { network: socialNetworkNames[network] })}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values[socialUrlField(network)]}
            error={errors[socialUrlField(network)]}
            onValue={set(socialUrlField(network))}
          />
        ))}
      </div>
    </SettingsSection>
  );
  return { fields, read };
}
