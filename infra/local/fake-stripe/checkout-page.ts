/**
 * The fake's checkout page (Danish, plain HTML forms): what is paid for, the amount in kr,
 * the link 'Tilbage' (as Stripe's back link: to the cancel URL, the session stays open until
 * it expires) and the buttons 'Betal' and 'Annuller' (expires the session at once, as if it
 * had run out, then the cancel URL). Local twin only; it never exists in AWS.
 */
import { formatKroner } from '@shared/domain/danish-format';
import type { FakeSession, LineItem } from './sessions';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const style = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1a1f24; }
  main { max-width: 32rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 12px;
    box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .note { background: #fff7d6; border: 1px solid #e6c200; padding: .75rem; border-radius: 8px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .amount { font-size: 1.5rem; font-weight: 700; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  .back { display: inline-block; margin-bottom: 1rem; color: #0b5cad; font-weight: 600; }
  .back:focus-visible { outline: 3px solid #e6a700; outline-offset: 2px; }
  button { font: inherit; padding: .75rem 1.5rem; border-radius: 8px; cursor: pointer; border: 2px solid #0b5cad; }
  button.pay { background: #0b5cad; color: #fff; }
  button.cancel { background: #fff; color: #0b5cad; }
  button:focus-visible { outline: 3px solid #e6a700; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Dronefoto</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const statusText: Record<Exclude<FakeSession['status'], 'open'>, string> = {
  complete: 'Betalingen er allerede gennemført.',
  expired: 'Betalingen er annulleret eller udløbet.',
};

export function renderCheckoutPage(
  session: FakeSession,
  items: LineItem[],
  actionBase: string,
): string {
  if (session.status !== 'open') {
    return page('Betaling', `<h1>Betaling</h1><p role="status">${statusText[session.status]}</p>`);
  }
  const rows = items
    .map(
      (item) =>
        `<dt>Produkt</dt><dd>${escapeHtml(item.name)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</dd>` +
        (item.description ? `<dt>Beskrivelse</dt><dd>${escapeHtml(item.description)}</dd>` : ''),
    )
    .join('\n');
  const amount = formatKroner(session.amount_total / 100);
  const action = `${actionBase}/${encodeURIComponent(session.id)}`;
  const back = session.cancel_url
    ? `<a class="back" href="${escapeHtml(session.cancel_url)}">← Tilbage</a>\n`
    : '';
  return page(
    'Betaling',
    `${back}<h1>Betaling</h1>
<p class="note">Lokal testbetaling: der trækkes ingen penge. I drift sker betalingen hos Stripe (kort eller MobilePay).</p>
<dl>
${rows}
${session.customer_email ? `<dt>E-mail</dt><dd>${escapeHtml(session.customer_email)}</dd>` : ''}
<dt>Beløb</dt><dd class="amount" data-testid="checkout-amount">${escapeHtml(amount)}</dd>
</dl>
<div class="actions">
<form method="post" action="${escapeHtml(action)}/pay"><button type="submit" class="pay">Betal</button></form>
<form method="post" action="${escapeHtml(action)}/cancel"><button type="submit" class="cancel">Annuller</button></form>
</div>`,
  );
}

export function renderCheckoutError(message: string): string {
  return page('Betaling', `<h1>Betaling</h1><p role="alert">${escapeHtml(message)}</p>`);
}
