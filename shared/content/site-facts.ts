/**
 * The facts the site's editable texts say, from the business's own data (issue 40), so an
 * owner's text never claims more than the data: `{zones}` and `{area}` from the active zones
 * ('Aarhus og København', 'i Aarhus og København'), `{delivery}` and `{editingdelivery}` from
 * Indstillinger's delivery promise ('2 hverdage'), `{seller}` from the business's details
 * (name, address, CVR), `{email}` from its contact e-mail (plain 'e-mail' until it is set: never
 * an address that is not the owner's). The opening hours from the weekly booking hours are in
 * opening-hours.ts (the contact page's alone, out of every page's first load). Pure: the browser,
 * the page renderer and the server fill the same texts the same way.
 */
import type { Bootstrap } from '../api/routes';
import { danishList } from '../domain/danish-words';
import { fillText } from '../texts/fill';
import { countText } from '../texts/plural';
import { siteFactTexts as t } from '../texts/site-facts';

export type SiteFactsSource = Pick<Bootstrap, 'business' | 'delivery' | 'zones'> & {
  /** The business's e-mail from Indstillinger ('' until set); absent: not set. */
  contact?: Pick<Bootstrap['contact'], 'email'>;
};

/** The active zones' names in the order the owner added them (the first zone first). */
export function activeZoneNames(zones: SiteFactsSource['zones']): string[] {
  return zones
    .filter((zone) => zone.is_active)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((zone) => zone.name);
}

/** The active zones' names as a Danish list, or 'Danmark' before any zone is active. */
export function zoneNames(zones: SiteFactsSource['zones']): string {
  return danishList(activeZoneNames(zones)) || t.noZones;
}

/** Where we fly, to follow a verb: 'i Aarhus og København' ('i Danmark' without zones). */
export function coverageClaim(names: readonly string[]): string {
  return fillText(t.area, { zones: danishList(names) || t.noZones });
}

/** '1 hverdag', '2 hverdage'. */
export const workingDays = (days: number): string => countText(t.workingDays, days);

/** The seller as the terms name it, or the site's name before the details are saved. */
export function sellerLine(business: SiteFactsSource['business'], siteName: string): string {
  return business ? fillText(t.seller, business) : siteName;
}

/** The footer's copyright line: the seller's name and CVR (the site's name before a save). */
export function copyrightLine(
  business: SiteFactsSource['business'],
  siteName: string,
  year: number,
): string {
  return business
    ? fillText(t.copyrightCvr, { year, name: business.name, cvr: business.cvr })
    : fillText(t.copyright, { year, name: siteName });
}

/** The placeholders every editable text may use, filled from the business's data. */
export function siteFactValues(source: SiteFactsSource, siteName: string): Record<string, string> {
  const zones = zoneNames(source.zones);
  return {
    zones,
    area: fillText(t.area, { zones }),
    delivery: workingDays(source.delivery.days),
    editingdelivery: workingDays(source.delivery.editing_days),
    seller: sellerLine(source.business, siteName),
    email: source.contact?.email || t.noEmail,
  };
}
