import { expect, type Page } from '@playwright/test';

/**
 * Moves the app to `path` without reloading it, as the browser's forward button would: the shell
 * stays, only the screen changes. The entry carries a key as the router's own entries do; a keyless
 * one looks to Ionic like a return to the keyless entry before it, and every second screen then
 * showed the page left two steps earlier (/help instead of /exit-reason/list/1).
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({ key: Math.random().toString(36).slice(2, 8) }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Waits until the one page on show is the frame of the route the address names. */
export async function expectRoutePageShown(page: Page): Promise<void> {
  // Checked every frame: a poll's growing pauses cost the layout check a second a screen.
  const shown = await page.waitForFunction(() => {
    const pages = [...document.querySelectorAll('ion-router-outlet > .ion-page[data-route]:not(.ion-page-hidden)')];
    return pages.length === 1 && new RegExp(`^${pages[0]!.getAttribute('data-route')!.replace(/:[^/]+/g, '[^/]+')}$`).test(location.pathname);
  }, undefined, { polling: 'raf', timeout: 30_000 }).then(() => true, () => false);
  expect(shown, 'the page on show is the route\'s own').toBe(true);
}
