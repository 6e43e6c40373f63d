import { expect, test } from '@playwright/test';
import { signIn } from '../e2e/support/session';

const SHOTS = [
  { name: 'header', route: '/ggh/audit/list' },
  { name: 'list', route: '/security-projects' },
  { name: 'filters', route: '/drill-code/list' },
  { name: 'form', route: '/drill/store' },
];

test('kit screenshots for docs/ui.md', async ({ page }) => {
  await signIn(page, 'admin');
  for (const { name, route } of SHOTS) {
    for (const [device, width, height] of [['phone', 390, 844], ['desktop', 1440, 900]] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(route);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await expect(page.locator('[role=status] ion-spinner')).toHaveCount(0);
      await page.screenshot({ path: `docs/ui/${name}-${device}.png` });
    }
  }
});

test('date input, empty and offline states for docs/ui.md', async ({ page, context }) => {
  await signIn(page, 'admin');
  for (const [device, width, height] of [['phone', 390, 844], ['desktop', 1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    // The date input with its calendar (weeks from Monday, Turkish month names).
    await page.goto('/drill/store');
    await page.getByTestId('drill-date').locator('.apron-date-calendar').click();
    await expect(page.locator('.rdp-root, .rdp').first()).toBeVisible();
    await page.screenshot({ path: `docs/ui/date-input-${device}.png` });
    // Offline: the list from the device's copy, said in the header and on the list.
    await page.goto('/security-projects');
    await expect(page.getByTestId('projects-list')).toContainText('Havalimanı');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
    await page.waitForTimeout(1500); // the read cache writes at most once a second
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('cached-notice').first()).toBeVisible();
    await page.screenshot({ path: `docs/ui/offline-${device}.png` });
    await context.setOffline(false);
    // Online again: a list with nothing to show, and the state saying so.
    await page.goto('/security-projects?keyword=zzzz-yok');
    await expect(page.locator('.apron-empty').first()).toBeVisible();
    await page.screenshot({ path: `docs/ui/empty-${device}.png` });
    await page.goto('/security-projects?keyword=');
  }
});

test('a toast for docs/ui.md', async ({ page }) => {
  await signIn(page, 'admin');
  for (const [device, width, height] of [['phone', 390, 844], ['desktop', 1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    // The server refuses a wrong current password: its message as an error toast, kept until dismissed.
    await page.goto('/settings/password');
    await page.getByTestId('password-current').locator('input').fill('yanlis-parola');
    await page.getByTestId('password-new').locator('input').fill('Yeni.Parola.2026');
    await page.getByTestId('password-confirm').locator('input').fill('Yeni.Parola.2026');
    await page.getByTestId('password-submit').click();
    const toast = page.locator('ion-toast').last();
    await expect(toast).toBeVisible();
    await page.waitForTimeout(500); // the toast's entrance animation
    await page.screenshot({ path: `docs/ui/toast-${device}.png` });
    await toast.evaluate((el) => (el as HTMLIonToastElement).dismiss());
  }
});

test('loading and error states for docs/ui.md', async ({ page }) => {
  await signIn(page, 'admin');
  for (const [device, width, height] of [['phone', 390, 844], ['desktop', 1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    // Loading: the list's request held back until the screenshot is taken.
    let release = () => {};
    await page.route('**/api/search/security-projects**', (route) => new Promise<void>((resolve) => { release = () => { resolve(); void route.abort(); }; }));
    await page.goto('/security-projects?keyword=bekle');
    // The screen itself is on show (its title), its list still waiting.
    await expect(page.locator('ion-title').filter({ hasText: 'Güvenlik Projeleri' }).first()).toBeVisible();
    await expect(page.getByTestId('projects-list').locator('[role=status] ion-spinner')).toBeVisible();
    await page.screenshot({ path: `docs/ui/loading-${device}.png` });
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // Error: the server answers 500; the state offers to try again (the request's toast is dismissed first).
    await page.route('**/api/search/security-projects**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Sunucu hatası' }) }));
    await page.goto('/security-projects?keyword=hata');
    await expect(page.locator('.apron-state[role=alert]').first()).toBeVisible({ timeout: 30_000 });
    await page.locator('ion-toast').evaluateAll((list) => Promise.all(list.map((el) => (el as HTMLIonToastElement).dismiss())));
    await page.screenshot({ path: `docs/ui/error-${device}.png` });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});
