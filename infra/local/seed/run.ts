/**
 * Seeds the demo data through the same data-access modules the handlers use. Idempotent:
 * every step adds only what is missing (matched by key, name, title or code) and never
 * overwrites what an admin changed. Runs on the twin's first start and by `npm run seed`.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { contentCatalog } from '@shared/content/catalog';
import { getDiscountCodeByCode, createDiscountCode } from '@functions/stores/discount-codes';
import { createHomeSection, listHomeSections } from '@functions/stores/home-sections';
import { createPortfolioItem, listPortfolio } from '@functions/stores/portfolio';
import { createProduct, listProducts } from '@functions/stores/products';
import { ensureProfile } from '@functions/stores/profiles';
import { createRating, listRatings } from '@functions/stores/ratings';
import { createWeeklySchedule, listAllSchedules } from '@functions/stores/schedules';
import { isSeeded, markSeeded } from '@functions/data/seed-marker';
import { addContent, listContent } from '@functions/stores/site-content';
import { createTemplate, listTemplates } from '@functions/stores/templates';
import { createZone, listZones } from '@functions/stores/zones';
import { localCognitoClient } from '../cognito-pool';
import { ensureAdminUser } from './admin';
import { getBusinessSettings, saveBusinessSettings } from '@functions/stores/business-settings';
import {
  demoBusinessSettings,
  demoDiscountCodes,
  demoHomeSections,
  demoNewsletterTemplate,
  demoPortfolioItems,
  demoProducts,
  demoRatings,
  demoSchedules,
  demoZones,
} from './demo-data';
import { uploadDemoImages } from './images';
import { seedDemoHistory, seedPastShoot } from './demo-history';
import { contentDescriptions } from '@shared/content/descriptions';

export interface SeedContext {
  s3: S3Client;
  publicBucket: string;
  cognitoEndpoint: string;
  userPoolId: string;
  adminEmail: string;
  adminPassword: string;
  log: (line: string) => void;
  /** Re-apply even when the table is marked as seeded (npm run seed). */
  force?: boolean;
}

async function seedContent() {
  const existing = new Set((await listContent()).map((c) => c.key));
  for (const entry of contentCatalog) {
    if (existing.has(entry.key)) continue;
    await addContent({
      key: entry.key,
      type: entry.type,
      value: entry.fallback,
      description: contentDescriptions[entry.key],
      category: entry.category,
    });
  }
}

async function seedCatalogue() {
  const products = new Set((await listProducts()).map((p) => p.name));
  for (const product of demoProducts) {
    if (!products.has(product.name)) await createProduct({ ...product });
  }
  const portfolio = new Set((await listPortfolio()).map((p) => p.title));
  for (const item of demoPortfolioItems) {
    // Like/dislike counts are kept equal to real reactions, so demo items start at zero.
    if (!portfolio.has(item.title))
      await createPortfolioItem({ title: item.title, image_url: item.image_url });
  }
  const sections = await listHomeSections(false);
  const titles = new Set(sections.map((s) => s.title));
  for (const section of demoHomeSections) {
    if (!titles.has(section.title)) await createHomeSection({ ...section });
  }
}

/**
 * Each demo review belongs to a real (past, paid, completed) demo booking, as a review
 * made through the e-mailed rating link would.
 */
async function seedRatings() {
  const existing = new Set((await listRatings()).map((r) => r.comment));
  const products = await listProducts();
  let daysAgo = 12;
  for (const rating of demoRatings) {
    daysAgo += 9;
    if (existing.has(rating.comment)) continue;
    const product = products.find((p) => p.name === rating.product_name) ?? products[0];
    if (!product) continue;
    const date = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    // Booked and paid by card a week before the shoot, receipted then (not mailed: fictional).
    const bookedAt = new Date(Date.parse(`${date}T08:00:00Z`) - 7 * 86_400_000).toISOString();
    const booking = await seedPastShoot(product, {
      customer: { id: rating.user_id, name: 'Kunde fra demoen', email: 'kunde@example.dk' },
      date,
      // In the afternoon: the history's shoots of the same days are over by then.
      time: '15:00',
      address: demoZones[0]?.center_address ?? '',
      method: 'card',
      createdAt: bookedAt,
      paidAt: bookedAt,
    });
    await createRating({ ...rating, booking_id: booking.id, product_name: product.name });
  }
}

async function seedOperations() {
  const zones = new Set((await listZones(false)).map((z) => z.name));
  for (const zone of demoZones) {
    if (!zones.has(zone.name)) await createZone({ ...zone });
  }
  const weeklyDays = new Set(
    (await listAllSchedules()).filter((s) => s.type === 'weekly').map((s) => s.day_name),
  );
  for (const schedule of demoSchedules) {
    if (!schedule.day_name || weeklyDays.has(schedule.day_name)) continue;
    await createWeeklySchedule({
      day_name: schedule.day_name,
      start_time: schedule.start_time,
      end_time: schedule.end_time,
      is_enabled: schedule.is_enabled,
    });
  }
  // The demo's business, unless the owner has saved their own (its receipts name it).
  if (!(await getBusinessSettings())) await saveBusinessSettings({ ...demoBusinessSettings });
  await seedRatings();
  await seedDemoHistory(await listProducts());
  for (const code of demoDiscountCodes) {
    if (!(await getDiscountCodeByCode(code.code))) {
      const { current_uses: _uses, ...input } = code;
      await createDiscountCode(input);
    }
  }
  const templates = new Set((await listTemplates()).map((t) => t.name.toLowerCase()));
  if (!templates.has(demoNewsletterTemplate.name.toLowerCase())) {
    await createTemplate({ ...demoNewsletterTemplate });
  }
}

/**
 * The demo's items in the table only (texts, catalogue, zones, schedules, ratings, codes,
 * business), without images or accounts: what `npm run bench:cold` reads.
 */
export async function seedDemoTable(): Promise<void> {
  await seedContent();
  await seedCatalogue();
  await seedOperations();
}

/** Returns true when demo data was (re-)applied, false when the table was already seeded. */
export async function seedDemoData(ctx: SeedContext): Promise<boolean> {
  const cognito = localCognitoClient(ctx.cognitoEndpoint);
  const adminSub = await ensureAdminUser(
    cognito,
    ctx.userPoolId,
    ctx.adminEmail,
    ctx.adminPassword,
  );
  await ensureProfile(adminSub, ctx.adminEmail);
  if (!ctx.force && (await isSeeded())) return false;
  ctx.log('Seeding demo data...');
  await uploadDemoImages(ctx.s3, ctx.publicBucket);
  await seedDemoTable();
  await markSeeded();
  return true;
}
