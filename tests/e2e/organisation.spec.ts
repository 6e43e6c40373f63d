import { expect, test, type Page } from '@playwright/test';
import { nativeInput, signIn } from './support/session';

const toast = (page: Page) => page.locator('ion-toast').last();

test('admin builds a department, a role with grouped permissions and a position; the user sees the new menu group', async ({ page, browser }) => {
  const n = String(Date.now()).slice(-5);
  const department = `Kargo Güvenlik ${n}`;
  const role = `Kargo Sorumlusu ${n}`;
  await signIn(page, 'admin');

  // Department
  await page.getByTestId('menu-departments').click();
  await expect(page).toHaveURL(/\/company-department\/list/);
  await page.getByTestId('department-create').click();
  await nativeInput(page, 'department-name').fill(department);
  await page.getByTestId('department-save').click();
  await expect(toast(page)).toContainText('Departman oluşturuldu.');
  await nativeInput(page, 'departments-name').fill(department);
  await expect(page.getByTestId('departments-list').locator('tbody tr')).toHaveCount(1);

  // Role with a grouped permission (contract management)
  await page.goto('/company-role/create');
  await nativeInput(page, 'role-name').fill(role);
  await page.getByTestId('role-department').selectOption({ label: department });
  // Each group's box says how much of it is ticked (spec 2 §9: hepsi, bir kısmı, hiçbiri).
  const contracts = page.getByTestId('role-permissions-group-contract-management');
  await expect(contracts).toHaveAttribute('data-state', 'none');
  await expect(contracts).toHaveAttribute('aria-label', /\(Hiçbiri\)$/);
  await page.getByTestId('role-permissions-view-security-projects').click();
  await expect(contracts).toHaveAttribute('data-state', 'all');
  await expect(contracts).toHaveAttribute('aria-label', /\(Hepsi\)$/);
  await page.getByTestId('role-save').click();
  await expect(toast(page)).toContainText('Rol oluşturuldu.');
  await expect(page).toHaveURL(/\/company-role\/list/);

  // Position for Zeynep Yıldırım (gozlemci)
  await page.goto('/company-position/create');
  await nativeInput(page, 'position-user-search').fill('zeynep yıl');
  await page.locator('[data-testid^=position-user-option-]', { hasText: 'Zeynep Yıldırım' }).first().click();
  await page.getByTestId('position-department').selectOption({ label: department });
  await expect(page.getByTestId('position-role').locator('option', { hasText: role })).toHaveCount(1);
  await page.getByTestId('position-role').selectOption({ label: role });
  // the role's permission is ticked and locked
  await expect(page.getByTestId('position-permissions-view-security-projects')).toHaveClass(/checkbox-checked/);
  await expect(page.getByTestId('position-permissions-view-security-projects')).toHaveClass(/checkbox-disabled/);
  await expect(page.getByTestId('position-permissions-group-contract-management')).toBeDisabled();
  await page.getByTestId('position-save').click();
  await expect(toast(page)).toContainText('Pozisyon oluşturuldu.');

  // The user signs in, switches to the new position and sees the contract-management group.
  const context = await browser.newContext();
  const user = await context.newPage();
  await signIn(user, 'gozlemci');
  await expect(user.getByTestId('menu-group-contract-management')).toHaveCount(0);
  await user.getByTestId('position-switcher').locator('button', { hasText: `${department} - ${role}` }).click();
  await expect(user.getByTestId('menu-group-contract-management')).toBeVisible();
  await expect(user.getByTestId('menu-security-projects')).toBeVisible();
  await context.close();

  // The role is in use now: deleting it is refused with what uses it.
  await page.goto(`/company-role/list?name=${encodeURIComponent(role)}`);
  const row = page.getByTestId('roles-list').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await row.locator('[data-testid$=-delete]').click();
  await page.locator('ion-alert button', { hasText: 'Sil' }).click();
  await expect(toast(page)).toContainText('Bu rol kullanımda olduğu için silinemez: 1 pozisyon, 0 personel.');
});

test('position groups: create, add a member and a recipient e-mail, remove it after confirming', async ({ page }) => {
  const n = String(Date.now()).slice(-5);
  await signIn(page, 'ik.uzmani');
  await page.getByTestId('menu-position-groups').click();
  await page.getByTestId('group-create').click();
  await nativeInput(page, 'group-name').fill(`Vardiya Amirleri ${n}`);
  await page.getByTestId('group-save').click();
  await expect(toast(page)).toContainText('Grup oluşturuldu.');
  await nativeInput(page, 'groups-keyword').fill(`amirleri ${n}`);
  const row = page.getByTestId('groups-list').locator('tbody tr');
  await expect(row).toHaveCount(1);

  await row.locator('[data-testid$=-members]').click();
  await nativeInput(page, 'group-member-search').fill('ismail gün');
  await page.locator('[data-testid^=group-member-option-]', { hasText: 'İsmail Güneş' }).first().click();
  await expect(page.getByTestId('group-members-list')).toContainText('İsmail Güneş');

  await page.goBack();
  await row.locator('[data-testid$=-mails]').click();
  await nativeInput(page, 'group-mail-input').fill(`vardiya${n}@apron.example`);
  await page.getByTestId('group-mail-add').click();
  await expect(page.getByTestId('group-mails-list')).toContainText(`vardiya${n}@apron.example`);
  await page.getByTestId('group-mails-list').locator('[data-testid$=-delete]').click();
  await page.locator('ion-alert button', { hasText: 'Sil' }).click();
  await expect(toast(page)).toContainText('E-posta adresi silindi.');
  await expect(page.getByTestId('group-mails-list')).toContainText('Aramanıza uyan kayıt bulunamadı.');
});

test('a support user adds an e-mail alias to a user and removes it after confirming', async ({ page }) => {
  const n = String(Date.now()).slice(-5);
  const alias = `gozlem${n}@apron.example`;
  await signIn(page, 'ik.uzmani');
  await page.goto('/support/user/list');
  await nativeInput(page, 'support-users-email').fill('gozlemci@');
  const row = page.getByTestId('support-users-list').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await row.locator('[data-testid$=-emails]').click();
  await expect(page.getByTestId('emails-list')).toContainText('gozlemci@apron.example');

  await page.getByTestId('email-create').click();
  await nativeInput(page, 'email-input').fill(alias);
  await page.getByTestId('email-parent').selectOption({ label: 'gozlemci@apron.example' });
  await page.getByTestId('email-save').click();
  await expect(toast(page)).toContainText('Email successfully created.');
  await expect(page.getByTestId(`email-${alias}`)).toContainText('gozlemci@apron.example');

  await page.getByTestId(`email-${alias}-delete`).click();
  await expect(page.locator('ion-alert')).toContainText('Email will be removed. Are you sure?');
  await page.locator('ion-alert button', { hasText: 'Sil' }).click();
  await expect(toast(page)).toContainText('Email successfully deleted.');
  await expect(page.getByTestId(`email-${alias}`)).toHaveCount(0);
});
