/** A booking's gallery delivered by the owner's API, and the customer's downloads from it. */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { awaitMail } from '../booking-helpers';
import { expect } from './visitor-test';

/**
 * Delivers the gallery (the owner's form is another journey's) and answers the delivery mail's
 * text and its link to the gallery page.
 */
export async function deliverGallery(
  request: APIRequestContext,
  ownerHeaders: Record<string, string>,
  bookingId: string,
  email: string,
): Promise<{ text: string; url: URL }> {
  const delivered = await request.patch(`/api/admin/bookings/${bookingId}`, {
    headers: ownerHeaders,
    data: { deliver_gallery: true, deliver_before_shoot: true },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  const mail = await awaitMail(
    request,
    email,
    (candidate) => (candidate.text ?? '').includes('/gallery?booking='),
    'the delivery mail with the gallery link',
  );
  const text = mail.text ?? '';
  return { text, url: new URL(/https?:\/\/\S+\/gallery\?\S+/.exec(text)![0]) };
}

/** The bytes of a download started by `click`. */
export async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync(await (download as Download).path());
}
