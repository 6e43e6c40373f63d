import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/constants';
import { pngPhoto } from './support/images';
import { nativeInput, signIn } from './support/session';
import { expectScreenTitle, syncBadge } from './support/shell';

/** The inspector records detections (view-detections); the detecter is the demo employee of the same project. */
const USER = 'denetci';
const PATH = '/api/prohibited-substance-detection';

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/oauth/token', { data: { grant_type: 'password', username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token as string;
}

interface Detection { id: number; description: string; files_count: number }

/** The detections on the server whose description is exactly this. */
async function onServer(request: APIRequestContext, token: string, description: string): Promise<Detection[]> {
  const res = await request.get(`${PATH}?perpage=300`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()).data as Detection[]).filter((d) => d.description === description);
}

const row = (page: Page, text: string) => page.getByTestId('detections-list').locator('tbody tr', { hasText: text });

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Picks Ayşe Doğan as the detecter (from 3 typed characters; offline from the members kept on the device). */
async function pickDetecter(page: Page) {
  await nativeInput(page, 'detection-member-search').fill('ayşe');
  await page.locator('[data-testid^=detection-member-option-]', { hasText: 'Ayşe Doğan' }).click();
  await expect(page.getByTestId('detection-member-chosen')).toContainText('Ayşe Doğan');
}

test('a prohibited-substance detection with a photo recorded offline arrives exactly once', { tag: '@sw' }, async ({ page, context, request }) => {
  const description = `Çevrimdışı çakı ${Date.now()}`;
  await signIn(page, USER);
  // Online once: the service worker takes the page and the form data (items, project members) reaches the device.
  await page.goto('/prohibited-form/store');
  await expect(page.getByTestId('detection-item').locator('option', { hasText: 'Bıçak' })).toHaveCount(1);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });

  await goOffline(context, page);
  await page.reload();
  await expectScreenTitle(page, 'Yeni yasaklı madde tespiti');
  await page.getByTestId('detection-item').selectOption({ label: 'Bıçak' });
  await pickDetecter(page);
  await page.locator('[data-testid=detection-flight] input').fill('tk2104');
  await page.locator('[data-testid=detection-description] textarea').fill(description);
  await page.getByTestId('detection-files-input').setInputFiles({ name: 'cakı.png', mimeType: 'image/png', buffer: pngPhoto(7) });
  await page.getByTestId('detection-save').click();

  await expectScreenTitle(page, 'Yasaklı Madde Tespitleri');
  await expect(row(page, description)).toContainText('Cihazda bekliyor');
  await expect(row(page, description).getByTestId('pending-thumbnail')).toHaveCount(1);
  await expect(row(page, description)).toContainText('TK2104');
  await expect(row(page, description)).toContainText('Ayşe Doğan');
  // Still there after a reload without a connection.
  await page.reload();
  await expect(row(page, description)).toContainText('Cihazda bekliyor');
  await expect(syncBadge(page)).toHaveText('1');

  const token = await apiToken(request, USER);
  expect(await onServer(request, token, description)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByTestId('sync-count')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(async () => (await onServer(request, token, description)).length, { timeout: 15_000 }).toBe(1);
  const [saved] = await onServer(request, token, description);
  expect(saved!.files_count).toBe(1);
  await page.reload();
  await expect(row(page, description)).toContainText('İstanbul Havalimanı Güvenlik');
  await expect(row(page, description)).not.toContainText('Cihazda');
  // Replays after it was acknowledged change nothing.
  await page.reload();
  expect(await onServer(request, token, description)).toHaveLength(1);
});

test('an online edit removes one file and adds another; the list filters and deletes with confirmation', async ({ page, request }) => {
  const description = `Düzenlenecek tespit ${Date.now()}`;
  const token = await apiToken(request, USER);
  const auth = { authorization: `Bearer ${token}` };
  const form = await (await request.get(`${PATH}/create`, { headers: auth })).json();
  const knife = form.data.items.find((i: { name: string }) => i.name === 'Bıçak').id as number;
  const ayse = form.data.members.find((m: { full_name: string }) => m.full_name === 'Ayşe Doğan').id as number;
  const created = await request.post(PATH, {
    headers: auth,
    multipart: {
      detecter_position_id: String(ayse), prohibited_substance_id: String(knife), description, detected_at: '2026-03-01T10:15',
      'files[0]': { name: 'birinci.png', mimeType: 'image/png', buffer: pngPhoto(1, 40, 30) },
      'files[1]': { name: 'ikinci.png', mimeType: 'image/png', buffer: pngPhoto(2, 40, 30) },
    },
  });
  expect(created.status()).toBe(201);
  const detection = (await created.json()).data as { id: number; files: { id: number; original_name: string }[] };

  await signIn(page, USER);
  await page.getByTestId('menu-prohibited-detections').click();
  await expectScreenTitle(page, 'Yasaklı Madde Tespitleri');
  // Filters live in the URL: the knife detections of Ayşe Doğan.
  await page.getByTestId('detection-filter-item').selectOption({ label: 'Bıçak' });
  await nativeInput(page, 'detection-filter-detecter_name').fill('AYŞE');
  await expect(page).toHaveURL(new RegExp(`prohibited_substance_id=${knife}.*detecter_name=`));
  await expect(row(page, description)).toHaveCount(1);
  await expect(page.getByTestId('detections-list').locator('tbody tr', { hasText: 'Tabanca' })).toHaveCount(0);
  await nativeInput(page, 'detection-filter-detecter_name').fill('kimse böyle değil');
  await expect(page.getByTestId('detections-list')).toContainText('Bu filtrelere uyan tespit kaydı yok.');
  await nativeInput(page, 'detection-filter-detecter_name').fill('');

  await row(page, description).getByTestId(`detection-open-${detection.id}`).click();
  await expectScreenTitle(page, 'Yasaklı madde tespiti düzenle');
  await expect(page.getByTestId('detection-file-list')).toContainText('birinci.png');
  await page.getByTestId(`detection-file-remove-${detection.files[0]!.id}`).click();
  await expect(page.getByTestId('detection-file-list')).not.toContainText('birinci.png');
  await page.getByTestId('detection-files-input').setInputFiles({ name: 'ucuncu.png', mimeType: 'image/png', buffer: pngPhoto(3, 40, 30) });
  await page.locator('[data-testid=detection-flight] input').fill('PC1882');
  await page.getByTestId('detection-save').click();
  await expect(page.locator('ion-toast').last()).toContainText('Prohibited substance detection successfully updated.');
  await expectScreenTitle(page, 'Yasaklı Madde Tespitleri');

  const after = (await (await request.get(`${PATH}/${detection.id}`, { headers: auth })).json()).data;
  expect(after.files.map((f: { original_name: string }) => f.original_name)).toEqual(['ikinci.png', 'ucuncu.png']);
  expect(after.flight_number).toBe('PC1882');

  await row(page, description).getByTestId(`detection-delete-${detection.id}`).click();
  await page.locator('ion-alert button', { hasText: 'Sil' }).click();
  await expect(page.locator('ion-toast').last()).toContainText('Prohibited substance detection successfully deleted.');
  await expect(row(page, description)).toHaveCount(0);
  expect((await request.get(`${PATH}/${detection.id}`, { headers: auth })).status()).toBe(404);
});
