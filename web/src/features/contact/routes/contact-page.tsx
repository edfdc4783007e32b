import { useContext } from 'react';
import type { ContentKey } from '@shared/content/catalog';
import { openingHoursLines } from '@shared/content/opening-hours';
import { useBootstrapData } from '@web/lib/bootstrap';
import { InlineEditContext } from '@web/lib/content/inline-edit';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@web/components/icons';
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

/**
 * The opening hours: the owner's own text when they wrote one (a line each), else the weekly
 * booking hours, so the page never promises other hours than can be booked. While the owner
 * edits the page, their text's control stands below.
 */
function OpeningHours() {
  const own = useContent('contact-hours').trim();
  const weekly = useBootstrapData().weekly_hours;
  const editing = useContext(InlineEditContext) !== null;
  const lines = own
    ? own.split('\n').filter((line) => line.trim() !== '')
    : openingHoursLines(weekly);
  return (
    <ul className="contact__hours">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
      {editing ? (
        <li>
          <Editable k="contact-hours" multiline />
        </li>
      ) : null}
    </ul>
  );
}

/** Contact details, opening hours and frequently asked questions. */
export function ContactPage() {
  // How to reach the business (Indstillinger): a detail not set is not shown.
  const { email, phone, phone_href: phoneLink } = useBootstrapData().contact;
  const emailLabel = useContent('contact-email-label');
  const phoneLabel = useContent('contact-phone-label');

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
              {email ? (
                <div>
                  <dt>
                    <MailIcon />
                    {emailLabel}
                  </dt>
                  <dd>
                    <a href={`mailto:${email}`}>{email}</a>
                  </dd>
                </div>
              ) : null}
              {phone ? (
                <div>
                  <dt>
                    <PhoneIcon />
                    {phoneLabel}
                  </dt>
                  <dd>
                    <a href={phoneLink}>{phone}</a>
                  </dd>
                </div>
              ) : null}
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
            <OpeningHours />
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
