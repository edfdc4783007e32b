/** Lambda for the planning admin tabs: booking schedules, analytics, newsletters. */
import { groupHandler } from '../lib/http';

export const handler = groupHandler('planning', {});
