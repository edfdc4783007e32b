/**
 * The twin's registry of Lambda entry points: the same files the CDK app bundles
 * (`functions/<group>/index.ts` per route-table function group, plus the WebSocket,
 * stream, schedule, SES mail-event and Cognito trigger handlers). Loaded lazily, like a cold start, and run
 * as their function: with only its declared access, as under its Lambda role
 * (function-access.ts).
 */
import type { FunctionGroup } from '@shared/api/routes';
import { accessOfFunction, type BackgroundFunction } from '@infra/constructs/declared-access';
import { runAsFunction } from './function-access';

// Lambda handlers take (event, context) and return a promise; their event types differ.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of heterogeneous handlers
export type LambdaHandler = (event: any, context: any) => Promise<unknown>;
type Loader = () => Promise<{ handler: LambdaHandler }>;

export const httpFunctions: Record<FunctionGroup, Loader> = {
  catalog: () => import('@functions/catalog/index'),
  content: () => import('@functions/content/index'),
  accounts: () => import('@functions/accounts/index'),
  bookings: () => import('@functions/bookings/index'),
  admin: () => import('@functions/admin/index'),
  newsletter: () => import('@functions/newsletter/index'),
  portfolio: () => import('@functions/portfolio/index'),
  coverage: () => import('@functions/coverage/index'),
  payments: () => import('@functions/payments/index'),
  ratings: () => import('@functions/ratings/index'),
  'catalog-admin': () => import('@functions/catalog-admin/index'),
  planning: () => import('@functions/planning/index'),
  'payment-setup': () => import('@functions/payment-setup/index'),
  'bookkeeping-setup': () => import('@functions/bookkeeping-setup/index'),
};

/** The functions without routes: each has its access declared in declared-access.ts. */
export const otherFunctions = {
  websocket: () => import('@functions/realtime/ws'),
  stream: () => import('@functions/realtime/stream'),
  newsletterJob: () => import('@functions/jobs/newsletter-job'),
  reminderJob: () => import('@functions/jobs/reminder-job'),
  weatherJob: () => import('@functions/jobs/weather-job'),
  privateCalendarJob: () => import('@functions/jobs/private-calendar-job'),
  mailOutboxJob: () => import('@functions/jobs/mail-outbox-job'),
  bookkeepingJob: () => import('@functions/jobs/bookkeeping-job'),
  galleryArchiveJob: () => import('@functions/jobs/gallery-archive-job'),
  firmInvoiceJob: () => import('@functions/jobs/firm-invoice-job'),
  mailEvents: () => import('@functions/mail-events/ses-events'),
  customMessage: () => import('@functions/accounts/custom-message'),
  postConfirmation: () => import('@functions/accounts/post-confirmation'),
} satisfies Record<BackgroundFunction, Loader>;

export type OtherFunction = keyof typeof otherFunctions;

const loaded = new Map<string, Promise<LambdaHandler>>();

/** The function's handler, running as the function (its AWS calls checked against its access). */
export function loadFunction(name: FunctionGroup | OtherFunction): Promise<LambdaHandler> {
  let handler = loaded.get(name);
  if (!handler) {
    const loader =
      name in httpFunctions
        ? httpFunctions[name as FunctionGroup]
        : otherFunctions[name as OtherFunction];
    const access = accessOfFunction(name);
    handler = loader().then(
      (module): LambdaHandler =>
        (event, context) =>
          runAsFunction(access, () => module.handler(event, context)),
    );
    loaded.set(name, handler);
  }
  return handler;
}
