/** 'Dine oplysninger' as the payment page first paints it: labelled fields for name and phone. */
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '@web/lib/auth/auth-context';
import { attributeOf, controlOf, renderAdmin } from '@web/features/admin/test-support/render-admin';
import { ContactDetails, useContactDetails } from './contact-details';

const signedIn: AuthContextValue = {
  status: 'signed-in',
  user: { id: 'u-1', email: 'kunde@example.dk' },
  isAdmin: false,
  credits: 0,
  signIn: async () => {},
  signOut: async () => {},
};

function Section() {
  return <ContactDetails contact={useContactDetails()} disabled={false} />;
}

const html = renderAdmin(
  <AuthContext.Provider value={signedIn}>
    <Section />
  </AuthContext.Provider>,
);

describe('the contact details section', () => {
  it("has a heading and a labelled 'Navn' field completed as a name", () => {
    expect(html).toContain('Dine oplysninger');
    const name = controlOf(html, 'Navn');
    expect(name).toMatch(/\sautocomplete="name"/i);
    expect(attributeOf(name, 'type')).toBe('text');
  });

  it("has a labelled 'Mobilnummer' field of type tel completed as a phone number", () => {
    const phone = controlOf(html, 'Mobilnummer');
    expect(attributeOf(phone, 'type')).toBe('tel');
    expect(phone).toMatch(/\sautocomplete="tel"/i);
    expect(attributeOf(phone, 'placeholder')).toBe('12 34 56 78');
  });

  it('shows no message before the customer tries to pay', () => {
    expect(html).not.toContain('Skriv dit navn');
    expect(html).not.toContain('aria-invalid');
  });
});
