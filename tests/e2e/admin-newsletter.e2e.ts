/**
 * The owner writes newsletters (issue 14, issue 28): two visitors sign up and confirm by the
 * mailed link, a third signs up and never confirms; a newsletter with a link and a picture is
 * previewed as the subscriber sees it, mailed as a test to the owner alone (in the mailbox
 * before any real send), then sent after a question naming the recipients; one scheduled two
 * minutes ahead asks too (its time then brought forward in the twin's table); each reaches
 * every confirmed subscriber exactly once (mailbox count = subscriber count) and never the
 * unconfirmed address; the unsubscribe link of a newsletter
 * works; templates are made with a colour preview and refused as duplicates; axe on both tabs.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import {
  admin,
  expectNoSeriousA11yViolations,
  mailedLink,
  uniqueEmail,
  type MailboxMessage,
} from './booking-helpers';
import { openPage } from './support/open-page';
import { makeNewsletterDue } from './support/twin-dynamo';
import { ownerPage } from './support/owner';

async function allMail(request: APIRequestContext): Promise<MailboxMessage[]> {
  return (await (await request.get('/_local/mail')).json()) as MailboxMessage[];
}

const recipients = (mail: MailboxMessage) => [mail.to].flat().map((to) => to.toLowerCase());

async function signUp(page: Page, email: string) {
  await openPage(page, '/contact');
  await page.getByLabel('E-mailadresse').fill(email);
  await page.getByRole('button', { name: 'Tilmeld' }).click();
  await expect(
    page.getByText(
      'Tak! Vi har sendt dig en e-mail. Klik på linket i den for at bekræfte din tilmelding.',
    ),
  ).toBeVisible();
}

/** Signs `email` up on /contact and confirms it by the mailed link. */
async function subscribe(page: Page, request: APIRequestContext, email: string) {
  await signUp(page, email);
  await openPage(page, await mailedLink(request, email, '/newsletter/confirm'));
  await expect(
    page.getByRole('heading', { name: 'Din tilmelding er bekræftet. Tak!' }),
  ).toBeVisible();
}

/** The subscribers the admin's list shows. */
async function listedSubscribers(owner: Page): Promise<string[]> {
  const list = owner.getByRole('list', { name: 'Abonnenter', exact: true });
  await expect(list).toBeVisible();
  return (await list.getByRole('listitem').allTextContents()).map(
    (text) => /^\S+@\S+?\.[a-z]+(?=Tilmeldt)/i.exec(text.trim())?.[0]?.toLowerCase() ?? text,
  );
}

