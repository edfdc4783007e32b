/**
 * Accounts in the browser (issue 3): sign-up with the mailed confirmation link, sign-in and
 * sign-out, password reset through the mailed link, every validation message of product §5
 * 'Auth', protected routes and the admin's Konto menu. Mail is read from the local twin's
 * mailbox (`GET /_local/mail`, newest first).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { admin, cognitoCall, mailedLink, newCustomer, uniqueEmail } from './booking-helpers';
import { openPage } from './support/open-page';

async function signUp(page: Page, email: string, password: string) {
  await openPage(page, '/signup');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Adgangskode', { exact: true }).fill(password);
  await page.getByLabel('Bekræft adgangskode', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Opret konto' }).click();
  await expect(page.getByText('Konto oprettet! Du kan nu logge ind.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

async function confirmByMail(page: Page, request: APIRequestContext, email: string) {
  const link = await mailedLink(request, email, '/email-confirmed');
  await openPage(page, link);
  await expect(page).toHaveURL(/\/email-confirmed\?/);
  await expect(page.getByText('Din e-mail er blevet bekræftet!')).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Adgangskode', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
}

/**
 * Signs in on the login page that leads on to the profile, and asks for a new password in its
 * settings ('Opdater adgangskode'); what the page answers is for the test to check.
 */
async function changePasswordInProfile(
  page: Page,
  account: { email: string; password: string },
  next: { password: string; confirmation: string },
) {
  await openPage(page, '/login?redirect=/profile');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('tab', { name: 'Indstillinger' }).click();
  await page.getByLabel('Nuværende adgangskode', { exact: true }).fill(account.password);
  await page.getByLabel('Ny adgangskode', { exact: true }).fill(next.password);
  await page.getByLabel('Bekræft ny adgangskode', { exact: true }).fill(next.confirmation);
  await page.getByRole('button', { name: 'Opdater adgangskode' }).click();
}

async function openAccountMenu(page: Page) {
  const konto = page.getByRole('button', { name: /^Konto/ });
  await konto.click();
  await expect(konto).toHaveAttribute('aria-expanded', 'true');
}

/** A new customer account, confirmed through the mailed link (signed out afterwards). */
async function confirmedCustomer(page: Page, request: APIRequestContext) {
  const account = { email: uniqueEmail('kunde'), password: 'Hemmelig1' };
  await signUp(page, account.email, account.password);
  await confirmByMail(page, request, account.email);
  return account;
}

