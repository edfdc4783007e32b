/** Newsletter templates (product §3): their fields and the default colours. */
import type { NewsletterTemplate } from '../api/entities';

export type TemplateData = NewsletterTemplate['template_data'];

export const defaultTemplateColors: TemplateData['colors'] = {
  primary: '#3B82F6',
  secondary: '#1F2937',
  background: '#F9FAFB',
  text: '#111827',
};

/** The look of a newsletter sent without a template. */
export const defaultTemplateData: TemplateData = {
  subject: '{title}',
  header: 'Dronefoto',
  body: '',
  footer: 'Du modtager denne e-mail, fordi du er tilmeldt vores nyhedsbrev.',
  colors: defaultTemplateColors,
};

/** The template's subject with {title} filled in; the title itself without one. */
export function templateSubject(template: TemplateData, title: string): string {
  const subject = template.subject.trim();
  return subject ? subject.replaceAll('{title}', title) : title;
}

/**
 * The subject of a newsletter: the one the owner typed on the send form, or (not given) the
 * template's with the title filled in.
 */
export function newsletterSubject(
  template: TemplateData,
  newsletter: { title: string; subject?: string | null },
): string {
  return newsletter.subject?.trim() || templateSubject(template, newsletter.title);
}
