/**
 * 'Forbind e-conomic' in Indstillinger (decision 0036), the routes of the bookkeeping-setup
 * function, the only one that may write the e-conomic secret:
 *
 * - `GET /api/admin/economic`: connected or not (since when, refused since), the address of
 *   e-conomic's page where the owner grants access (the app's public token and the way back
 *   to Indstillinger), the mapping, how many pushes failed. Never a token.
 * - `PUT`: asks e-conomic with the grant at once (its journals): a refusal is a Danish 400,
 *   no answer a 503, and in either case nothing changes. Then the grant is stored in the
 *   secret and the connection in the table; the documents that waited go at the job's next run.
 * - `DELETE` ('Afbryd forbindelsen'): the grant is removed from the secret (the app's tokens
 *   stay) and the connection from the table; new documents wait.
 * - `PUT /mapping`: the accounts and moms code.
 */
import type { EconomicGrantBody, EconomicMapping, EconomicSettings } from '@shared/api/economic';
import { economicTexts as t } from '@shared/texts/economic';
import { pageUrl } from '@shared/site/pages';
import {
  getBookkeepingConnection,
  saveConnected,
  saveDisconnected,
  saveMapping,
} from '@functions/stores/bookkeeping-connection';
import { failedPushes } from '@functions/stores/bookkeeping-pushes';
import { config } from '@functions/lib/config';
import { badRequest, HttpError } from '@functions/lib/errors';
import { logger } from '@functions/lib/logger';
import { economicClient, EconomicError } from './economic-client';
import { readEconomicTokens, storeAgreementGrant, type EconomicTokens } from './economic-grant';

/** Where e-conomic sends the owner back to, with `&token=…` added. */
const returnUrl = () => pageUrl(config().SITE_URL, 'admin', {}, { tab: 'indstillinger' });

function connectUrl(publicToken: string | undefined): string | null {
  if (!publicToken) return null;
  const url = new URL(config().ECONOMIC_GRANT_URL);
  url.searchParams.set('appPublicToken', publicToken);
  url.searchParams.set('redirectUrl', returnUrl());
  return url.toString();
}

const unavailable = () => new HttpError(503, t.storeFailed, 'economic_secret_unavailable');

async function tokens(): Promise<EconomicTokens> {
  try {
    return await readEconomicTokens();
  } catch (error) {
    logger.error('economic_secret_unreadable', { error });
    throw unavailable();
  }
}

async function settings(known?: EconomicTokens): Promise<EconomicSettings> {
  const [secret, connection, failed] = await Promise.all([
    known ?? tokens(),
    getBookkeepingConnection(),
    failedPushes(),
  ]);
  const connected = Boolean(connection.connectedAt && secret.agreementGrantToken);
  return {
    connected,
    connected_at: connected ? (connection.connectedAt ?? null) : null,
    grant_refused: connected && Boolean(connection.refusedAt),
    connect_url: connectUrl(secret.appPublicToken),
    mapping: connection.mapping,
    failed_pushes: failed.length,
  };
}

export const getEconomic = (): Promise<EconomicSettings> => settings();

/** Asks e-conomic with the grant; a Danish refusal when it is not taken. */
async function checkGrant(appSecretToken: string, grant: string): Promise<void> {
  try {
    await economicClient({ appSecretToken, agreementGrantToken: grant }).journals();
  } catch (error) {
    if (!(error instanceof EconomicError)) throw error;
    logger.warn('economic_grant_not_saved', { status: error.status, kind: error.kind });
    if (error.kind === 'unavailable')
      throw new HttpError(503, t.unreachable, 'economic_unreachable');
    throw badRequest(t.grantRefused, 'economic_grant_refused');
  }
}

export async function connectEconomic({
  body,
}: {
  body: EconomicGrantBody;
}): Promise<EconomicSettings> {
  const old = await tokens();
  if (!old.appSecretToken) throw new HttpError(503, t.notConfigured, 'economic_app_not_configured');
  await checkGrant(old.appSecretToken, body.grant_token);
  try {
    await storeAgreementGrant(body.grant_token);
  } catch (error) {
    logger.error('economic_secret_not_stored', { error });
    throw unavailable();
  }
  try {
    await saveConnected(new Date());
  } catch (error) {
    // Nothing half-written: the secret goes back to what it held.
    await storeAgreementGrant(old.agreementGrantToken).catch(() => undefined);
    throw error;
  }
  logger.info('economic_connected');
  return settings({ ...old, agreementGrantToken: body.grant_token });
}

export async function disconnectEconomic(): Promise<EconomicSettings> {
  const old = await tokens();
  if (old.agreementGrantToken) {
    try {
      await storeAgreementGrant(undefined);
    } catch (error) {
      logger.error('economic_secret_not_stored', { error });
      throw unavailable();
    }
  }
  await saveDisconnected();
  logger.info('economic_disconnected');
  return settings({ ...old, agreementGrantToken: undefined });
}

export async function saveEconomicMapping({
  body,
}: {
  body: EconomicMapping;
}): Promise<EconomicSettings> {
  await saveMapping(body);
  return settings();
}
