/**
 * The business the integration tests run with: the demo business, but with every time
 * flyable (no notice, no daylight limit, no base), so the tests of payments, receipts and
 * reminders can book at any hour. The tests of what makes a time flyable save the rules
 * they test and put these back.
 */
import { demoBusinessSettings } from '@infra/local/seed/demo-data';

export const anyHourBusinessSettings = {
  ...demoBusinessSettings,
  min_notice_hours: 0,
  allow_after_sunset: true,
  base_address: '',
  drive_buffer_minutes: 15,
  // No permit lead in drone zones (tests near airfields book any time; the zone tests set it).
  permit_lead_days: 0,
};
