/** Lambda for the planning admin tabs: booking schedules, analytics, newsletters. */
import { groupHandler } from '../lib/http';
import { getAnalytics } from './analytics';
import { newsletterOperations } from './newsletters';
import { scheduleOperations } from './schedules';

export const handler = groupHandler('planning', {
  ...scheduleOperations,
  getAnalytics,
  ...newsletterOperations,
});
