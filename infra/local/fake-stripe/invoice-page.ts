/**
 * The fake's hosted invoice page (`/_local/invoice/{id}`), like Stripe's: the invoice's lines
 * incl. moms and its due date, and 'Betal' (card or MobilePay in Stripe), which marks it paid
 * and sends the signed `invoice.paid` webhook. Never in AWS.
 */
import type { FakeInvoice } from './invoices';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const kr = (ore: number) =>
  `${(ore / 100).toLocaleString('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kr`;

export function renderInvoicePage(invoice: FakeInvoice, payPath: string): string {
  const lines = invoice.lines.data
    .map((line) => `<tr><td>${escape(line.description)}</td><td>${kr(line.amount)}</td></tr>`)
    .join('');
  const credited = invoice.pre_payment_credit_notes_amount
    ? `<tr><td>Kreditnota</td><td>${kr(-invoice.pre_payment_credit_notes_amount)}</td></tr>`
    : '';
  const due = invoice.due_date
    ? new Date(invoice.due_date * 1000).toLocaleDateString('da-DK', { dateStyle: 'long' })
    : '';
  const action =
    invoice.status === 'paid'
      ? '<p role="status"><strong>Fakturaen er betalt.</strong></p>'
      : invoice.status === 'open'
        ? `<form method="post" action="${escape(payPath)}"><button type="submit">Betal ${kr(invoice.amount_due)}</button></form>`
        : `<p role="status">Fakturaen er ${escape(invoice.status)}.</p>`;
  return `<!doctype html><html lang="da"><head><meta charset="utf-8"><title>Faktura ${escape(invoice.number ?? '')}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111827}
table{width:100%;border-collapse:collapse}td{padding:.4rem 0;border-bottom:1px solid #e5e7eb}td:last-child{text-align:right}
button{font:inherit;padding:.7rem 1.4rem;background:#1d4ed8;color:#fff;border:0;border-radius:.5rem;cursor:pointer}</style></head>
<body><p>Lokal Stripe-faktura (kun til test)</p><h1>Faktura ${escape(invoice.number ?? '')}</h1>
${invoice.description ? `<p>${escape(invoice.description)}</p>` : ''}
<table><tbody>${lines}${credited}<tr><td><strong>I alt</strong></td><td><strong>${kr(invoice.amount_due)}</strong></td></tr></tbody></table>
${invoice.footer ? `<p>${escape(invoice.footer)}</p>` : ''}<p>Forfald: ${escape(due)}</p>${action}</body></html>`;
}

export function invoiceMailText(invoice: FakeInvoice): { subject: string; text: string } {
  const lines = invoice.lines.data.map((line) => `${line.description}: ${kr(line.amount)}`);
  return {
    subject: `Faktura ${invoice.number ?? ''} fra Dronefoto`,
    text: [
      `Faktura ${invoice.number ?? ''}`,
      invoice.description ?? '',
      '',
      ...lines,
      `I alt: ${kr(invoice.amount_due)}`,
      invoice.footer ?? '',
      '',
      `Betal fakturaen her: ${invoice.hosted_invoice_url ?? ''}`,
    ].join('\n'),
  };
}
