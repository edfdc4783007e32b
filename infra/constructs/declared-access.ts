/**
 * What every Lambda function of the product may touch, declared once: the CDK app grants it
 * (grant-access.ts) and the local twin runs each function with exactly this and refuses the
 * rest as IAM would (infra/local/function-access.ts), so a missing grant fails locally.
 *
 * The HTTP function groups derive theirs from the route table (function-group-access.ts);
 * the functions without routes (WebSocket, table stream, scheduled jobs, SES mail events,
 * Cognito triggers)
 * declare theirs here, in the same words (`ResourceNeed`). No CDK import: the twin loads it.
 */
import type { FunctionGroup, ResourceNeed } from '@shared/api/routes';
import { accessOfGroup } from './function-group-access';

/** A DynamoDB action on single items of the table, for a function that may do no more. */
export type TableItemAction = 'GetItem' | 'PutItem';

export interface FunctionAccess {
  /** The function's name: its role is `dronefoto-<name>` in the twin's refusals. */
  readonly name: string;
  /** What it touches beyond reading the table. */
  readonly needs: ReadonlySet<ResourceNeed>;
  /**
   * Narrower than reading the table: exactly these actions on the table itself (no index,
   * no query; `[]`: no DynamoDB at all). Absent: every read of the table and its indexes,
   * and every write with `table:write`.
   */
  readonly tableItems?: readonly TableItemAction[];
}

/** The functions without routes, by their name in the twin's registry (infra/local/functions.ts). */
export const backgroundFunctions = [
  'websocket',
  'stream',
  'newsletterJob',
  'reminderJob',
  'weatherJob',
  'privateCalendarJob',
  'mailOutboxJob',
  'bookkeepingJob',
  'galleryArchiveJob',
  'firmInvoiceJob',
  'mailEvents',
  'customMessage',
  'postConfirmation',
] as const;
export type BackgroundFunction = (typeof backgroundFunctions)[number];

function declare(
  name: string,
  needs: readonly ResourceNeed[],
  tableItems?: readonly TableItemAction[],
): FunctionAccess {
  return { name, needs: new Set(needs), ...(tableItems ? { tableItems } : {}) };
}

export const backgroundAccess: Readonly<Record<BackgroundFunction, FunctionAccess>> = {
  /** $connect/$disconnect keep the open connections in the table (functions/realtime/ws.ts). */
  websocket: declare('websocket', ['table:write', 'realtime:post']),
  /**
   * Posts each table change to the open connections, removes the gone ones, and sends the
   * mails the changes queued in the outbox, to the admins too (stream.ts).
   */
  stream: declare('stream', ['table:write', 'realtime:post', 'mail', 'admins:list']),
  /** Sends the due newsletters, claiming each recipient first (functions/jobs). */
  newsletterJob: declare('newsletter-job', ['table:write', 'mail']),
  /**
   * Mails each booking's reminder once, 24 hours before the shoot (functions/jobs); and the
   * delivered galleries' lifetimes: tags a closed one's files, deletes them after the keeping days.
   */
  reminderJob: declare('reminder-job', ['table:write', 'mail', 'files:write']),
  /**
   * The weather check 48 hours before each shoot: reads DMI's forecast (the internet, no AWS
   * resource), stores it on the booking and queues its warnings in the outbox (the stream
   * consumer sends them), so it never mails itself (functions/jobs/weather-job.ts).
   */
  weatherJob: declare('weather-job', ['table:write']),
  /**
   * Reads the owner's private calendars (the internet, no AWS resource) and stores their busy
   * times on their items (functions/jobs/private-calendar-job.ts, decision 0038).
   */
  privateCalendarJob: declare('private-calendar-job', ['table:write']),
  /**
   * Firms' monthly invoices: claims each firm's month in the table and makes its Stripe
   * invoice (functions/jobs/firm-invoice-job.ts, decision 0035).
   */
  firmInvoiceJob: declare('firm-invoice-job', ['table:write', 'stripe']),
  /**
   * The mail outbox's sweeper: sends the queued mails the stream consumer did not, and the
   * retries (functions/jobs/mail-outbox-job.ts).
   */
  mailOutboxJob: declare('mail-outbox-job', ['table:write', 'mail', 'admins:list']),
  /**
   * Pushes the issued documents to e-conomic with their PDFs, once each: reads the e-conomic
   * secret, never writes it (functions/jobs/bookkeeping-job.ts, decision 0036).
   */
  bookkeepingJob: declare('bookkeeping-job', ['table:write', 'economic']),
  /**
   * Makes the galleries' 'Hent alle' archives: reads the photos and videos of the private
   * bucket and writes each archive there (functions/jobs/gallery-archive-job.ts, decision 0034).
   */
  galleryArchiveJob: declare('gallery-archive-job', ['table:write', 'files:write']),
  /**
   * SES's bounces and complaints (via SNS): marks the subscriber suppressed and the booking
   * the mail was about as not reached (functions/mail-events). Sends nothing.
   */
  mailEvents: declare('mail-events', ['table:write']),
  /**
   * Cognito CustomMessage: builds the Danish mails from the event and the business's name,
   * read from the site's public `/api/bootstrap` (account-mail-name.ts). The pool refers to
   * it, so it could not even be granted the pool; it touches no AWS resource.
   */
  customMessage: declare('custom-message', [], []),
  /** Cognito PostConfirmation: creates the profile item when it is missing, by its key. */
  postConfirmation: declare('post-confirmation', [], ['GetItem', 'PutItem']),
};

/** The declared access of any function: an HTTP group's from its routes, or a background one's. */
export function accessOfFunction(fn: FunctionGroup | BackgroundFunction): FunctionAccess {
  return isBackground(fn) ? backgroundAccess[fn] : { name: fn, needs: accessOfGroup(fn) };
}

const isBackground = (fn: string): fn is BackgroundFunction =>
  (backgroundFunctions as readonly string[]).includes(fn);
