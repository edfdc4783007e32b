/**
 * The routes of coverage requests (product §4 'Coverage requests'): a visitor asks to be told
 * when an address is covered; the owner lists and deletes the requests; saving an active zone
 * tells the requesters it now covers.
 */
import type { CoverageRequest, CoverageRequestAnswer } from '@shared/api/coverage-requests';
import type { Zone } from '@shared/api/entities';
import { formatKm } from '@shared/domain/distance';
import { coverageRequestTexts as t, coverageTexts } from '@shared/texts/coverage';
import { getProduct } from '@functions/stores/products';
import { listAdminEmails } from '@functions/capabilities/mails/admin-addresses';
import {
  coverageNowMail,
  coverageRequestOwnerMail,
} from '@functions/capabilities/mails/coverage-requests';
import { sendMailLogged } from '@functions/capabilities/mails/send';
import { AddressNotValidatedError, coverageOfAddress } from '@functions/geo/address-coverage';
import { config } from '@functions/lib/config';
import { HttpError, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { logger } from '@functions/lib/logger';
import {
  claimCoverageNotice,
  deleteCoverageRequest,
  listCoverageRequests,
  releaseCoverageNotice,
  requestsCoveredBy,
  saveCoverageRequest,
} from '@functions/stores/coverage-requests';

async function coverageOf(address: string) {
  try {
    return await coverageOfAddress(address);
  } catch (error) {
    if (!(error instanceof AddressNotValidatedError)) throw error;
    throw new HttpError(422, coverageTexts.addressNotValidated, 'address_not_validated');
  }
}

async function mailAdmins(request: CoverageRequest, distance: string | null): Promise<void> {
  let admins: string[];
  try {
    admins = await listAdminEmails();
  } catch (error) {
    logger.error('coverage_request_admin_list_failed', { request: request.id, error });
    return;
  }
  await Promise.all(
    admins.map((email) =>
      sendMailLogged(
        coverageRequestOwnerMail(request, distance, email),
        'coverage_request_admin_mail_failed',
        { request: request.id },
      ),
    ),
  );
}

export async function requestCoverage({
  body,
}: InputOf<'requestCoverage'>): Promise<CoverageRequestAnswer> {
  const coverage = await coverageOf(body.address);
  if (coverage.covered) throw new HttpError(409, t.alreadyCovered, 'already_covered');
  const product = body.product_id === undefined ? undefined : await getProduct(body.product_id);
  const request = await saveCoverageRequest({
    email: body.email,
    address: coverage.location.label,
    lat: coverage.location.lat,
    lon: coverage.location.lon,
    product_name: product?.name ?? null,
  });
  const nearest =
    coverage.distance_km === null
      ? null
      : `${formatKm(coverage.distance_km)} (${coverage.nearest_zone_name ?? ''})`;
  await mailAdmins(request, nearest);
  return { saved: true, address: request.address };
}

/**
 * Tells every waiting requester whose address `zone` covers (when it is active). Each request
 * is claimed before its mail, so two saves at once mail once; a failed mail gives the claim
 * back. Never throws: the zone is saved whatever happens here.
 */
export async function tellRequestersCoveredBy(zone: Zone, now = new Date()): Promise<number> {
  try {
    const covered = requestsCoveredBy(zone, await listCoverageRequests(now));
    let told = 0;
    for (const request of covered) {
      if (!(await claimCoverageNotice(request.id, zone.name, now))) continue;
      const sent = await sendMailLogged(
        coverageNowMail(request, zone.name, config().SITE_URL),
        'coverage_request_mail_failed',
        { request: request.id },
      );
      if (sent) told += 1;
      else await releaseCoverageNotice(request.id, now);
    }
    return told;
  } catch (error) {
    logger.error('coverage_requests_notice_failed', { zone: zone.id, error });
    return 0;
  }
}

export const coverageRequestAdminOperations = {
  listCoverageRequests: (): Promise<CoverageRequest[]> => listCoverageRequests(),

  async deleteCoverageRequest({
    params,
  }: InputOf<'deleteCoverageRequest'>): Promise<CoverageRequest> {
    const old = await deleteCoverageRequest(params.id);
    if (!old) throw notFound(t.notFound);
    return old;
  },
};
