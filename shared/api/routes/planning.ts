/** Admin: booking schedules, analytics, newsletters and their templates. */
import type { RouteDef } from '../route-def';
import { newsletterAdminRoutes } from './planning-newsletter';
import { scheduleAnalyticsRoutes } from './planning-schedules';

export const planningRoutes = [
  ...scheduleAnalyticsRoutes,
  ...newsletterAdminRoutes,
] as const satisfies readonly RouteDef[];
