/**
 * The owner has Indstillinger open in two tabs: a change saved in one is never saved over
 * from the other. The second tab's save is refused in Danish; reloaded, it shows the first
 * tab's change and saves. The settings are put back at the end: the suite shares one twin.
 */
import { openPage } from './support/open-page';
import { currentSettings, ownerWithApi, putSettings } from './support/owner';
import { expect, test } from './support/visitor-test';

const cutoffLabel = 'Frist for flytning og aflysning (timer før optagelsen)';
const noticeLabel = 'Mindste varsel før en optagelse (timer)';

test('a change saved in one tab is not saved over from another', async ({ browser, request }) => {
  const { owner: first, ownerHeaders } = await ownerWithApi(browser);
  const before = await currentSettings(request, ownerHeaders);
  const second = await first.context().newPage();
  const notice = String((before.min_notice_hours ?? 0) + 1);
  try {
    for (const tab of [first, second]) {
      await openPage(tab, '/admin?tab=indstillinger');
      await expect(tab.getByLabel(cutoffLabel)).toHaveValue(
        String(before.cancellation_cutoff_hours),
      );
    }
    const cutoff = String(before.cancellation_cutoff_hours + 1);
    await first.getByLabel(cutoffLabel).fill(cutoff);
    await first.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(first.getByText('Indstillinger gemt').first()).toBeVisible();

    // The second tab still shows the old cut-off; its save is refused, nothing written.
    await second.getByLabel(noticeLabel).fill(notice);
    await second.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(
      second.getByRole('alert').filter({
        hasText:
          'Indstillingerne er gemt et andet sted, efter du åbnede dem. Genindlæs siden, og gem dine ændringer igen.',
      }),
    ).toBeVisible();
    expect((await currentSettings(request, ownerHeaders)).min_notice_hours).toBe(
      before.min_notice_hours,
    );

    // Reloaded, it shows the first tab's change and saves its own.
    await second.reload();
    await expect(second.getByLabel(cutoffLabel)).toHaveValue(cutoff);
    await second.getByLabel(noticeLabel).fill(notice);
    await second.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(second.getByText('Indstillinger gemt').first()).toBeVisible();
    const after = await currentSettings(request, ownerHeaders);
    expect(after.cancellation_cutoff_hours).toBe(before.cancellation_cutoff_hours + 1);
    expect(String(after.min_notice_hours)).toBe(notice);
  } finally {
    await putSettings(request, ownerHeaders, before);
    await first.context().close();
  }
});
