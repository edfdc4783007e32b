/** A firm store's refusal as the Danish 4xx it means (product §2 'Firma'). */
import { firmTexts as t } from '@shared/texts/firms';
import { conflict, HttpError, notFound } from '@functions/lib/errors';
import { FirmRefusal, type FirmRefusalReason } from '@functions/stores/firms';

/** 'Faktura' without the firm's agreement (decision 0035). */
export const invoiceNotAgreed = () => new HttpError(403, t.invoiceNotAgreed, 'invoice_not_agreed');

const answers: Record<FirmRefusalReason, () => HttpError> = {
  cvr_taken: () => conflict(t.cvrTaken, 'cvr_taken'),
  already_member: () => conflict(t.alreadyMember, 'already_member'),
  not_member: () => conflict(t.memberNotFound, 'not_member'),
  last_administrator: () => conflict(t.lastAdministrator, 'last_administrator'),
  invitation_revoked: () => conflict(t.invitationRevoked, 'invitation_revoked'),
  firm_gone: () => notFound(t.notMember),
  invoice_not_approved: invoiceNotAgreed,
};

/** Runs `change`; a FirmRefusal becomes its Danish answer. */
export async function withFirmRefusals<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof FirmRefusal) throw answers[error.reason]();
    throw error;
  }
}
