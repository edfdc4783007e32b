/**
 * The owner's fixed texts are plain Danish (issue 28): every string of the admin's text modules,
 * the content editor's titles and descriptions and the upload messages passes the rules of
 * tests/support/plain-danish.ts. This reaches what the admin walk in the browser cannot open
 * cheaply (toasts, refusals, rare states); the walk checks what is on screen, data included.
 */
import { describe, expect, it } from 'vitest';
import { contentDescriptions } from '@shared/content/descriptions';
import { contentCategoryTitles, contentTitles } from '@shared/content/titles';
import * as admin from '@shared/texts/admin';
import * as adminBookings from '@shared/texts/admin-bookings';
import * as adminCatalog from '@shared/texts/admin-catalog';
import * as adminLedger from '@shared/texts/admin-ledger';
import * as adminMailProblems from '@shared/texts/admin-mail-problems';
import * as adminNewsletter from '@shared/texts/admin-newsletter';
import * as adminSchedules from '@shared/texts/admin-schedules';
import * as adminSetup from '@shared/texts/admin-setup';
import * as businessSettings from '@shared/texts/business-settings';
import * as content from '@shared/texts/content';
import * as uploads from '@shared/texts/uploads';
import { offendingLines, plainDanishProblems } from '@tests/support/plain-danish';

/** Every string inside a module's exports (objects, arrays and records of them). */
function stringsOf(value: unknown, path: string, into: Map<string, string>): void {
  if (typeof value === 'string') into.set(path, value);
  else if (Array.isArray(value)) value.forEach((v, i) => stringsOf(v, `${path}[${i}]`, into));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) stringsOf(v, `${path}.${key}`, into);
  }
}

const modules = {
  admin,
  adminBookings,
  adminCatalog,
  adminLedger,
  adminMailProblems,
  adminNewsletter,
  adminSchedules,
  adminSetup,
  businessSettings,
  content,
  uploads,
  contentTitles: { contentTitles, contentCategoryTitles },
  contentDescriptions: { contentDescriptions },
};

/**
 * Texts that must name a code verbatim: the setup checklist tells the person deploying the site
 * which command to run and which setting holds the Stripe keys, e.g. `npm run setup:stripe`.
 */
const namesACommand = new Set(['adminSetup.cardPaymentTexts.no_keys']);

describe('the owner’s fixed texts', () => {
  it('catch a code, a key and an English word, and let plain Danish pass', () => {
    expect(plainDanishProblems('Afventer (pending)')).toEqual([
      "code in parentheses '(pending)'",
      "English word 'pending'",
    ]);
    expect(plainDanishProblems('Afventer betaling (awaiting_payment)')).toEqual([
      "code in parentheses '(awaiting_payment)'",
      "snake_case 'awaiting_payment'",
    ]);
    expect(plainDanishProblems('hero-title')).toEqual(["content key 'hero-title'"]);
    expect(plainDanishProblems('Choose File')).toEqual(["English word 'Choose'"]);
    expect(plainDanishProblems('cta')).toEqual(["English word 'cta'"]);
    expect(plainDanishProblems('Gem dem i (stripeSecretName)')).toEqual([
      "code in parentheses '(stripeSecretName)'",
    ]);
    for (const danish of [
      'Radius (km)',
      'Pris (kr)',
      'Billede (adresse)',
      '{count} bookinger, heraf {paid} betalte',
      'Mindste varsel før en optagelse (timer)',
      'Billede eller video',
      'Video',
      'Portfolio',
      'Upload billede',
      'Forside – opfordring til handling',
      'Kopiér dette link ind i din browser: https://dronefoto.dk/booking_2',
      'kunde_1@example.dk',
      'mit_billede.png',
    ]) {
      expect(plainDanishProblems(danish), danish).toEqual([]);
    }
    expect(offendingLines(['Betalt\nFejlet (failed)\nBetalt'])).toEqual([
      "Fejlet (failed) ← code in parentheses '(failed)', English word 'failed'",
    ]);
  });

  it('hold no codes or English words', () => {
    const strings = new Map<string, string>();
    for (const [name, exports] of Object.entries(modules)) stringsOf(exports, name, strings);
    expect(strings.size).toBeGreaterThan(500);
    for (const path of namesACommand) expect(strings.has(path), path).toBe(true);
    const found = [...strings]
      .filter(([path]) => !namesACommand.has(path))
      .flatMap(([path, text]) => offendingLines([text]).map((line) => `${path}: ${line}`));
    expect(found).toEqual([]);
  });
});
