/**
 * The local mailbox: what the handlers sent through SES (aws-ses-v2-local), as a JSON list
 * (`GET /_local/mail`, newest first) and as a readable page (`GET /_local/mail/view`).
 * Exists only in the local twin.
 */
export interface LocalMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Each attachment with its bytes as base64 (`content`, '' when the stand-in kept none). */
  attachments: Array<{ filename: string; contentType: string; size: number; content: string }>;
  /** Extra headers the sender set (List-Unsubscribe, …). */
  headers: Record<string, string>;
  sentAt: string;
}

interface SesStoreEmail {
  messageId: string;
  from?: string;
  destination?: { to?: string[]; cc?: string[]; bcc?: string[] };
  subject?: string;
  body?: { text?: string; html?: string };
  attachments?: Array<{ filename?: string; contentType?: string; size?: number; content?: string }>;
  headers?: Array<{ name: string; value: string }>;
  at: number;
}

export async function readMailbox(sesEndpoint: string): Promise<LocalMail[]> {
  const res = await fetch(`${sesEndpoint}/store`);
  if (!res.ok) throw new Error(`SES local answered ${res.status}`);
  const store = (await res.json()) as { emails: SesStoreEmail[] };
  return store.emails
    .map((e) => ({
      id: e.messageId,
      from: e.from ?? '',
      to: [
        ...(e.destination?.to ?? []),
        ...(e.destination?.cc ?? []),
        ...(e.destination?.bcc ?? []),
      ],
      subject: e.subject ?? '',
      text: e.body?.text ?? '',
      html: e.body?.html ?? '',
      attachments: (e.attachments ?? []).map((a) => ({
        filename: a.filename ?? '',
        contentType: a.contentType ?? '',
        size: a.size ?? (a.content ? Buffer.from(a.content, 'base64').length : 0),
        content: a.content ?? '',
      })),
      headers: Object.fromEntries((e.headers ?? []).map((h) => [h.name.toLowerCase(), h.value])),
      sentAt: new Date(e.at * 1000).toISOString(),
      at: e.at,
    }))
    .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
    .map(({ at: _at, ...mail }) => mail);
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderMailbox(mails: LocalMail[]): string {
  const items = mails
    .map(
      (m) => `<article>
  <header><h2>${escape(m.subject)}</h2>
  <p><strong>Til:</strong> ${escape(m.to.join(', '))} · <strong>Fra:</strong> ${escape(m.from)} ·
  <time datetime="${m.sentAt}">${new Date(m.sentAt).toLocaleString('da-DK', { timeZone: 'Europe/Copenhagen' })}</time></p>
  ${m.attachments.length ? `<p><strong>Vedhæftet:</strong> ${m.attachments.map((a) => escape(a.filename)).join(', ')}</p>` : ''}
  </header>
  ${m.html ? `<iframe title="${escape(m.subject)}" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escape(m.html)}"></iframe>` : `<pre>${escape(m.text)}</pre>`}
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="da"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lokal postkasse</title>
<style>
body{font-family:system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem;color:#111827;background:#f9fafb}
article{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin:0 0 .25rem}p{margin:.25rem 0;color:#374151}
iframe{width:100%;min-height:360px;border:1px solid #e5e7eb;border-radius:6px;margin-top:.5rem;background:#fff}
pre{white-space:pre-wrap;background:#f3f4f6;padding:.75rem;border-radius:6px}
</style></head><body>
<h1>Lokal postkasse (${mails.length})</h1>
<p>E-mails sendt af den lokale udgave. Nyeste først. JSON: <a href="/_local/mail">/_local/mail</a></p>
${items || '<p>Ingen e-mails endnu.</p>'}
</body></html>`;
}
