import type { ContentKey } from '@shared/content/catalog';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@web/components/icons';
import { telHref } from '@web/lib/format';
import { useContent } from '@web/lib/content/use-content';
import { NewsletterForm } from '@web/components/newsletter-form';
import '../contact.css';
import { Editable } from '@web/lib/content/editable';
import { PageHero } from '@web/components/page-hero';

const faq: readonly (readonly [question: ContentKey, answer: ContentKey])[] = [
  ['contact-faq-booking-question', 'contact-faq-booking-answer'],
  ['contact-faq-weather-question', 'contact-faq-weather-answer'],
  ['contact-faq-delivery-question', 'contact-faq-delivery-answer'],
  ['contact-faq-newsletter-question', 'contact-faq-newsletter-answer'],
];

function FaqItem({ question, answer }: { question: ContentKey; answer: ContentKey }) {
  return (
    <details className="faq__item">
      <summary>{useContent(question)}</summary>
      <p>{useContent(answer)}</p>
    </details>
  );
}

/** Contact details, opening hours and frequently asked questions. */
export function ContactPage() {
  const email = useContent('contact-email');
  const phone = useContent('contact-phone');

  return (
    <>
      <PageHero
        title={<Editable k="contact-title" />}
        intro={<Editable k="contact-subtitle" multiline />}
      />
      <div className="page-body container contact">
        <div className="contact__grid">
          <section className="card" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title">
              <Editable k="contact-info-title" />
            </h2>
            <dl className="contact__list">
              <div>
                <dt>
                  <MailIcon />
                  {useContent('contact-email-label')}
                </dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <PhoneIcon />
                  {useContent('contact-phone-label')}
                </dt>
                <dd>
                  <a href={telHref(phone)}>{phone}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <MapPinIcon />
                  {useContent('contact-location-label')}
                </dt>
                <dd>
                  <Editable k="contact-location" multiline />
                </dd>
              </div>
            </dl>
          </section>
          <section className="card" aria-labelledby="contact-hours-title">
            <h2 id="contact-hours-title">
              <ClockIcon />
              {useContent('contact-hours-title')}
            </h2>
            <ul className="contact__hours">
              <li>
                <Editable k="contact-hours-weekdays" multiline />
              </li>
              <li>
                <Editable k="contact-hours-saturday" multiline />
              </li>
              <li>
                <Editable k="contact-hours-sunday" multiline />
              </li>
            </ul>
          </section>
        </div>
        <section className="card contact__newsletter" aria-labelledby="contact-newsletter-title">
          <h2 id="contact-newsletter-title">
            <Editable k="newsletter-title" />
          </h2>
          <p>
            <Editable k="newsletter-text" multiline />
          </p>
          <NewsletterForm />
        </section>
        <section className="faq" aria-labelledby="contact-faq-title">
          <h2 id="contact-faq-title">
            <Editable k="contact-faq-title" />
          </h2>
          {faq.map(([question, answer]) => (
            <FaqItem key={question} question={question} answer={answer} />
          ))}
        </section>
      </div>
    </>
  );
}
