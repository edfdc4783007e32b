import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { DroneMark } from '@web/components/drone-mark';
import { socialNetworkNames, type SocialNetwork } from '@shared/domain/business-contact';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  YoutubeIcon,
} from '@web/components/icons';
import { useContent } from '@web/lib/content/use-content';
import { footerQuickLinks, type NavLinkDef } from './nav-links';
import { safeUrl } from '@web/lib/safe-url';
import { Editable } from '@web/lib/content/editable';
import { useAuth } from '@web/lib/auth/auth-context';
import { copyrightLine } from '@shared/content/site-facts';
import { useBootstrapData } from '@web/lib/bootstrap';

function QuickLink({ to, label }: NavLinkDef) {
  return (
    <li>
      <Link to={to}>{useContent(label)}</Link>
    </li>
  );
}

const networkIcons: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedinIcon,
  youtube: YoutubeIcon,
};

/** The social links the owner set in Indstillinger, under their heading; nothing without any. */
function SocialLinks({ siteName }: { siteName: string }) {
  const { links } = useBootstrapData().contact;
  if (links.length === 0) return null;
  return (
    <>
      <h2 className="site-footer__heading">
        <Editable k="footer-follow-title" />
      </h2>
      <ul className="site-footer__social">
        {links.map(({ network, url }) => {
          const Icon = networkIcons[network];
          return (
            <li key={network}>
              <a
                href={safeUrl(url)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${siteName} på ${socialNetworkNames[network]}`}
              >
                <Icon />
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Description, social links, contact details, quick links and the copyright line. */
export function Footer() {
  const siteName = useContent('site-name');
  const year = new Date().getFullYear();
  const { user } = useAuth();
  // The seller as on the receipts (Indstillinger), the site's name until it is saved.
  // How to reach it (Indstillinger): a detail not set is not shown.
  const { business, contact } = useBootstrapData();

  return (
    <footer className="site-footer on-dark">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Link to={pagePath('home')} className="site-footer__brand">
            <DroneMark className="site-footer__logo" />
            <span>{siteName}</span>
          </Link>
          <p>
            <Editable k="footer-description" multiline />
          </p>
          <SocialLinks siteName={siteName} />
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            <Editable k="footer-quick-links-title" />
          </h2>
          <ul className="site-footer__links">
            {footerQuickLinks
              .filter((link) => !(user && link.signedOutOnly))
              .map((link) => (
                <QuickLink key={link.label} {...link} />
              ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">
            <Editable k="footer-contact-title" />
          </h2>
          <address className="site-footer__contact">
            {contact.email ? (
              <p>
                <MailIcon />
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            ) : null}
            {contact.phone ? (
              <p>
                <PhoneIcon />
                <a href={contact.phone_href}>{contact.phone}</a>
              </p>
            ) : null}
            <p>
              <MapPinIcon />
              <span>
                <Editable k="contact-location" />
              </span>
            </p>
          </address>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>
            {copyrightLine(business, siteName, year)}. {useContent('footer-copyright')}
          </p>
        </div>
      </div>
    </footer>
  );
}
