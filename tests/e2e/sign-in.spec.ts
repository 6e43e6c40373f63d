import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/constants';
import { nativeInput, signIn, submitLogin } from './support/session';

const COMPANY = 'Apron Havacılık ve Güvenlik Hizmetleri A.Ş.';
const WRONG_CREDENTIALS = 'Kullanıcı adı veya şifre hatalı.';

test('admin signs in and the dashboard greets them with their name and active position', async ({ page }) => {
  await signIn(page, 'admin');
  const greeting = page.getByTestId('dashboard-greeting');
  await expect(greeting.getByRole('heading', { name: 'Sistem Yöneticisi' })).toBeVisible();
  await expect(page.getByTestId('dashboard-position')).toHaveText(`${COMPANY} - Genel Müdürlük - Yönetici`);
  await expect(page.getByTestId('active-position')).toHaveText('Genel Müdürlük · Yönetici');
});

test('a blue-collar user sees no management groups in the menu, only their work-schedule requests', async ({ page }) => {
  await signIn(page, 'personel');
  const menu = page.getByTestId('app-menu');
  // The menu has rendered this user's session before we count what it lacks.
  await expect(menu.getByText('Ayşe Doğan')).toBeVisible();
  await expect(menu.getByText('Hesabım')).toBeVisible();
  // view-work-schedule-demand alone is request-only access (spec 2 §6): the operations group with one item.
  await expect(menu.locator('[data-testid^=menu-group-]')).toHaveCount(1);
  await expect(menu.getByTestId('menu-group-operations').locator('a')).toHaveCount(1);
  await expect(menu.getByTestId('menu-work-schedule-demands')).toBeVisible();
});

test('the HR specialist sees the contract management group', async ({ page }) => {
  await signIn(page, 'ik.uzmani');
  const group = page.getByTestId('menu-group-contract-management');
  await expect(group).toContainText('Sözleşme Yönetimi');
  await expect(group.getByRole('link', { name: 'Güvenlik Projeleri' })).toBeVisible();
});

test('a wrong password is refused with the spec message', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'denetci', 'yanlis-sifre');
  await expect(page.getByTestId('login-error')).toHaveText(WRONG_CREDENTIALS);
  await expect(page).toHaveURL(/\/login$/);
});

test('after three failures the next attempt for that user is rate limited', async ({ page }) => {
  await page.goto('/login');
  const error = page.getByTestId('login-error');
  for (let attempt = 1; attempt <= 3; attempt++) {
    const answer = page.waitForResponse((r) => r.url().endsWith('/oauth/token') && r.request().method() === 'POST');
    await submitLogin(page, 'talep.sorumlusu', `yanlis-${attempt}`);
    expect((await answer).status()).toBe(422);
    await expect(error).toHaveText(WRONG_CREDENTIALS);
  }
  // Even the right password is refused while the limit holds.
  const answer = page.waitForResponse((r) => r.url().endsWith('/oauth/token') && r.request().method() === 'POST');
  await submitLogin(page, 'talep.sorumlusu', DEMO_PASSWORD);
  expect((await answer).status()).toBe(429);
  await expect(error).toContainText('Çok fazla hatalı giriş denemesi');
  await expect(page).toHaveURL(/\/login$/);
});

test('the root shows the sign-in form when signed out and the dashboard when signed in', async ({ page }) => {
  await page.goto('/');
  await expect(nativeInput(page, 'login-username')).toBeVisible();
  await expect(page.getByRole('heading', { name: "Apron'a giriş" })).toBeVisible();

  await signIn(page, 'admin');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
});

test('a deep link while signed out goes through sign-in and lands back on the page asked for', async ({ page }) => {
  await page.goto('/settings/password');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings%2Fpassword$/);
  await submitLogin(page, 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/settings\/password$/);
  await expect(nativeInput(page, 'password-current')).toBeVisible();
});

test('/auth-code without a code goes to the sign-in page', async ({ page }) => {
  await page.goto('/auth-code');
  await expect(page).toHaveURL(/\/login$/);
  await expect(nativeInput(page, 'login-username')).toBeVisible();
});

test('/auth-code with a code the server cannot exchange says so and returns to sign-in', async ({ page }) => {
  await page.goto('/auth-code?code=x');
  await expect(page.getByTestId('auth-code-status')).toHaveText(/Giriş Yapılıyor\.\.\.|Giriş sayfasına yönlendiriliyorsunuz lütfen bekleyiniz/);
  // No identity provider is configured: the exchange fails and the page redirects after its delay.
  await expect(page).toHaveURL(/\/login$/);
  await expect(nativeInput(page, 'login-username')).toBeVisible();
});
