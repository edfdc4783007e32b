/**
 * The parts of the AWS SDK that sending mail uses, in one module that `mailer.ts` loads with
 * `await import(...)` on the first mail: most operations of the HTTP functions queue mails or
 * send none, so the SES client is left out of their bundles and shipped beside those that
 * use it (docs/decisions/0022). The functions whose every run sends mail hand the mailer the
 * bundled client instead (`useBundledMailSdk`), which shares the bundle's SDK core.
 */
export { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
