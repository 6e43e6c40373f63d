import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/constants';
import { pngPhoto } from './support/images';
import { nativeInput, signIn } from './support/session';
import { expectScreenTitle, syncBadge } from './support/shell';

/** A bearer token for API checks made beside the browser (what the server really holds). */
async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/oauth/token', { data: { grant_type: 'password', username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token as string;
}

/** How many of the user's requests on the server carry this title. */
async function countOnServer(request: APIRequestContext, token: string, title: string): Promise<number> {
  const res = await request.get(`/api/demand/request?perpage=300&keyword=${encodeURIComponent(title)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()).data as { title: string }[]).filter((r) => r.title === title).length;
}

/** Fills and saves the request form on screen. */
async function raiseRequest(page: Page, type: string, title: string, photos: number, seed: number) {
  // In-app navigation: offline without a service worker a page load would fail.
  await page.getByTestId('menu-account-demand-requests').click();
  await expectScreenTitle(page, 'Taleplerim');
  await page.getByTestId('demand-request-create').click();
  await expectScreenTitle(page, 'Yeni talep');
  await page.getByTestId('demand-request-type').selectOption({ label: type });
  await nativeInput(page, 'demand-request-title').fill(title);
  await page.locator('[data-testid=demand-request-description] textarea').fill('Sahada, bağlantı yokken kaydedildi.');
  if (photos > 0) {
    await page.getByTestId('demand-request-files-input').setInputFiles(
      Array.from({ length: photos }, (_, i) => ({ name: `foto-${seed}-${i + 1}.png`, mimeType: 'image/png', buffer: pngPhoto(seed * 10 + i) })),
    );
  }
  await page.getByTestId('demand-request-save').click();
  await expectScreenTitle(page, 'Taleplerim');
}

/** The row of a request in "my requests". */
const row = (page: Page, title: string) => page.getByTestId('demand-requests-list').locator('tbody tr', { hasText: title });

/** Online once: the service worker takes the page and the demand types reach the device. */
async function prepareDevice(page: Page) {
  await page.goto('/demand-request/store');
  await expect(page.getByTestId('demand-request-type').locator('option', { hasText: 'Ekipman talebi' })).toHaveCount(1);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('two requests with photos saved offline survive a reload and arrive exactly once', { tag: '@sw' }, async ({ page, context, request }) => {
  const stamp = Date.now();
  const titles = [`Kışlık mont ${stamp}`, `Reflektörlü yelek ${stamp}`];
  await signIn(page, 'personel');
  await prepareDevice(page);

  await goOffline(context, page);
  await page.reload();
  await expectScreenTitle(page, 'Yeni talep');
  await raiseRequest(page, 'Ekipman talebi', titles[0]!, 2, 1);
  await raiseRequest(page, 'Ekipman talebi', titles[1]!, 1, 2);

  // Still offline, after a reload: both wait on the device, with their photos.
  await page.reload();
  await expectScreenTitle(page, 'Taleplerim');
  for (const title of titles) await expect(row(page, title)).toContainText('Cihazda bekliyor');
  await expect(row(page, titles[0]!).getByTestId('pending-thumbnail')).toHaveCount(2);
  await expect(row(page, titles[1]!).getByTestId('pending-thumbnail')).toHaveCount(1);
  await expect(syncBadge(page)).toHaveText('2');

  const token = await apiToken(request, 'personel');
  expect(await countOnServer(request, token, titles[0]!)).toBe(0);

  // Back online: both go, once each, with every photo.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-count')).toHaveCount(0, { timeout: 30_000 });
  for (const title of titles) await expect.poll(() => countOnServer(request, token, title), { timeout: 15_000 }).toBe(1);
  const list = await request.get(`/api/demand/request?perpage=300&keyword=${encodeURIComponent(titles[0]!)}`, { headers: { authorization: `Bearer ${token}` } });
  expect((await list.json()).data[0].files_count).toBe(2);
  await page.reload();
  await expect(row(page, titles[0]!)).toContainText('Bekliyor');
  await expect(row(page, titles[0]!)).not.toContainText('Cihazda');

  // The administrator's gap report knows the device: everything it numbered arrived.
  const admin = await apiToken(request, 'admin');
  const gaps = (await (await request.get('/api/sync/gaps?perpage=300', { headers: { authorization: `Bearer ${admin}` } })).json()).data as {
    users: { name: string }[]; received_count: number; missing_count: number;
  }[];
  const device = gaps.find((g) => g.users.some((u) => u.name === 'Ayşe Doğan') && g.received_count >= 2);
  expect(device?.missing_count).toBe(0);
});

test('a request the server refuses waits for a correction, then goes once', { tag: '@sw' }, async ({ page, context, request }) => {
  const stamp = Date.now();
  const admin = await apiToken(request, 'admin');
  const auth = { authorization: `Bearer ${admin}` };
  const roles = await (await request.get(`/api/company/self/role?name=${encodeURIComponent('Talep Onaylayıcı')}`, { headers: auth })).json();
  const created = await request.post('/api/demand/type', { headers: auth, data: { name: `Geçici tür ${stamp}`, role_ids: [roles.data[0].id] } });
  expect(created.status()).toBe(201);
  const typeId = (await created.json()).data.id as number;

  await signIn(page, 'personel');
  await prepareDevice(page);
  // No reload: the connection drops while the app is open (TanStack then knows it is offline).
  await goOffline(context, page);
  const title = `Telsiz şarj aleti ${stamp}`;
  await raiseRequest(page, `Geçici tür ${stamp}`, title, 1, 3);
  // Meanwhile the type is withdrawn on the server.
  expect((await request.delete(`/api/demand/type/${typeId}`, { headers: auth })).ok()).toBe(true);

  await context.setOffline(false);
  await expect(row(page, title)).toContainText('Düzeltme bekliyor', { timeout: 30_000 });
  await expect(row(page, title)).toContainText('Talep türü bulunamadı.');

  // The Outbox screen says the same, and offers the correction.
  await page.goto('/outbox');
  await expect(page.getByTestId('outbox-item-error').first()).toContainText('Talep türü bulunamadı.');
  await page.goto('/demand-requests');
  await row(page, title).locator('[data-testid^=demand-request-fix-]').click();
  await expect(page.getByTestId('demand-request-refusal')).toContainText('Talep türü bulunamadı.');
  await page.getByTestId('demand-request-type').selectOption({ label: 'Yemek kartı' });
  await page.getByTestId('demand-request-save').click();

  const token = await apiToken(request, 'personel');
  await expect.poll(() => countOnServer(request, token, title), { timeout: 30_000 }).toBe(1);
  const list = await (await request.get(`/api/demand/request?perpage=300&keyword=${encodeURIComponent(title)}`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(list.data[0].demand_type.name).toBe('Yemek kartı');
  expect(list.data[0].files_count).toBe(1);
});

test.describe('with the connection cut in the middle of a replay', () => {
  // Playwright cannot route requests a service worker could see: the page's own outbox engine replays here.
  test.use({ serviceWorkers: 'block' });

  test('every request still arrives exactly once', async ({ page, request }) => {
    const stamp = Date.now();
    const titles = [1, 2, 3].map((n) => `Baret ${n} ${stamp}`);
    // The first record that reaches the server is stored there, but its answer is lost on the way back.
    let cut = 0;
    await page.route('**/api/demand/request', async (route) => {
      if (route.request().method() !== 'POST' || cut > 0) return route.continue();
      cut += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await signIn(page, 'personel');
    // Requests with photos always go through the outbox, online too.
    for (const [i, title] of titles.entries()) await raiseRequest(page, 'Ekipman talebi', title, 1, 10 + i);
    await expect(page.getByTestId('sync-count')).toHaveCount(0, { timeout: 45_000 });
    expect(cut).toBe(1);
    const token = await apiToken(request, 'personel');
    for (const title of titles) expect(await countOnServer(request, token, title)).toBe(1);
  });
});
