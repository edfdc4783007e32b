/** How a newsletter with a template looks: its colours, header, body and footer. */
import {
  defaultTemplateData,
  templateSubject,
  type TemplateData,
} from '@shared/domain/newsletter-template';
import { newsletterAdminTexts as t } from '@shared/texts/admin-newsletter';

export const colourNames = ['primary', 'secondary', 'background', 'text'] as const;
/** A colour as the template stores it: #RGB or #RRGGBB. */
export const hexColour = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

export function TemplatePreview({ data }: { data: TemplateData }) {
  const colour = (name: (typeof colourNames)[number]) =>
    hexColour.test(data.colors[name]) ? data.colors[name] : defaultTemplateData.colors[name];
  return (
    <figure className="admin-template-preview" style={{ background: colour('background') }}>
      <figcaption className="visually-hidden">{t.preview}</figcaption>
      <p className="admin-template-preview__subject">{templateSubject(data, t.previewTitle)}</p>
      {data.header ? (
        <div className="admin-template-preview__header" style={{ background: colour('primary') }}>
          {data.header}
        </div>
      ) : null}
      <div className="admin-template-preview__body" style={{ color: colour('text') }}>
        <strong>{t.previewTitle}</strong>
        {/* The starting text goes into the content, where the owner edits it. */}
        <p>{data.body || t.previewContent}</p>
      </div>
      <p className="admin-template-preview__footer" style={{ color: colour('secondary') }}>
        {data.footer}
      </p>
    </figure>
  );
}
