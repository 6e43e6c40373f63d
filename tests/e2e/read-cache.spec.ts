import { expect, test, type Page } from '@playwright/test';
import { signIn, signOutToLogin } from './support/session';

/**
 * The offline read cache (issue 16): a list opened online shows its last data offline, after a
 * reload, saying from when; signing out leaves nothing of that user on the device.
 */
const cachedUserKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('apron-read-cache');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('clients')) return resolve([]);
          const all = db.transaction('clients').objectStore('clients').getAllKeys();
          all.onsuccess = () => resolve(all.result.map(String));
        };
        open.onerror = () => resolve([]);
      }),
  ).catch(() => ['(page was navigating)']);

/** The user's saved entry: when it was written, and whether it holds the project list. */
const savedEntry = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ savedAt: number; projects: boolean } | null>((resolve) => {
        const open = indexedDB.open('apron-read-cache');
        open.onsuccess = () => {
          const all = open.result.transaction('clients').objectStore('clients').getAll();
          all.onsuccess = () => {
            const entry = all.result[0] as { savedAt: number } | undefined;
            resolve(entry ? { savedAt: entry.savedAt, projects: JSON.stringify(entry).includes('"queryKey":["security-projects"') } : null);
          };
        };
        open.onerror = () => resolve(null);
      }),
  ).catch(() => null);

test('a list visited online is shown offline after a reload with its time; sign-out clears it', { tag: '@sw' }, async ({ page, context }) => {
  await signIn(page, 'ik.uzmani');
  await page.goto('/security-projects');
  const rows = page.getByTestId('projects-list').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const firstRow = (await rows.first().locator('td').first().innerText()).trim();
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
  // The menu says so only once the whole app is stored on the device (the worker's install ended).
  await expect(page.getByTestId('offline-readiness')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('offline-readiness')).toHaveText('Çevrimdışı kullanıma hazır');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)).toBe('activated');
  // A first visit runs the newest version already: no 'Yeni sürüm hazır' on arrival.
  await expect(page.getByTestId('update-banner')).toHaveCount(0);
  // The cache is written at most once a second.
  await expect.poll(() => cachedUserKeys(page), { timeout: 10_000 }).toHaveLength(1);

  // Online, a reload elsewhere does not show the device's copy (the server answers), yet the next
  // save keeps it for offline use.
  const before = Date.now();
  await page.goto('/dashboard');
  await expect.poll(async () => (await savedEntry(page))?.savedAt ?? 0, { timeout: 15_000 }).toBeGreaterThan(before);
  expect((await savedEntry(page))?.projects).toBe(true);

  await context.setOffline(true);
  await page.goto('/security-projects');
  await expect(page.getByTestId('projects-list').locator('tbody tr').first()).toContainText(firstRow);
  await expect(page.getByTestId('cached-notice').first()).toContainText(/^çevrimdışı · \d{2}:\d{2} itibarıyla$/);

  await context.setOffline(false);
  await page.reload();
  await signOutToLogin(page);
  await expect.poll(() => cachedUserKeys(page)).toEqual([]);

  // Another user on the same device: only their own entry appears.
  await signIn(page, 'personel');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  const keys = await cachedUserKeys(page);
  expect(keys.length).toBeLessThanOrEqual(1);
  const other = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('apron-read-cache');
        open.onsuccess = () => {
          const all = open.result.transaction('clients').objectStore('clients').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
        };
      }),
  );
  // The admin's project list is gone; the new user's own screens (the dashboard's schedule and flights
  // name projects too) may be kept, so the list's query key is what must not be there.
  expect(other).not.toContain('"queryKey":["security-projects"');
});
