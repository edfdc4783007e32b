/**
 * Playwright's `test` with each test as a visitor of its own to the twin's per-client limits
 * (shared/api/client-limits.ts): every request of the test's browser contexts and API
 * context carries the test's client tag, which the e2e twin (LOCAL_TRUST_CLIENT_TAG=1)
 * counts as a client of its own, as if each test came from its own address. Without it the
 * whole suite would share 127.0.0.1's ten sign-ups per five minutes.
 */
import { test as base } from '@playwright/test';
import { clientTagHeader } from '@infra/local/client-limiter';

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      [clientTagHeader]: `${testInfo.testId}-${testInfo.retry}-${testInfo.repeatEachIndex}`,
    });
  },
  // The built-in API context does not take the option above: the same visitor's, explicitly.
  request: async ({ playwright, baseURL, extraHTTPHeaders }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
    await use(request);
    await request.dispose();
  },
});

export { expect } from '@playwright/test';
