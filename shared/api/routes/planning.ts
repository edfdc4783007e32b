/** Admin: booking schedules, analytics, newsletters and their templates. */
import type { RouteDef } from '../route-def';

export const planningRoutes = [] as const satisfies readonly RouteDef[];
