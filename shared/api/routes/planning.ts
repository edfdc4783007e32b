/** Admin: booking schedules, analytics, newsletters and their templates. */
import type { RouteDef } from '../route-def';
import { scheduleAnalyticsRoutes } from './planning-schedules';

export const planningRoutes = [...scheduleAnalyticsRoutes] as const satisfies readonly RouteDef[];
