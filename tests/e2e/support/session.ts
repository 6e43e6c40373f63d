import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './constants';

/** Demo users of the seed (server/db/seed/demo.ts); each journey that changes state uses its own. */
export type DemoUser = 'admin' | 'ik.uzmani' | 'denetci' | 'gozlemci' | 'sef' | 'personel' | 'operasyon.muduru' | 'saha.personeli';

/** Ionic renders a native <input> inside each <ion-input>: type into that one. */
export const nativeInput = (page: Page, testId: string) => page.locator(`[data-testid=${testId}] input`);

/** Fills and submits the sign-in form that is on screen. */
export async function submitLogin(page: Page, username: string, password: string) {
  await nativeInput(page, 'login-username').fill(username);
  await nativeInput(page, 'login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Signs in from /login and waits for the dashboard's greeting. */
export async function signIn(page: Page, user: DemoUser, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await submitLogin(page, user, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
}

/**
 * Signs out with the header's button and waits for the sign-in page's new document. Signing out
 * ends in a new document (window.location.assign('/login')) after the device's copies are
 * cleared; the app's router shows /login before that, so waiting for the URL alone lets the next
 * page.goto race it ("interrupted by another navigation", CI under load).
 */
export async function signOutToLogin(page: Page) {
  const newDocument = page.waitForEvent('load');
  await page.getByTestId('logout').click();
  await newDocument;
  await expect(page).toHaveURL(/\/login/);
}
