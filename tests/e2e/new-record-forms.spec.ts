import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/constants';
import { pngPhoto } from './support/images';
import { nativeInput, signIn } from './support/session';
import { expectScreenTitle } from './support/shell';

/**
 * Issue 17 §4: Ionic keeps a left page mounted, and "Yeni talep" sometimes opened with the last
 * request's title and photos. Three requests in a row through save → 'Taleplerim' → 'Yeni talep':
 * each form starts empty and each record holds only its own title and photos.
 */
const row = (page: Page, title: string) => page.getByTestId('demand-requests-list').locator('tbody tr', { hasText: title });
const chosen = (page: Page) => page.locator('[data-testid=demand-request-files] [data-testid^=demand-request-files-remove-]');

test('"Yeni talep" starts empty after every save, and each request keeps only its own photos', { tag: '@sw' }, async ({ page, context, request }) => {
  const stamp = Date.now();
  const titles = [1, 2, 3].map((n) => `Yeni form ${n} ${stamp}`);
  await signIn(page, 'personel');
  await page.goto('/demand-request/store');
  await expect(page.getByTestId('demand-request-type').locator('option', { hasText: 'Ekipman talebi' })).toHaveCount(1);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);

  for (const [i, title] of titles.entries()) {
    // Straight from the list the save opened, as a user in a hurry does.
    if (i > 0) await page.getByTestId('demand-request-create').click();
    await expectScreenTitle(page, 'Yeni talep');
    // A new record: nothing of the one saved before.
    await expect(nativeInput(page, 'demand-request-title')).toHaveValue('');
    await expect(page.locator('[data-testid=demand-request-description] textarea')).toHaveValue('');
    await expect(chosen(page)).toHaveCount(0);
    await page.getByTestId('demand-request-type').selectOption({ label: 'Ekipman talebi' });
    await nativeInput(page, 'demand-request-title').fill(title);
    await page.getByTestId('demand-request-files-input').setInputFiles(
      [1, 2, 3].map((p) => ({ name: `yeni-${i + 1}-${p}.png`, mimeType: 'image/png', buffer: pngPhoto(stamp % 1000 + i * 10 + p) })),
    );
    await expect(chosen(page)).toHaveCount(3);
    await page.getByTestId('demand-request-save').click();
    await expectScreenTitle(page, 'Taleplerim');
  }
  for (const title of titles) await expect(row(page, title).getByTestId('pending-thumbnail')).toHaveCount(3);

  // A form left unsaved through the menu stays mounted under the list: 'Yeni talep' is still a new record.
  await page.getByTestId('demand-request-create').click();
  await expectScreenTitle(page, 'Yeni talep');
  await nativeInput(page, 'demand-request-title').fill('Yarım kalan talep');
  await page.getByTestId('demand-request-files-input').setInputFiles([{ name: 'yarim.png', mimeType: 'image/png', buffer: pngPhoto(999) }]);
  await page.getByTestId('menu-account-demand-requests').click();
  await expectScreenTitle(page, 'Taleplerim');
  await page.getByTestId('demand-request-create').click();
  await expectScreenTitle(page, 'Yeni talep');
  await expect(nativeInput(page, 'demand-request-title')).toHaveValue('');
  await expect(chosen(page)).toHaveCount(0);

  // On the server: three records, each with its own three photos.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-count')).toHaveCount(0, { timeout: 60_000 });
  const token = (await (await request.post('/oauth/token', { data: { grant_type: 'password', username: 'personel', password: DEMO_PASSWORD } })).json()).access_token as string;
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const list = (await (await request.get(`/api/demand/request?perpage=300&keyword=${encodeURIComponent(String(stamp))}`, auth)).json()).data as { id: number; title: string }[];
  for (const [i, title] of titles.entries()) {
    const mine = list.filter((r) => r.title === title);
    expect(mine).toHaveLength(1);
    const detail = (await (await request.get(`/api/demand/request/${mine[0]!.id}`, auth)).json()).data as { files: { name?: string; original_name?: string; file_name?: string }[] };
    const names = detail.files.map((f) => f.original_name ?? f.name ?? f.file_name ?? '').sort();
    expect(names).toEqual([1, 2, 3].map((p) => `yeni-${i + 1}-${p}.png`));
  }
});
