import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/constants';
import { nativeInput, signIn, submitLogin } from './support/session';
import { expectScreenTitle } from './support/shell';

test('admin switches to the other position and the dashboard follows', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByTestId('dashboard-position')).toContainText('Genel Müdürlük - Yönetici');
  const switcher = page.getByTestId('position-switcher');
  // The active position is plain text; the other one is a button.
  const other = switcher.locator('button[data-testid^=position-]');
  await expect(other).toHaveCount(1);
  await expect(other).toContainText('Güvenlik Operasyonları - Vardiya Şefi');
  await other.click();
  await expect(page.getByTestId('dashboard-position')).toContainText('Güvenlik Operasyonları - Vardiya Şefi');
  await expect(page.getByTestId('active-position')).toHaveText('Güvenlik Operasyonları · Vardiya Şefi');
  await expect(switcher.locator('button[data-testid^=position-]')).toContainText('Genel Müdürlük - Yönetici');
});

test('the language switch turns the screens to English and back, and survives a reload', async ({ page }) => {
  await signIn(page, 'admin');
  const language = page.getByTestId('language-switch');
  await expectScreenTitle(page, 'Ana sayfa');
  await expect(language).toHaveText('EN');

  await language.click();
  await expectScreenTitle(page, 'Home');
  await expect(language).toHaveText('TR');

  await page.reload();
  await expectScreenTitle(page, 'Home');

  await language.click();
  await expectScreenTitle(page, 'Ana sayfa');
  await page.reload();
  await expectScreenTitle(page, 'Ana sayfa');
});

test('signing out returns to sign-in and protected pages then ask for it again', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(nativeInput(page, 'login-username')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await expect(nativeInput(page, 'login-username')).toBeVisible();
});

test('a password change needs a matching confirmation, then the new password signs in', async ({ page }) => {
  // gozlemci is used by no other journey: its password is changed and changed back here.
  const newPassword = 'Gozlem.2026!';
  await signIn(page, 'gozlemci');
  await page.goto('/settings/password');
  const fill = async (current: string, next: string, confirmation: string) => {
    await nativeInput(page, 'password-current').fill(current);
    await nativeInput(page, 'password-new').fill(next);
    await nativeInput(page, 'password-confirm').fill(confirmation);
    await page.getByTestId('password-submit').click();
  };

  await fill(DEMO_PASSWORD, newPassword, `${newPassword}x`);
  await expect(page.getByRole('alert')).toHaveText('Şifre tekrarı şifre ile eşleşmiyor.');

  await fill(DEMO_PASSWORD, newPassword, newPassword);
  await expect(page.getByText('Kimlik Bilgileri başarılı bir şekilde güncellenmiştir.')).toBeVisible();

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, 'gozlemci', newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Back to the demo password, so a rerun against the same server starts from the seed's state.
  await page.goto('/settings/password');
  await fill(newPassword, DEMO_PASSWORD, DEMO_PASSWORD);
  await expect(page.getByText('Kimlik Bilgileri başarılı bir şekilde güncellenmiştir.')).toBeVisible();
});

test('the menu takes a user signed in at the root to settings and help, and they stay there', async ({ page }) => {
  await page.goto('/');
  await submitLogin(page, 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByTestId('app-menu');
  await menu.getByRole('link', { name: 'Ayarlar' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expectScreenTitle(page, 'Ayarlar');
  await menu.getByRole('link', { name: 'Yardım' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expectScreenTitle(page, 'Yardım');
  await menu.getByRole('link', { name: 'Ana sayfa' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectScreenTitle(page, 'Ana sayfa');
  // A menu choice starts a new stack: the screens left behind are gone from the page, not kept hidden.
  await expect(page.locator('ion-router-outlet > .ion-page')).toHaveCount(1);
  // The browser's back button still returns to the screen before.
  await page.goBack();
  await expect(page).toHaveURL(/\/help$/);
  await expectScreenTitle(page, 'Yardım');
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/no-such-screen');
  await expectScreenTitle(page, 'Sayfa bulunamadı');
  await expect(page.getByText('Aradığınız sayfa bulunamadı.')).toBeVisible();
  // A way home, not a dead end.
  await page.getByTestId('not-found-home').click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the side menu slides in, unless the system asks for reduced motion', async ({ browser }) => {
  // The journeys run with reduced motion (playwright.config.ts); this one checks both settings.
  const motion = async (reducedMotion: 'reduce' | 'no-preference') => {
    const context = await browser.newContext({ reducedMotion, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, 'admin');
    // Every frame, the longest Web Animation in the side menu (its slide runs in its shadow root; without
    // motion Ionic still runs it, with no duration).
    await page.evaluate(() => {
      const w = window as unknown as { peak: number };
      w.peak = 0;
      const look = () => {
        const running = document.querySelector('ion-menu')?.shadowRoot?.getAnimations() ?? [];
        w.peak = Math.max(w.peak, ...running.map((a) => Number(a.effect?.getTiming().duration) || 0));
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.locator('ion-menu-button').first().click();
    await expect(page.getByTestId('app-menu').getByRole('link', { name: 'Yardım' })).toBeVisible();
    const found = await page.evaluate(() => ({
      peak: (window as unknown as { peak: number }).peak,
      animated: (window as unknown as { Ionic: { config: { get: (key: string) => unknown } } }).Ionic.config.get('animated'),
    }));
    await context.close();
    return found;
  };
  const moving = await motion('no-preference');
  expect(moving.animated).toBe(true);
  expect(moving.peak).toBeGreaterThan(100);
  expect(await motion('reduce')).toEqual({ peak: 0, animated: false });
});
