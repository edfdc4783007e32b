/** Lambda for the planning admin tabs: booking schedules, analytics, the books, newsletters. */
import { groupHandler } from '../lib/http';
import { planningRoutes } from '@shared/api/routes/planning';
import { getAnalytics } from '@functions/capabilities/analytics/analytics';
import { getLedger, getLedgerCsv } from '@functions/capabilities/ledger/ledger';
import { retryDocumentPush } from '@functions/capabilities/bookkeeping/push-retry';
import { newsletterOperations } from '@functions/capabilities/newsletter/newsletter-admin';
import { scheduleOperations } from '@functions/capabilities/schedules/schedule-admin';

export const handler = groupHandler(planningRoutes, {
  ...scheduleOperations,
  getAnalytics,
  getLedger,
  getLedgerCsv,
  retryDocumentPush,
  ...newsletterOperations,
});
