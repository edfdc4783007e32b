/** Admin: booking schedules, analytics and the books (every route for admins only). */
import * as z from 'zod/mini';
import { analyticsQuerySchema, analyticsSchema } from '../analytics';
import { ledgerFileSchema, ledgerQuerySchema, ledgerSchema } from '../ledger';
import { scheduleSchema } from '../entities';
import { documentPushSchema } from '../economic';
import type { RouteDef } from '../route-def';
import {
  scheduleChangeSchema,
  schedulePatchBodySchema,
  specificDateBodySchema,
  weeklyPeriodBodySchema,
} from '../schedules-admin';

const write = ['table:write'] as const;

export const scheduleAnalyticsRoutes = [
  {
    method: 'GET',
    path: '/api/admin/schedules',
    group: 'planning',
    operation: 'listSchedules',
    caller: 'admin',
    response: z.array(scheduleSchema),
  },
  {
    method: 'POST',
    path: '/api/admin/schedules/weekly',
    group: 'planning',
    operation: 'createWeeklyPeriod',
    caller: 'admin',
    needs: write,
    body: weeklyPeriodBodySchema,
    response: scheduleChangeSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/schedules/specific',
    group: 'planning',
    operation: 'createSpecificDate',
    caller: 'admin',
    needs: write,
    body: specificDateBodySchema,
    response: scheduleChangeSchema,
  },
  {
    method: 'PATCH',
    path: '/api/admin/schedules/{id}',
    group: 'planning',
    operation: 'updateSchedule',
    caller: 'admin',
    needs: write,
    body: schedulePatchBodySchema,
    response: scheduleChangeSchema,
  },
  {
    method: 'DELETE',
    path: '/api/admin/schedules/{id}',
    group: 'planning',
    operation: 'deleteSchedule',
    caller: 'admin',
    needs: write,
    response: scheduleChangeSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/analytics',
    group: 'planning',
    operation: 'getAnalytics',
    caller: 'admin',
    query: analyticsQuerySchema,
    response: analyticsSchema,
  },
  {
    // 'Bogføring': the month's receipts and credit notes, totals and reconciliation.
    method: 'GET',
    path: '/api/admin/ledger',
    group: 'planning',
    operation: 'getLedger',
    caller: 'admin',
    query: ledgerQuerySchema,
    response: ledgerSchema,
  },
  {
    // The month's file for the bookkeeping program (CSV as name and content).
    method: 'GET',
    path: '/api/admin/ledger/csv',
    group: 'planning',
    operation: 'getLedgerCsv',
    caller: 'admin',
    query: ledgerQuerySchema,
    response: ledgerFileSchema,
  },
  {
    // 'Prøv igen' in Bogføring: a document whose push to e-conomic failed goes again.
    method: 'POST',
    path: '/api/admin/ledger/pushes/{voucher}/retry',
    group: 'planning',
    operation: 'retryDocumentPush',
    caller: 'admin',
    needs: write,
    response: documentPushSchema,
  },
] as const satisfies readonly RouteDef[];
