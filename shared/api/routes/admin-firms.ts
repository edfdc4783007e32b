/**
 * Admin: the owner's 'Firmaer' (product §2 'Firma', decision 0035): every firm with its billing
 * terms, invoices and next month's invoice, and saving a firm's terms. For admins only.
 */
import * as z from 'zod/mini';
import { adminFirmSchema, firmBillingBodySchema } from '../firm-admin';
import type { RouteDef } from '../route-def';

export const adminFirmRoutes = [
  {
    // Every firm, oldest first, with colleagues, open invoices and next month's invoice.
    method: 'GET',
    path: '/api/admin/firms',
    group: 'admin',
    operation: 'listAdminFirms',
    caller: 'admin',
    response: z.array(adminFirmSchema),
  },
  {
    // The owner's billing terms of a firm: invoice approval, billing mode, agreement, term.
    method: 'PUT',
    path: '/api/admin/firms/{id}',
    group: 'admin',
    operation: 'saveFirmBilling',
    caller: 'admin',
    needs: ['table:write'],
    body: firmBillingBodySchema,
    response: adminFirmSchema,
  },
] as const satisfies readonly RouteDef[];
