/**
 * The newsletter as a subscriber gets it: the mail the server rendered (the same code that
 * sends it), shown in a sandboxed frame (no scripts, no access to the admin's page; links open
 * in a new window), with its subject above.
 */
import type { NewsletterPreview } from '@shared/api/newsletter-admin';
import { newsletterAdminTexts as t } from '@shared/texts/admin-newsletter';
import { fillText } from '@shared/texts/fill';

/** Links in the frame open in a new window: a sandboxed frame may not lead the admin away. */
const inNewWindows = (html: string) =>
  html.replace(/<body/i, '<head><base target="_blank"></head><body');

export function MailPreview({ preview, stale }: { preview: NewsletterPreview; stale: boolean }) {
  return (
    <section className="newsletter-preview" aria-labelledby="newsletter-preview-title">
      <h4 id="newsletter-preview-title">{t.mailPreviewTitle}</h4>
      <p className="newsletter-preview__subject">
        {fillText(t.previewSubject, { subject: preview.subject })}
      </p>
      {stale ? <p className="admin-field__hint">{t.previewStale}</p> : null}
      <iframe
        className="newsletter-preview__frame"
        title={t.mailPreviewFrame}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={inNewWindows(preview.html)}
      />
    </section>
  );
}
