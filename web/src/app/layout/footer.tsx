import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { DroneMark } from '@web/components/drone-mark';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  YoutubeIcon,
} from '@web/components/icons';
import { useContent } from '@web/lib/content/use-content';
import { telHref } from '@web/lib/format';
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

function SocialLinks({ siteName }: { siteName: string }) {
  const links = [
    { name: 'Facebook', url: useContent('footer-facebook-url'), Icon: FacebookIcon },
    { name: 'Instagram', url: useContent('footer-instagram-url'), Icon: InstagramIcon },
    { name: 'YouTube', url: useContent('footer-youtube-url'), Icon: YoutubeIcon },
  ].filter((link) => /^https?:\/\//.test(link.url));
  if (links.length === 0) return null;
  return (
    <ul className="site-footer__social">
      {links.map(({ name, url, Icon }) => (
        <li key={name}>
          <a
            href={safeUrl(url)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${siteName} på ${name}`}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Description, social links, contact details, quick links and the copyright line. */
export function Footer() {
  const siteName = useContent('site-name');
  const email = useContent('contact-email');
  const phone = useContent('contact-phone');
  const year = new Date().getFullYear();
  const { user } = useAuth();
  // The seller as on the receipts (Indstillinger), the site's name until it is saved.
  const { business } = useBootstrapData();

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
          <h2 className="site-footer__heading">
            <Editable k="footer-follow-title" />
          </h2>
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
            <p>
              <MailIcon />
              <a href={`mailto:${email}`}>{email}</a>
            </p>
            <p>
              <PhoneIcon />
              <a href={telHref(phone)}>{phone}</a>
            </p>
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
