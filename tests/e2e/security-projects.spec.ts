import { expect, test, type Page } from '@playwright/test';
import { nativeInput, signIn } from './support/session';

/** The confirm dialog (ion-alert) used before every delete. */
const confirmDialog = (page: Page, button: string) => page.locator('ion-alert button', { hasText: button });

test('HR creates, finds, edits and deletes a security project, and manages its members', async ({ page }) => {
  // Unique per run, so a retry never meets the project of an earlier attempt.
  const n = String(Date.now()).slice(-5);
  await signIn(page, 'ik.uzmani');
  await page.getByTestId('menu-security-projects').click();
  await expect(page).toHaveURL(/\/security-projects/);
  await expect(page.getByTestId('projects-list')).toContainText('İstanbul Havalimanı Güvenlik');

  // Create: the short code is typed in Turkish lower case and stored as Latin upper case.
  await page.getByTestId('project-create').click();
  await expect(page).toHaveURL(/\/project-edit$/);
  await nativeInput(page, 'project-name').fill(`Bodrum Milas Güvenlik ${n}`);
  await page.locator('.project-short-code input').fill(`bjvı${n}`);
  await expect(page.locator('.project-short-code input')).toHaveValue(`BJVI${n}`);
  await page.getByTestId('project-type').selectOption('uog');
  await page.locator('.project-sgk input').fill('48a100007');
  await page.getByTestId('project-save').click();
  await expect(page.locator('ion-toast')).toContainText('Güvenlik projesi oluşturuldu.');
  await expect(page).toHaveURL(/\/security-projects$/);

  // Find it by keyword, however it is typed.
  await nativeInput(page, 'projects-keyword').fill(`BODRUM MİLAS GÜVENLİK ${n}`);
  const list = page.getByTestId('projects-list');
  await expect(list.locator('tbody tr')).toHaveCount(1);
  await expect(list).toContainText(`BJVI${n}`);
  await expect(list).toContainText('Operasyon (UOG)');

  // Edit it.
  await list.locator('[data-testid^=project-edit-]').click();
  await expect(nativeInput(page, 'project-name')).toHaveValue(`Bodrum Milas Güvenlik ${n}`);
  await expect(page.locator('.project-sgk input')).toHaveValue('48100007');
  await nativeInput(page, 'project-name').fill(`Bodrum Milas Havalimanı Güvenlik ${n}`);
  await page.getByTestId('project-save').click();
  await expect(page.locator('ion-toast').last()).toContainText('Güvenlik projesi güncellendi.');
  await expect(page.getByTestId('projects-list')).toContainText(`Bodrum Milas Havalimanı Güvenlik ${n}`);

  // Members: add through the position search, remove with confirmation.
  const bodrum = page.getByTestId('projects-list').locator('tbody tr', { hasText: `Bodrum Milas Havalimanı Güvenlik ${n}` });
  await bodrum.locator('[data-testid^=project-members-]').click();
  await expect(page.getByTestId('members-list')).toContainText('Bu projenin henüz üyesi yok.');
  await nativeInput(page, 'position-search').fill('ismail gün');
  const option = page.locator('[data-testid^=position-option-]', { hasText: 'İsmail Güneş' });
  await option.click();
  await expect(page.getByTestId('members-list')).toContainText('İsmail Güneş');
  await expect(page.getByTestId('members-list')).toContainText('Güvenlik Operasyonları - Vardiya Şefi');
  await page.getByTestId('members-list').locator('[data-testid^=member-remove-]').click();
  await expect(page.locator('ion-alert')).toContainText('İsmail Güneş projeden çıkarılacak');
  await confirmDialog(page, 'Çıkar').click();
  await expect(page.getByTestId('members-list')).toContainText('Bu projenin henüz üyesi yok.');
  await expect(page.locator('ion-alert')).toHaveCount(0);

  // Delete the project, after confirming.
  await page.goto(`/security-projects?keyword=${n}`);
  const row = page.getByTestId('projects-list').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await row.locator('[data-testid^=project-delete-]').click();
  await confirmDialog(page, 'Vazgeç').click();
  // The dismissed dialog leaves the page before the next one opens.
  await expect(page.locator('ion-alert')).toHaveCount(0);
  await expect(row).toHaveCount(1);
  await row.locator('[data-testid^=project-delete-]').click();
  await confirmDialog(page, 'Sil').click();
  await expect(page.getByTestId('projects-list')).toContainText('Aramanıza uyan güvenlik projesi bulunamadı.');
});

test('a short code already in use is refused under the field', async ({ page }) => {
  await signIn(page, 'ik.uzmani');
  await page.goto('/project-edit');
  await nativeInput(page, 'project-name').fill('İkinci İstanbul');
  await page.locator('.project-short-code input').fill('ist');
  await page.getByTestId('project-save').click();
  await expect(page.locator('.project-short-code')).toContainText('Bu kısa kod başka bir projede kullanılıyor.');
  await expect(page).toHaveURL(/\/project-edit$/);
});

test('a user without view-security-projects cannot open the screens', async ({ page }) => {
  await signIn(page, 'denetci');
  await expect(page.getByTestId('menu-security-projects')).toHaveCount(0);
  await page.goto('/security-projects');
  await expect(page.getByText('Bu sayfayı görüntüleme yetkiniz bulunmamaktadır.')).toBeVisible();
});
