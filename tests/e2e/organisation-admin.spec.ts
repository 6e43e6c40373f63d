import { expect, test, type Page } from '@playwright/test';
import { nativeInput, signIn } from './support/session';

const toast = (page: Page) => page.locator('ion-toast').last();
const confirmAlert = (page: Page, text: string) => page.locator('ion-alert button', { hasText: text }).click();
// A 1×1 PNG, for the department logo.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('admin makes a vacant Admin position, an admin user on it, deletes and restores the user', async ({ page }) => {
  const n = String(Date.now()).slice(-5);
  await signIn(page, 'admin');
  await page.goto('/company-position/create');
  await page.getByTestId('position-department').selectOption({ label: 'Genel Müdürlük' });
  await page.getByTestId('position-role').selectOption({ label: 'Yönetici' });
  await page.getByTestId('position-save').click();
  await expect(toast(page)).toContainText('Pozisyon');

  await page.getByTestId('menu-admin-users').click();
  await expect(page).toHaveURL(/\/admin-users/);
  await expect(page.getByTestId('admin-users-list')).toContainText('admin');
  await page.getByTestId('admin-user-create').click();
  await nativeInput(page, 'admin-user-first-name').fill('Derin');
  await nativeInput(page, 'admin-user-last-name').fill(`Yönetici${n}`);
  await nativeInput(page, 'admin-user-name').fill(`derin.${n}`);
  await nativeInput(page, 'admin-user-email').fill(`derin.${n}@apron.example`);
  const position = page.getByTestId('admin-user-position');
  await position.selectOption({ index: 1 });
  await expect(position.locator('option:checked')).toContainText('Yönetici — Genel Müdürlük (boş)');
  await page.getByTestId('admin-user-save').click();
  await expect(toast(page)).toContainText('Yönetici kullanıcı oluşturuldu.');

  await nativeInput(page, 'admin-users-name').fill(`derin.${n}`);
  const rows = page.getByTestId('admin-users-list').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Yönetici — Genel Müdürlük');
  await rows.locator('[data-testid$=-delete]').click();
  await confirmAlert(page, 'Sil');
  await expect(toast(page)).toContainText('Yönetici kullanıcı silindi.');
  await expect(page.getByTestId('admin-users-list')).toContainText('kayıt bulunamadı');

  await page.getByTestId('admin-users-deleted').selectOption('1');
  await expect(rows).toHaveCount(1);
  await rows.locator('[data-testid$=-restore]').click();
  await confirmAlert(page, 'Geri yükle');
  await expect(toast(page)).toContainText('Yönetici kullanıcı geri yüklendi.');
  await page.getByTestId('admin-users-deleted').selectOption('');
  await expect(rows).toHaveCount(1);
});

test('a report is written in the background and downloaded; the failed-jobs screen lists the queue with its retry choices', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('menu-reports').click();
  await expect(page).toHaveURL(/\/reports$/);
  await page.getByTestId('reports-type').selectOption('positions');
  await page.getByTestId('reports-create').click();
  await expect(toast(page)).toContainText('Rapor hazırlanıyor');
  const download = page.locator('[data-testid^=report-][data-testid$=-download]').first();
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('reports-list')).toContainText('Hazır');
  const file = page.waitForEvent('download');
  await download.click();
  expect((await file).suggestedFilename()).toMatch(/\.xlsx$/);

  await page.getByTestId('menu-failed-jobs').click();
  await expect(page).toHaveURL(/\/failed-jobs/);
  await expect(page.getByTestId('failed-jobs-mode').locator('option')).toHaveText(['Elle (Manual)', 'Kuyruk (Queue)']);
  await nativeInput(page, 'failed-jobs-payload').fill('organisation.report');
  await expect(page).toHaveURL(/payload=organisation\.report/);
  await expect(page.getByText('Başarısız iş yok.')).toBeVisible();
});

test('a user books a doctor appointment; a taken slot is refused', async ({ page }) => {
  const day = new Date(Date.now() + 10 * 86_400_000);
  while ([0, 6].includes(day.getDay())) day.setDate(day.getDate() + 1);
  const typed = `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')}/${day.getFullYear()}`;
  await signIn(page, 'personel');
  await page.goto('/appointments');
  await page.getByTestId('appointment-create').click();
  await expect(page).toHaveURL(/\/appointment\/new$/);
  const book = async () => {
    await nativeInput(page, 'appointment-day').fill(typed);
    await page.getByTestId('appointment-time').selectOption('10:30');
    await page.locator('[data-testid=appointment-complaint] textarea').fill('Sırt ağrısı');
    await page.getByTestId('appointment-save').click();
  };
  await book();
  await expect(toast(page)).toContainText('Doktor randevusu oluşturuldu.');
  await expect(page.getByTestId('appointments-list')).toContainText(typed);
  await expect(page.getByTestId('appointments-list')).toContainText('10:30');
  await page.getByTestId('appointment-create').click();
  await book();
  await expect(page.getByText('Bu saatte başka bir randevu var, başka bir saat seçiniz.')).toBeVisible();
});

test('the advertising-partner list filters, and gives a partner PDF and the Excel of the filter', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('menu-advertising-partners').click();
  await expect(page).toHaveURL(/\/havas-list\/1/);
  const rows = page.getByTestId('partners-list').locator('tbody tr');
  await expect(rows).toHaveCount(12);
  await nativeInput(page, 'partners-name').fill('şimşek');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Şimşek Telekom Reklam');
  const pdf = page.waitForEvent('download');
  await rows.locator('[data-testid$=-pdf]').click();
  expect((await pdf).suggestedFilename()).toMatch(/^reklam-ortagi-\d+\.pdf$/);
  const excel = page.waitForEvent('download');
  await page.getByTestId('partners-excel').click();
  expect((await excel).suggestedFilename()).toBe('reklam-ortaklari.xlsx');
});

// A reload must show what was saved: the device's read cache must not stand in for the server's answer
// (src/lib/api/read-cache-stand-ins.ts).
test('a department gets a contact card with a number, and a logo that is then deleted', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/company-department/list');
  await nativeInput(page, 'departments-name').fill('Denetim');
  // The name filter applies after a pause: wait for it before taking the first row.
  await expect(page.getByTestId('departments-list').locator('tbody tr').first()).toContainText('Denetim');
  await page.getByTestId('departments-list').locator('[data-testid$=-edit]').first().click();
  await expect(nativeInput(page, 'department-name')).toHaveValue('Denetim');
  const editUrl = page.url();
  const before = await page.locator('[data-testid^=contact-card-][data-testid$=-remove]').count();
  await page.getByTestId('contact-card-add').click();
  await page.getByTestId(`contact-card-${before}-address`).selectOption({ index: 1 });
  await nativeInput(page, `contact-card-${before}-number-0`).fill('2125550101');
  await nativeInput(page, `contact-card-${before}-ext-0`).fill('42');
  await page.getByTestId('department-save').click();
  await expect(toast(page)).toContainText('Departman güncellendi.');
  await expect(page).toHaveURL(/\/company-department\/list/);
  await page.goto(editUrl);
  await expect(nativeInput(page, 'department-name')).toHaveValue('Denetim');
  await expect(nativeInput(page, `contact-card-${before}-number-0`)).toHaveValue('2125550101');
  await expect(nativeInput(page, `contact-card-${before}-ext-0`)).toHaveValue('42');

  await page.getByTestId('department-logo').locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('department-logo').locator('img')).toBeVisible();
  await page.getByTestId('department-logo-delete').click();
  await expect(toast(page)).toContainText('Logo');
  await expect(page.getByTestId('department-logo').locator('img')).toHaveCount(0);
});
