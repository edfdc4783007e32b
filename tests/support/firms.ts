/** Firms for tests (product §2 'Firma'): valid CVR numbers, a firm with its administrator, invitations. */
import { randomUUID } from 'node:crypto';
import {
  firmInvitationExpiry,
  firmInvitationUrl,
} from '@functions/capabilities/links/link-signing';
import { createFirm, putInvitation } from '@functions/stores/firms';

const cvrWeights = [2, 7, 6, 5, 4, 3, 2, 1];

/** A fresh CVR number passing the modulus-11 check (random, so tests never share one). */
export function validCvr(): string {
  for (;;) {
    const digits = Array.from({ length: 7 }, () => Math.floor(Math.random() * 10));
    const partial = digits.reduce((sum, digit, index) => sum + digit * cvrWeights[index]!, 0);
    const last = (11 - (partial % 11)) % 11;
    if (last < 10) return [...digits, last].join('');
  }
}

/** A firm made in the table with `administrator` as its administrator; its id. */
export async function firmOf(
  administrator: { sub: string; email: string },
  fields: { name?: string; invoice_approved?: boolean } = {},
): Promise<string> {
  const id = randomUUID();
  await createFirm(
    {
      id,
      name: fields.name ?? 'Testfirma ApS',
      cvr: validCvr(),
      address: 'Testvej 1, 8000 Aarhus C',
      invoice_email: 'faktura@example.dk',
      ean: null,
      standing_reference: null,
      invoice_approved: fields.invoice_approved ?? false,
      created_at: new Date().toISOString(),
    },
    { userId: administrator.sub, email: administrator.email.toLowerCase() },
  );
  return id;
}

/** An open invitation of `email` into the firm, as the administrator's would be. */
export async function invite(firmId: string, email: string): Promise<void> {
  const expires = firmInvitationExpiry();
  await putInvitation(firmId, email.toLowerCase(), new Date(expires * 1000).toISOString(), 'test');
}

/** The values of a genuine invitation link of `email` into the firm. */
export function invitationLink(firmId: string, email: string): Record<string, string> {
  const url = new URL(firmInvitationUrl(firmId, email, firmInvitationExpiry()));
  const values = Object.fromEntries(url.searchParams);
  return { firm: values.firm!, email: values.email!, expires: values.expires!, sig: values.sig! };
}
