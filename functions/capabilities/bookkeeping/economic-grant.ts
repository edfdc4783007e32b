/**
 * The e-conomic secret (decision 0036), one secret for this integration like the Stripe key's
 * (decision 0031): `appSecretToken` and `appPublicToken` (the app's, set once by ops), and
 * `agreementGrantToken` (the owner's, set from Indstillinger by the bookkeeping-setup function
 * alone). Read fresh each time (the job runs once a minute, the panel rarely). A function
 * without `economic` has neither the secret's id nor, in AWS, the right to read it. Values are
 * never logged nor answered.
 */
import { config } from '@functions/lib/config';
import { readSecretFields, writeSecretFields } from '@functions/lib/secrets';

export interface EconomicTokens {
  appSecretToken?: string;
  appPublicToken?: string;
  agreementGrantToken?: string;
}

/** The secret's tokens, read now; `{}` without an e-conomic secret. */
export async function readEconomicTokens(): Promise<EconomicTokens> {
  const secretId = config().ECONOMIC_SECRET_ID;
  if (!secretId) return {};
  const fields = await readSecretFields(secretId);
  return {
    appSecretToken: fields.appSecretToken || undefined,
    appPublicToken: fields.appPublicToken || undefined,
    agreementGrantToken: fields.agreementGrantToken || undefined,
  };
}

/** Stores the grant beside the app's tokens (undefined: removes it, keeping the app's). */
export async function storeAgreementGrant(grant: string | undefined): Promise<void> {
  const secretId = config().ECONOMIC_SECRET_ID;
  if (!secretId) throw new Error('no e-conomic secret (ECONOMIC_SECRET_ID) for this function');
  const { agreementGrantToken: _old, ...kept } = await readSecretFields(secretId);
  await writeSecretFields(secretId, grant ? { ...kept, agreementGrantToken: grant } : kept);
}
