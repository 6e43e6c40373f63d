import { expect, test, type Page } from '@playwright/test';
import { nativeInput, signIn } from './support/session';

const toast = (page: Page) => page.locator('ion-toast').last();

test('admin adds an onbase role code, grants it to a user (the project follows the code) and takes it back after confirming', async ({ page }) => {
  const n = String(Date.now()).slice(-5);
  await signIn(page, 'admin');
  await page.getByTestId('menu-onbase-role-codes').click();
  await expect(page).toHaveURL(/\/onbase-role-codes$/);
  await page.getByTestId('onbase-role-create').click();
  await nativeInput(page, 'onbase-role-name').fill(`Saw Arşivi ${n}`);
  await nativeInput(page, 'onbase-role-code').fill('SAW');
  await page.getByTestId('onbase-role-save').click();
  await expect(toast(page)).toContainText('Onbase rolü başarıyla oluşturuldu.');
  await nativeInput(page, 'onbase-roles-code').fill('saw');
  await expect(page.getByTestId('onbase-roles-list').locator('tbody tr')).toHaveCount(1);

  await page.goto('/onbase-roles');
  await nativeInput(page, 'onbase-users-name').fill('sef');
  await page.getByTestId('onbase-users-list').locator('[data-testid^=onbase-user-]').first().click();
  await expect(page).toHaveURL(/\/onbase-roles\/user\/\d+(\?|$)/);
  await page.getByTestId('onbase-grant-role').selectOption({ label: `Saw Arşivi ${n} (SAW)` });
  await page.getByTestId('onbase-grant-add').click();
  await expect(toast(page)).toContainText('Rol başarıyla eklendi');
  const grants = page.getByTestId('onbase-grants');
  await expect(grants).toContainText(`Saw Arşivi ${n}`);
  await expect(grants).toContainText('Sabiha Gökçen Yer Hizmetleri');

  await grants.locator('tr', { hasText: `Saw Arşivi ${n}` }).locator('[data-testid$=-delete]').click();
  await page.locator('ion-alert button', { hasText: 'Sil' }).click();
  await expect(toast(page)).toContainText('Rol başarıyla silindi.');
  await expect(page.getByTestId('onbase-grants-empty').or(grants)).not.toContainText(`Saw Arşivi ${n}`);
});

test('offices: create one, open its detail from the list, delete it after confirming', async ({ page }) => {
  const n = String(Date.now()).slice(-5);
  await signIn(page, 'admin');
  await page.getByTestId('menu-offices').click();
  await expect(page).toHaveURL(/\/offices\/list\/1$/);
  await page.getByTestId('reference-create').click();
  await nativeInput(page, 'reference-label').fill(`Kargo Ofisi ${n}`);
  await page.getByTestId('reference-save').click();
  await expect(toast(page)).toContainText('Ofis başarıyla oluşturuldu.');
  await nativeInput(page, 'reference-keyword').fill(`kargo ofisi ${n}`);
  const row = page.getByTestId('reference-list').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `Kargo Ofisi ${n}` }).click();
  await expect(page).toHaveURL(/\/offices\/\d+\/detail$/);
  await expect(page.getByTestId('reference-detail')).toContainText(`Kargo Ofisi ${n}`);
  await page.goBack();
  await row.locator('[data-testid^=reference-delete-]').click();
  await page.locator('ion-alert button', { hasText: 'Sil' }).click();
  await expect(toast(page)).toContainText('Ofis başarıyla silindi.');
});
