import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { bookingRulesQueryOptions } from '@web/lib/booking-rules';
import { Editable } from '@web/lib/content/editable';
import { useContent } from '@web/lib/content/use-content';
import { TermsSection } from '../components/terms-section';
import { TermsText } from '../components/terms-text';
import '../terms.css';
import { PageHero } from '@web/components/page-hero';

/**
 * `/handelsbetingelser` (product §2 'Terms page'): the terms of trade, every text editable in
 * place; the cut-off for moving and cancelling is the owner's current one, and the seller, the
 * delivery promise, the e-mail and the right of withdrawal are said from the business's own data.
 */
export function TermsPage() {
  const rules = useQuery(bookingRulesQueryOptions);
  const hours = rules.data ? rules.data.cancellation_cutoff_hours : '…';

  return (
    <>
      <PageHero title={<Editable k="terms-title" />} />
      <div className="page-body container terms">
        <div className="card terms__card">
          <TermsText k="terms-intro" />
          <TermsSection id="parties" heading="terms-parties-heading" text="terms-parties-text" />
          <TermsSection id="prices" heading="terms-prices-heading" text="terms-prices-text" />
          <TermsSection
            id="changes"
            heading="terms-changes-heading"
            text="terms-changes-text"
            values={{ hours }}
          />
          <TermsSection
            id="withdrawal"
            heading="terms-withdrawal-heading"
            text="terms-withdrawal-text"
            values={{ hours }}
          />
          <TermsSection id="weather" heading="terms-weather-heading" text="terms-weather-text" />
          <TermsSection id="permit" heading="terms-permit-heading" text="terms-permit-text" />
          <TermsSection id="delivery" heading="terms-delivery-heading" text="terms-delivery-text" />
          <TermsSection
            id="complaints"
            heading="terms-complaints-heading"
            text="terms-complaints-text"
          />
          <TermsSection id="privacy" heading="terms-privacy-heading" text="terms-privacy-text">
            <p>
              <Link to={pagePath('profile', {}, { tab: 'settings' })}>
                {useContent('terms-privacy-link')}
              </Link>
            </p>
          </TermsSection>
        </div>
      </div>
    </>
  );
}
