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
