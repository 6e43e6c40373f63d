import { expect, type Page } from '@playwright/test';

/**
 * Expects the screen on show to carry this title. Ionic keeps the pages it left in the outlet
 * (hidden once its transition ends), so this waits until exactly one page shows and it is this one.
 */
export async function expectScreenTitle(page: Page, title: string) {
  await expect(page.locator('ion-router-outlet > .ion-page:not(.ion-page-hidden) ion-title')).toHaveText([title]);
}
