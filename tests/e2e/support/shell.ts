import { expect, type Page } from '@playwright/test';

/**
 * Expects the screen on show to carry this title. Ionic keeps the pages it left in the outlet
 * (hidden once its transition ends), so this waits until exactly one page shows and it is this one.
 * `timeout` for suites that may run on a starved machine, where a transition can outlast the default.
 */
export async function expectScreenTitle(page: Page, title: string, options?: { timeout?: number }) {
  await expect(page.locator('ion-router-outlet > .ion-page:not(.ion-page-hidden) ion-title')).toHaveText([title], options);
}

/**
 * The header's unsent-records badge. Every page has its own header and Ionic keeps the page it
 * left until its transition ends, so two badges may show for a moment: they read the same count.
 */
export const syncBadge = (page: Page) => page.getByTestId('sync-count').first();
