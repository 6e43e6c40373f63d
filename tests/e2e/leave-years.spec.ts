import { expect, test } from '@playwright/test';
import { nativeInput, signIn } from './support/session';

test('HR opens a leave year, adds a holiday and reads a season series\' definitions', async ({ page }) => {
  // A server kept from an earlier run (reuseExistingServer) may hold the day already: then the form says so.
  const dd = '10';
  await signIn(page, 'ik.uzmani');
  await page.getByTestId('menu-leave-years').click();
  await expect(page).toHaveURL(/\/leave-year\/list/);
  await page.getByTestId('leave-year-2027').click();
  await expect(page).toHaveURL(/\/leave-year\/2027\/management/);

  const holidays = page.getByTestId('holidays-list');
  await expect(holidays).toContainText('Ramazan Bayramı');
  await expect(holidays).toContainText('09/03/2027 – 11/03/2027');
  await expect(holidays).toContainText('08/03/2027 13:00');

  // An administrative day off in December (a day no official holiday takes).
  await page.getByTestId('holiday-create').click();
  await nativeInput(page, 'holiday-name').fill(`İdari İzin ${dd}`);
  await page.locator('[data-testid=holiday-starts] input').fill(`${dd}122027`);
  await page.locator('[data-testid=holiday-ends] input').fill(`${dd}122027`);
  await page.getByTestId('holiday-save').click();
  const saved = page.locator('ion-toast').filter({ hasText: 'Resmî tatil kaydedildi.' });
  const taken = page.getByTestId('holiday-form').getByText('Bu tarihlerde başka bir resmî tatil kayıtlı.');
  await expect(saved.or(taken).first()).toBeVisible();
  if (await taken.isVisible()) await page.getByTestId('holiday-dialog-close').click();
  await expect(holidays).toContainText(`${dd}/12/2027`);

  await page.getByTestId('tab-series').click();
  await expect(page.getByTestId('series-list')).toContainText('SEZON-2027');
  await page.getByTestId('series-open-SEZON-2027').click();
  await expect(page.getByTestId('definitions-title')).toContainText('SEZON-2027');
  await expect(page.getByTestId('definitions-list')).toContainText('Yaz Yoğun Sezonu');
  await expect(page.getByTestId('definitions-list')).toContainText('15/06/2027 – 15/09/2027');
});
