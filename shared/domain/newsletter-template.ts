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

/** The subject of a newsletter: the template's, with {title} filled in; else the title. */
export function newsletterSubject(template: TemplateData, title: string): string {
  const subject = template.subject.trim();
  return subject ? subject.replaceAll('{title}', title) : title;
}