test.describe('newsletters', () => {
  test.describe.configure({ timeout: 360_000 });

  test('sent now and scheduled two minutes ahead: every confirmed subscriber once, the unconfirmed never', async ({
    browser,
    page,
    request,
  }) => {
    const confirmed = [uniqueEmail('abonnent'), uniqueEmail('abonnent')];
    const unconfirmed = uniqueEmail('ubekraeftet');
    for (const email of confirmed) await subscribe(page, request, email);
    await signUp(page, unconfirmed);

    const owner = await ownerPage(browser);
    await openPage(owner, '/admin?tab=nyhedsbrev');
    const subscribers = await listedSubscribers(owner);
    for (const email of confirmed) expect(subscribers).toContain(email);
    expect(subscribers).not.toContain(unconfirmed);
    await expect(
      owner.getByRole('list', { name: 'Nyhedsbrev' }).getByRole('listitem').first(),
    ).toContainText(String(subscribers.length));

    const form = owner.getByRole('form', { name: 'Nyt nyhedsbrev' });
    await form.getByRole('button', { name: 'Send nyhedsbrev' }).click();
    await expect(form.getByRole('alert')).toHaveText('Titel og indhold er påkrævet');

    // With the demo's template: its subject is only a suggestion and its text a starting
    // point in the content; the owner writes this newsletter's own subject and text.
    const nowTitle = `Forårstilbud ${Date.now().toString(36)}`;
    await form.getByLabel('Titel').fill(nowTitle);
    await form.getByLabel('Skabelon').selectOption({ label: 'Standardskabelon' });
    await expect(form.getByLabel('Emne')).toHaveValue('Nyt fra Dronefoto');
    await expect(form.getByLabel('Indhold')).toHaveValue(/nye projekter i porteføljen/);
    await form.getByLabel('Emne').fill(nowTitle);
    // Written with a link to the site and a picture from its media, then previewed.
    await form
      .getByLabel('Indhold')
      .fill(
        '## Forår over byen\n\nSpar **10 %** på luftfoto i april. Se [vores priser](/products).\n\n' +
          '![Kysten set fra oven](/media/demo/coastline.webp)',
      );
    await form.getByRole('button', { name: 'Forhåndsvis' }).click();
    await expect(form.getByText(`Emne: ${nowTitle}`)).toBeVisible();
    const preview = owner.frameLocator('iframe[title="Forhåndsvisning af nyhedsbrevet"]');
    await expect(preview.getByRole('heading', { name: nowTitle })).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Forår over byen' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'vores priser' })).toHaveAttribute(
      'href',
      /^http:\/\/localhost:\d+\/products$/,
    );
    const picture = preview.getByRole('img', { name: 'Kysten set fra oven' });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(preview.getByRole('link', { name: 'Afmeld nyhedsbrevet' })).toBeVisible();

    // The test mail reaches the owner alone, before any real send.
    await form.getByRole('button', { name: 'Send test til mig' }).click();
    await expect(owner.getByText(`Testmailen er sendt til ${admin.email}`)).toBeVisible();
    const tests = (await allMail(request)).filter((mail) => mail.subject.includes(nowTitle));
    expect(tests).toHaveLength(1);
    expect(tests[0]!.subject).toBe(`[Test] ${nowTitle}`);
    expect(recipients(tests[0]!)).toEqual([admin.email]);
    expect(tests[0]!.html).toContain('/media/demo/coastline.webp');

    // Sending asks first, naming the recipients; 'Annuller' sends nothing.
    await form.getByRole('button', { name: 'Send nyhedsbrev' }).click();
    const question = owner.getByRole('alertdialog');
    await expect(question).toContainText(`Send nyhedsbrevet til ${subscribers.length} abonnenter?`);
    await question.getByRole('button', { name: 'Annuller' }).click();
    await expect(question).toHaveCount(0);
    expect((await allMail(request)).filter((mail) => mail.subject === nowTitle)).toHaveLength(0);
    await form.getByRole('button', { name: 'Send nyhedsbrev' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Send nu' }).click();
    await expect(
      owner.getByText(`Nyhedsbrevet er sendt til ${subscribers.length} abonnenter`),
    ).toBeVisible();
    const sentNow = (await allMail(request)).filter((mail) => mail.subject === nowTitle);
    expect(sentNow).toHaveLength(subscribers.length);
    expect(new Set(sentNow.flatMap(recipients))).toEqual(new Set(subscribers));
    expect(sentNow[0]!.html).toContain('>vores priser</a>');
    // The template's look, not its canned text: the owner replaced it.
    expect(sentNow[0]!.html).toContain('Nyheder fra luften');
    expect(sentNow[0]!.text).not.toContain('nye projekter i porteføljen');
    expect(sentNow[0]!.text).toMatch(/vores priser \(http:\/\/localhost:\d+\/products\)/);

    // Scheduled two minutes ahead (the browser's clock, to the minute).
    const laterTitle = `Sommernyt ${Date.now().toString(36)}`;
    const sendAt = await owner.evaluate(() => {
      const at = new Date(Date.now() + 2 * 60_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    });
    await form.getByLabel('Titel').fill(laterTitle);
    // The template stays chosen: its subject is suggested again, and the owner writes their own.
    await expect(form.getByLabel('Emne')).toHaveValue('Nyt fra Dronefoto');
    await form.getByLabel('Emne').fill(laterTitle);
    await form.getByLabel('Indhold').fill('Sommerens bedste dronebilleder.');
    await form.getByRole('radio', { name: 'Planlæg afsendelse' }).check();
    await form.getByLabel('Send den').fill(sendAt);
    await form.getByRole('button', { name: 'Planlæg nyhedsbrev' }).click();
    await expect(owner.getByRole('alertdialog')).toContainText(
      `(nu ${subscribers.length} abonnenter)`,
    );
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Planlæg' }).click();
    await expect(owner.getByText(/^Nyhedsbrevet sendes /)).toBeVisible();
    const history = owner.getByRole('region', { name: 'Historik' });
    await expect(history.getByRole('listitem').filter({ hasText: laterTitle })).toContainText(
      'Planlagt til',
    );
    expect((await allMail(request)).filter((mail) => mail.subject === laterTitle)).toHaveLength(0);

    // Its time comes (moved forward in the twin's table rather than waited for).
    await makeNewsletterDue(laterTitle);
    await expect
      .poll(
        async () => (await allMail(request)).filter((mail) => mail.subject === laterTitle).length,
        { message: 'the scheduled newsletter', timeout: 60_000, intervals: [2_000] },
      )
      .toBe(subscribers.length);
    const scheduled = (await allMail(request)).filter((mail) => mail.subject === laterTitle);
    expect(new Set(scheduled.flatMap(recipients))).toEqual(new Set(subscribers));
    expect(scheduled.flatMap(recipients)).not.toContain(unconfirmed);
    await expect(history.getByRole('listitem').filter({ hasText: laterTitle })).toContainText(
      'Sendt',
    );

    // Its unsubscribe link works.
    const unsubscribe = /https?:\/\/[^\s"'<>]+\/unsubscribe\?[^\s"'<>]+/.exec(
      scheduled.find((mail) => recipients(mail).includes(confirmed[0]!))?.text ?? '',
    )?.[0];
    expect(unsubscribe).toBeDefined();
    await openPage(page, `${new URL(unsubscribe!).pathname}${new URL(unsubscribe!).search}`);
    await page.getByRole('button', { name: 'Ja, afmeld mig' }).click();
    await expect(page.getByText('Du er nu afmeldt fra nyhedsbrevet')).toBeVisible();
    await openPage(owner, '/admin?tab=nyhedsbrev');
    expect(await listedSubscribers(owner)).not.toContain(confirmed[0]);
  });

  test('templates: colour preview, duplicate names refused, removing a subscriber; axe on both tabs', async ({
    browser,
  }) => {
    const owner = await ownerPage(browser);
    await openPage(owner, '/admin?tab=nyhedsbrev');
    await expect(owner.getByRole('form', { name: 'Nyt nyhedsbrev' })).toBeVisible();
    await expectNoSeriousA11yViolations(owner);

    await owner.getByRole('tab', { name: 'Skabeloner' }).click();
    await owner.getByRole('button', { name: 'Ny skabelon' }).click();
    const form = owner.getByRole('form', { name: 'Ny skabelon' });
    await expect(form.getByLabel('Primær', { exact: true })).toHaveValue('#3B82F6');
    await expect(form.getByLabel('Sekundær', { exact: true })).toHaveValue('#1F2937');
    await expect(form.getByLabel('Baggrund', { exact: true })).toHaveValue('#F9FAFB');
    await expect(form.getByLabel('Tekst', { exact: true })).toHaveValue('#111827');
    await form.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Skabelon navn er påkrævet');
    const name = `Forår ${Date.now().toString(36)}`;
    await form.getByLabel('Navn').fill(name);
    await form.getByLabel('Overskrift').fill('Dronefoto Nyt');
    await form.getByLabel('Primær', { exact: true }).fill('#B91C1C');
    await expect(form.locator('.admin-template-preview__header')).toHaveCSS(
      'background-color',
      'rgb(185, 28, 28)',
    );
    await expectNoSeriousA11yViolations(owner);
    await form.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(owner.getByText('Skabelon gemt')).toBeVisible();
    await expect(owner.getByRole('heading', { name })).toBeVisible();

    await owner.getByRole('button', { name: 'Ny skabelon' }).click();
    const again = owner.getByRole('form', { name: 'Ny skabelon' });
    await again.getByLabel('Navn').fill(name);
    await again.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(again.getByRole('alert')).toHaveText(
      'En skabelon med dette navn eksisterer allerede',
    );
  });

  test("an admin removes a subscriber ('Abonnent fjernet')", async ({ browser, page, request }) => {
    const email = uniqueEmail('fjernes');
    await subscribe(page, request, email);
    const owner = await ownerPage(browser);
    await openPage(owner, '/admin?tab=nyhedsbrev');
    const row = owner
      .getByRole('list', { name: 'Abonnenter', exact: true })
      .getByRole('listitem')
      .filter({ hasText: email });
    await row.getByRole('button', { name: 'Fjern' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Fjern' }).click();
    await expect(owner.getByText('Abonnent fjernet')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
