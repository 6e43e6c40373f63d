import { expect, test } from '@playwright/test';
import { nativeInput, signIn } from './support/session';

test('an administrator keeps a reference list: creates, finds, edits and deletes a ggh title', async ({ page }) => {
  const n = String(Date.now()).slice(-5);
  await signIn(page, 'admin');
  await page.getByTestId('menu-ggh-titles').click();
  await expect(page).toHaveURL(/\/ggh\/title\/list/);
  await expect(page.getByTestId('reference-list')).toContainText('Bagaj Kontrolü');

  await page.getByTestId('reference-create').click();
  await nativeInput(page, 'reference-label').fill(`Köprü Girişi ${n}`);
  await page.getByTestId('reference-save').click();
  await expect(page.locator('ion-toast')).toContainText('Başlık oluşturuldu.');
  await expect(page).toHaveURL(/\/ggh\/title\/list/);

  // A second one with the same text, typed differently, is refused under the field.
  await page.getByTestId('reference-create').click();
  await nativeInput(page, 'reference-label').fill(`KÖPRÜ GİRİŞİ ${n}`);
  await page.getByTestId('reference-save').click();
  await expect(page.getByTestId('reference-form')).toContainText('Bu başlık zaten kayıtlı.');
  await page.goto('/ggh/title/list');

  await nativeInput(page, 'reference-keyword').fill(`kopru girisi ${n}`);
  const rows = page.getByTestId('reference-list').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await rows.locator('[data-testid^=reference-edit-]').click();
  await expect(nativeInput(page, 'reference-label')).toHaveValue(`Köprü Girişi ${n}`);
  await nativeInput(page, 'reference-label').fill(`Köprü Girişi Kontrolü ${n}`);
  await page.getByTestId('reference-save').click();
  await expect(page.locator('ion-toast').last()).toContainText('Başlık güncellendi.');

  await page.goto(`/ggh/title/list?keyword=${n}`);
  await expect(rows).toHaveCount(1);
  await rows.locator('[data-testid^=reference-delete-]').click();
  await page.locator('ion-alert button', { hasText: 'Sil' }).click();
  await expect(page.getByTestId('reference-list')).toContainText('Kayıt bulunamadı.');
});

test('an inspector reads drill codes but gets no edit buttons, and cannot open the store screen', async ({ page }) => {
  await signIn(page, 'denetci');
  await page.goto('/drill-code/list');
  await expect(page.getByTestId('reference-list')).toContainText('TAT-01 Tehlikeli Madde');
  await expect(page.getByTestId('reference-create')).toHaveCount(0);
  await expect(page.locator('[data-testid^=reference-delete-]')).toHaveCount(0);
  await page.goto('/drill-code/store');
  await expect(page.getByText('Bu sayfayı görüntüleme yetkiniz bulunmamaktadır.')).toBeVisible();
});