test.describe('accounts', () => {
  test('sign up, confirm by e-mail, sign in and sign out', async ({ page, request }) => {
    const email = uniqueEmail('ny');
    const password = 'Hemmelig1';
    await signUp(page, email, password);
    // The login page says a confirmation mail was sent, with the address filled in.
    await expect(page.getByText(/Klik på linket i mailen/)).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);

    await confirmByMail(page, request, email);
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

    await openPage(page, '/login');
    await signIn(page, email, password);
    await expect(page.getByText('Du er nu logget ind!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await openAccountMenu(page);
    await expect(page.getByRole('link', { name: 'Min Profil' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Køb Credits' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Log ud' }).click();
    await expect(page.getByText('Du er nu logget ud')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log ind' }).first()).toBeVisible();
  });

  test('reset the password through the mailed link', async ({ page, request }) => {
    const account = await confirmedCustomer(page, request);
    const newPassword = 'NytKodeord2';

    await openPage(page, '/login');
    await page.getByRole('link', { name: 'Glemt adgangskode?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel('E-mail', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('Email med nulstilling af adgangskode er sendt')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tjek din e-mail' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

    await openPage(page, await mailedLink(request, account.email, '/update-password'));
    await page.getByLabel('Ny adgangskode', { exact: true }).fill(newPassword);
    await page.getByLabel('Bekræft ny adgangskode', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
    await expect(page.getByText('Din adgangskode er blevet opdateret')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, account.email, account.password);
    await expect(page.getByText('Forkert email eller adgangskode', { exact: true })).toBeVisible();
    // The provider's refusal is also explained in the form's error box.
    await expect(page.locator('.form-alert').filter({ hasText: 'Forkert email' })).toBeVisible();

    await signIn(page, account.email, newPassword);
    await expect(page.getByText('Du er nu logget ind!')).toBeVisible();
  });

  test('every validation message of product §5 Auth is shown for its case', async ({ page }) => {
    // Login: e-mail and password required; focus moves to the first invalid field.
    await openPage(page, '/login');
    await page.getByRole('button', { name: 'Log ind', exact: true }).click();
    await expect(page.getByText('Venligst udfyld email')).toBeVisible();
    await expect(page.getByText('Venligst udfyld adgangskode')).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription(
      'Venligst udfyld email',
    );
    await page.getByLabel('E-mail', { exact: true }).fill('kunde@example.dk');
    await page.getByRole('button', { name: 'Log ind', exact: true }).click();
    await expect(page.getByText('Venligst udfyld email')).toHaveCount(0);
    await expect(page.getByLabel('Adgangskode', { exact: true })).toBeFocused();

    // Signup: minimum length, then matching.
    await openPage(page, '/signup');
    await page.getByLabel('E-mail', { exact: true }).fill('kunde@example.dk');
    await page.getByLabel('Adgangskode', { exact: true }).fill('abc');
    await page.getByLabel('Bekræft adgangskode', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Opret konto' }).click();
    await expect(page.getByText('Adgangskoden skal være mindst 6 tegn lang')).toBeVisible();
    await expect(page.getByLabel('Adgangskode', { exact: true })).toBeFocused();
    await page.getByLabel('Adgangskode', { exact: true }).fill('abcdef');
    await page.getByLabel('Bekræft adgangskode', { exact: true }).fill('abcdeg');
    await page.getByRole('button', { name: 'Opret konto' }).click();
    await expect(page.getByText('Adgangskoderne matcher ikke')).toBeVisible();
    await expect(page.getByLabel('Bekræft adgangskode', { exact: true })).toBeFocused();

    // Reset request: e-mail required.
    await openPage(page, '/reset-password');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('Indtast venligst din email adresse')).toBeVisible();

    // Update password: the same rules as signup.
    await openPage(page, '/update-password?email=kunde%40example.dk&code=123456');
    await page.getByLabel('Ny adgangskode', { exact: true }).fill('abc');
    await page.getByLabel('Bekræft ny adgangskode', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
    await expect(page.getByText('Adgangskoden skal være mindst 6 tegn lang')).toBeVisible();
    await page.getByLabel('Ny adgangskode', { exact: true }).fill('abcdef');
    await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
    await expect(page.getByText('Adgangskoderne matcher ikke')).toBeVisible();

    // Profile settings: the new passwords must match.
    await changePasswordInProfile(page, admin, { password: 'abcdef', confirmation: 'abcdeg' });
    await expect(page.getByText('De nye adgangskoder matcher ikke')).toBeVisible();
  });

  test('a signed-in customer changes the password in the profile settings', async ({
    page,
    request,
  }) => {
    const customer = await confirmedCustomer(page, request);
    await changePasswordInProfile(page, customer, {
      password: 'NytKodeord7',
      confirmation: 'NytKodeord7',
    });
    await expect(page.getByText('Adgangskode opdateret!')).toBeVisible();

    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Log ud' }).click();
    await expect(page.getByText('Du er nu logget ud')).toBeVisible();
    await openPage(page, '/login');
    await signIn(page, customer.email, customer.password);
    await expect(page.getByText('Forkert email eller adgangskode').first()).toBeVisible();
    await signIn(page, customer.email, 'NytKodeord7');
    await expect(page.getByText('Du er nu logget ind!')).toBeVisible();
  });

  test('protected routes send visitors to login and back; /admin is for admins', async ({
    page,
    request,
  }) => {
    const customer = await confirmedCustomer(page, request);

    // The booking page is open to visitors (signing in comes at payment); the profile is not.
    await openPage(page, '/booking/1');
    await expect(page).toHaveURL(/\/booking\/1$/);
    await expect(page.getByRole('heading', { name: 'Vælg dato og tidspunkt' })).toBeVisible();
    await openPage(page, '/profile');
    await expect(page).toHaveURL(/\/login\?redirect=\/profile$/);
    await signIn(page, customer.email, customer.password);
    await expect(page.getByText('Du er nu logget ind!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);

    await openPage(page, '/admin');
    await expect(page).toHaveURL(/\/$/);

    await openPage(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Min profil' })).toBeVisible();
    await expect(page.getByText(customer.email).first()).toBeVisible();

    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Log ud' }).click();
    await expect(page.getByText('Du er nu logget ud')).toBeVisible();

    await openPage(page, '/profile');
    await expect(page).toHaveURL(/\/login\?redirect=\/profile$/);
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/profile$/);
    await openAccountMenu(page);
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('the Konto menu is keyboard accessible', async ({ page }) => {
    await openPage(page, '/login');
    await signIn(page, admin.email, admin.password);
    await expect(page.getByText('Du er nu logget ind!')).toBeVisible();
    // Signing in goes on to the front page, and a change of page closes the menu: wait for it.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const konto = page.getByRole('button', { name: /^Konto/ });
    await konto.focus();
    await page.keyboard.press('Enter');
    await expect(konto).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(konto).toHaveAttribute('aria-expanded', 'false');
    await expect(konto).toBeFocused();
  });
});

test('the eleventh account mail from one visitor in five minutes is refused in Danish', async ({
  page,
  request,
}) => {
  // Ten sign-ups from this visitor (the test's own client to the twin's limits).
  for (let i = 0; i < 10; i++)
    await cognitoCall(request, 'SignUp', { Username: uniqueEmail('mange'), Password: 'Hemmelig1' });
  const tooMany = 'For mange forespørgsler. Vent et par minutter, og prøv igen.';
  await openPage(page, '/signup');
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('elvte'));
  await page.getByLabel('Adgangskode', { exact: true }).fill('Hemmelig1');
  await page.getByLabel('Bekræft adgangskode', { exact: true }).fill('Hemmelig1');
  await page.getByRole('button', { name: 'Opret konto' }).click();
  await expect(page.getByRole('alert').filter({ hasText: tooMany }).first()).toBeVisible();
  await expect(page.getByText('Konto oprettet! Du kan nu logge ind.')).toHaveCount(0);
  // A password reset mails someone too: refused the same way.
  await openPage(page, '/reset-password');
  await page.getByLabel('E-mail', { exact: true }).fill(admin.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: tooMany }).first()).toBeVisible();
  // Signing in is not limited by it.
  await openPage(page, '/login');
  await signIn(page, admin.email, admin.password);
  await expect(page.getByText('Du er nu logget ind!')).toBeVisible();
});

test("a session the API refuses ends in Danish: 'Session udløbet', then the login page", async ({
  page,
  request,
}) => {
  await newCustomer(page, request, 'udloebet');
  // The access token's signature broken: API Gateway's JWT authorizer (the twin's stand-in)
  // answers 401 with its own English body before any handler runs.
  await page.evaluate((key) => {
    const session = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
      accessToken: string;
    };
    const [header, payload] = session.accessToken.split('.');
    window.localStorage.setItem(
      key,
      JSON.stringify({ ...session, accessToken: `${header}.${payload}.forfalsket` }),
    );
  }, 'dronefoto.session');
  await openPage(page, '/profile');
  await expect(page.getByText('Session udløbet. Log venligst ind igen.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Unauthorized')).toHaveCount(0);
});
