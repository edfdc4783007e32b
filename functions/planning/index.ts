/** Lambda for the planning admin tabs: booking schedules, analytics, newsletters. */
import { groupHandler } from '../lib/http';
import { getAnalytics } from '@functions/capabilities/analytics/analytics';
import { newsletterOperations } from '@functions/capabilities/newsletter/newsletter-admin';
import { scheduleOperations } from '@functions/capabilities/schedules/schedule-admin';

export const handler = groupHandler('planning', {
  ...scheduleOperations,
  getAnalytics,
  ...newsletterOperations,
});
