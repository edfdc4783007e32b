/**
 * Everything every page needs, in one request: site content (texts and colours), products,
 * active home sections, active zones, whether bookings can be sold yet, and the facts the
 * site's texts say (the seller, how to reach it, the delivery promise, the weekly bookable hours).
 * Public data only; the reads run in parallel.
 * Content goes out resolved (the stored value or the catalogue's Danish fallback) as key, type
 * and value only: the editor's descriptions would make the first screen's one request several
 * times larger, and the fallbacks would add the whole catalogue to every visitor's first load.
 */
import type { Bootstrap } from '@shared/api/routes';
import { resolvedContent } from '@shared/content/resolved-content';
import { phoneHref, readablePhone } from '@shared/domain/danish-phone';
import {
  getBusinessContact,
  getBusinessDetails,
  getDeliveryPromise,
} from '@functions/stores/business-settings';
import { listAllSchedules } from '@functions/stores/schedules';
import { listHomeSections } from '@functions/stores/home-sections';
import { listProducts } from '@functions/stores/products';
import { listContent } from '@functions/stores/site-content';
import { listZones } from '@functions/stores/zones';

export async function bootstrap(): Promise<Bootstrap> {
  const [content, products, homeSections, zones, business, contact, delivery, schedules] =
    await Promise.all([
      listContent(),
      listProducts(),
      listHomeSections(true),
      listZones(true),
      getBusinessDetails(),
      getBusinessContact(),
      getDeliveryPromise(),
      listAllSchedules(),
    ]);
  return {
    content: resolvedContent(content),
    products,
    home_sections: homeSections,
    zones,
    sales_open: business !== undefined,
    business: business
      ? { name: business.business_name, address: business.business_address, cvr: business.cvr }
      : null,
    contact: {
      email: contact.email,
      phone: contact.phone ? readablePhone(contact.phone) : '',
      phone_href: (contact.phone && phoneHref(contact.phone)) || '',
      links: contact.links,
    },
    delivery,
    weekly_hours: schedules.flatMap((s) =>
      s.type === 'weekly' && s.is_enabled && s.day_name
        ? [{ day: s.day_name, start: s.start_time, end: s.end_time }]
        : [],
    ),
  };
}
