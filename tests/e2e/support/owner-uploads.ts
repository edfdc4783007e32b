/**
 * An owner's image upload as the admin makes it, for browser tests and the benchmark: the
 * files go through the uploader of the admin's product form, so they are compressed and
 * resized in this browser (decision 0024) and sent with presigned PUTs, exactly as an
 * owner's upload is. The form is not saved: the pending uploads' paths are answered, for the
 * caller to save with a product by API. Uses no test-runner `expect`, so the benchmark can
 * run it too.
 */
import type { Page } from '@playwright/test';

export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Signs in through the login page (the page's origin is the context's base URL). */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Adgangskode', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await page.getByText('Du er nu logget ind!').waitFor();
}

/** The signed-in user's access token, as the SPA keeps it. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('dronefoto.session') ?? '{}') as {
      accessToken?: string;
    };
    return session.accessToken;
  });
  if (!token) throw new Error('no signed-in session');
  return token;
}

/**
 * Uploads `files` through the product form's uploader on the admin's products tab (signed
 * in as the owner) and answers each pending upload's site path (`/media/uploads/...`).
 */
export async function uploadThroughAdmin(page: Page, files: readonly ImageFile[]) {
  await page.goto('/admin?tab=produkter');
  await page.getByRole('button', { name: 'Tilføj produkt' }).click();
  const uploader = page
    .getByRole('form', { name: 'Tilføj produkt' })
    .getByRole('group', { name: 'Billeder og videoer' });
  const urls: string[] = [];
  for (const file of files) {
    const checked = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/admin/uploads/check',
      { timeout: 120_000 },
    );
    await uploader.getByLabel('Vælg fil').setInputFiles(file);
    const answer = await checked;
    if (!answer.ok()) throw new Error(`upload of ${file.name}: ${answer.status()}`);
    urls.push(((await answer.json()) as { url: string }).url);
  }
  return urls;
}
