/**
 * The owner's 'Firmaer' through the twin's gateway (decision 0035): the firms with their
 * colleagues and terms, saving the terms (Danish 4xx naming the field for bad ones), and
 * 'Faktura' becoming a way to pay for the firm's colleagues once the owner approves the firm.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminFirm } from '@shared/api/firm-admin';
import { fillText } from '@shared/texts/fill';
import { firmAdminTexts } from '@shared/texts/firm-admin';
import { customer } from '@tests/support/booking-fixtures';
import { firmOf } from '@tests/support/firms';
import { useTestGateway } from '@tests/integration/gateway';
import { gatewayCall } from '@tests/integration/gateway-call';
import { createTestUser, type TestUser } from '@tests/integration/users';

const api = useTestGateway();
let owner: TestUser;

beforeAll(async () => {
  owner = await createTestUser({ admin: true });
});

const call = async (who: TestUser, method: string, path: string, body?: unknown) => {
  const { status, body: answer } = await gatewayCall<unknown>(api.url, method, path, who, body);
  return { status, body: answer };
};

const terms = {
  invoice_approved: true,
  billing_mode: 'monthly',
  price_agreement_percent: 10,
  payment_term_days: 30,
};

describe("the owner's firms", () => {
  it('lists a firm with its colleagues and default terms, and saves new terms', async () => {
    const boss = await customer();
    const firmId = await firmOf(boss, { name: 'Ejendomshuset ApS' });
    const list = await call(owner, 'GET', '/api/admin/firms');
    expect(list.status).toBe(200);
    const listed = (list.body as AdminFirm[]).find((f) => f.firm.id === firmId);
    expect(listed).toMatchObject({
      firm: {
        name: 'Ejendomshuset ApS',
        invoice_approved: false,
        billing_mode: 'at_booking',
        price_agreement_percent: 0,
        payment_term_days: 14,
      },
      members: [{ user_id: boss.sub, role: 'admin' }],
      open_invoices: [],
      next_invoice: null,
    });

    const saved = await call(owner, 'PUT', `/api/admin/firms/${firmId}`, terms);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      firm: { id: firmId, ...terms },
      next_invoice: { lines: [], total_ore: 0 },
    });
  });

  it('refuses bad terms in Danish, naming the field, and writes nothing', async () => {
    const boss = await customer();
    const firmId = await firmOf(boss);
    const cases: [Record<string, unknown>, string][] = [
      [
        { ...terms, price_agreement_percent: 60 },
        fillText(firmAdminTexts.agreementInvalid, { max: 50 }),
      ],
      [{ ...terms, payment_term_days: 0 }, fillText(firmAdminTexts.termInvalid, { max: 60 })],
      [{ ...terms, payment_term_days: 7.5 }, fillText(firmAdminTexts.termInvalid, { max: 60 })],
      [{ ...terms, billing_mode: 'weekly' }, firmAdminTexts.billingModeInvalid],
      [{ ...terms, invoice_approved: false }, firmAdminTexts.monthlyNeedsApproval],
    ];
    for (const [body, message] of cases) {
      const res = await call(owner, 'PUT', `/api/admin/firms/${firmId}`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: message });
    }
    const missing = await call(owner, 'PUT', '/api/admin/firms/no-such-firm', terms);
    expect(missing).toMatchObject({ status: 404, body: { error: firmAdminTexts.firmNotFound } });
    const list = (await call(owner, 'GET', '/api/admin/firms')).body as AdminFirm[];
    expect(list.find((f) => f.firm.id === firmId)?.firm).toMatchObject({
      invoice_approved: false,
      billing_mode: 'at_booking',
    });
  });

  it("answers a firm's own administrator 403: the terms are the owner's", async () => {
    const boss = await customer();
    const firmId = await firmOf(boss);
    expect((await call(boss, 'GET', '/api/admin/firms')).status).toBe(403);
    expect((await call(boss, 'PUT', `/api/admin/firms/${firmId}`, terms)).status).toBe(403);
  });
});
