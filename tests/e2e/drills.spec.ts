import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/constants';
import { nativeInput, signIn } from './support/session';
import { expectScreenTitle, syncBadge } from './support/shell';

/** A bearer token for API checks made beside the browser (what the server really holds). */
async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/oauth/token', { data: { grant_type: 'password', username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token as string;
}

const descriptionFilter = (text: string) => ({
  groups: [{ sourceType: 'drill', logicalOperator: 'VE', conditions: [{ sourceField: { name: 'description' }, comparisonOperator: { value: 'contains' }, value: text }] }],
});

/** How many drills on the server carry this text in their description. */
async function countOnServer(request: APIRequestContext, token: string, text: string): Promise<number> {
  const res = await request.post('/api/search/drill-audit?perpage=300', { headers: { authorization: `Bearer ${token}` }, data: descriptionFilter(text) });
  expect(res.ok()).toBe(true);
  return (await res.json()).meta_data.total as number;
}

/** An Airsider or Interviewer of the inspector's project (the demo seed places field staff at random). */
async function drillablePerson(request: APIRequestContext, token: string) {
  const res = await request.get('/api/security-projects/positions/airsider-interview', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  const members = (await res.json()).data as { id: number; full_name: string; security_project_id: number }[];
  expect(members.length).toBeGreaterThan(0);
  return members[0]!;
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('a drill recorded offline waits on the device and reaches the server exactly once', { tag: '@sw' }, async ({ page, context, request }) => {
  const stamp = `Çevrimdışı tatbikat ${Date.now()}`;
  const token = await apiToken(request, 'denetci');
  const person = await drillablePerson(request, token);

  await signIn(page, 'denetci');
  // Online once: the form's codes, projects and people reach the device, the service worker takes the page.
  await page.goto('/drill/store');
  await expect(page.getByTestId('drill-code').locator('option', { hasText: 'TAT-02 Yasaklı Eşya' })).toHaveCount(1);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });

  await goOffline(context, page);
  await page.reload();
  await expectScreenTitle(page, 'Yeni tatbikat');
  await page.getByTestId('drill-code').selectOption({ label: 'TAT-02 Yasaklı Eşya' });
  // The inspector works in two projects (a ggh and a uog one): the person's project is chosen first.
  await page.getByTestId('drill-project').selectOption(String(person.security_project_id));
  // Offline the person search runs over the members kept on the device.
  await nativeInput(page, 'drill-person-search').fill(person.full_name.slice(0, 5));
  await page.getByTestId(`drill-person-option-${person.id}`).click();
  await expect(page.getByTestId('drill-person-chosen')).toContainText(person.full_name);
  await page.getByTestId('drill-result').selectOption({ label: 'Başarılı' });
  await expect(page.getByTestId('drill-retest')).toHaveCount(0);
  await page.locator('[data-testid=drill-description] textarea').fill(stamp);
  await page.getByTestId('drill-save').click();

  await expectScreenTitle(page, 'Tatbikatlar');
  await expect(page.getByTestId('drill-pending')).toContainText('Cihazda bekliyor');
  await expect(page.getByTestId('drill-pending')).toContainText(person.full_name);
  await expect(syncBadge(page)).toHaveText('1');
  expect(await countOnServer(request, token, stamp)).toBe(0);

  // Back online: it goes once, and the list shows it from the server.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-count')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => countOnServer(request, token, stamp), { timeout: 15_000 }).toBe(1);
  await page.reload();
  await expect(page.getByTestId('drill-pending')).toHaveCount(0);
  await expect(page.getByTestId('drills-list')).toBeVisible();
  expect(await countOnServer(request, token, stamp)).toBe(1);
});

test('the drill list is filtered with the query builder', async ({ page, request }) => {
  const stamp = `Filtre ${Date.now()}`;
  const token = await apiToken(request, 'denetci');
  const person = await drillablePerson(request, token);
  const form = (await (await request.get('/api/drill/audit/create', { headers: { authorization: `Bearer ${token}` } })).json()).data;
  const positions = (await (await request.get('/api/auth/position/active', { headers: { authorization: `Bearer ${token}` } })).json()).data;
  for (const [i, result] of (['successful', 'unsuccessful'] as const).entries()) {
    const res = await request.post('/api/drill/audit', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        drill_code_id: form.drill_codes[i].id, security_project_id: person.security_project_id, drill_date: '2026-01-05',
        drill_creator_position_id: positions.active_position.id, drill_personal_position_id: person.id, drill_result: result, description: `${stamp} ${i + 1}`,
      },
    });
    expect(res.status()).toBe(201);
  }

  await signIn(page, 'denetci');
  await page.getByTestId('menu-drills').click();
  await expectScreenTitle(page, 'Tatbikatlar');
  const builder = page.getByTestId('drills-filter');
  await builder.getByTestId('qb-field').first().selectOption({ label: 'Açıklama' });
  await builder.getByTestId('qb-operator').first().selectOption({ label: 'içerir' });
  await builder.getByTestId('qb-value').first().fill(stamp);
  await builder.getByTestId('qb-submit').click();
  const rows = page.getByTestId('drills-list').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(person.full_name);

  // Narrowed further: only the failed one.
  await builder.getByTestId('qb-add-condition').first().click();
  await builder.getByTestId('qb-field').nth(1).selectOption({ label: 'Tatbikat sonucu' });
  await builder.getByTestId('qb-operator').nth(1).selectOption({ label: 'eşittir' });
  await builder.getByTestId('qb-value').nth(1).selectOption({ label: 'Başarısız' });
  await builder.getByTestId('qb-submit').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Başarısız');

  // Its edit form: a recorded result hides the retest; saving says so in the spec's words.
  await rows.first().locator('[data-testid^=drill-edit-]').click();
  await expectScreenTitle(page, 'Tatbikatı düzenle');
  await expect(page.getByTestId('drill-person-chosen')).toContainText(person.full_name);
  await expect(page.getByTestId('drill-retest')).toHaveCount(0);
  await page.getByTestId('drill-result').selectOption({ label: 'Sonuç girilmedi (tekrar test)' });
  await page.getByTestId('drill-retest-creator-me').click();
  await page.getByTestId('drill-save').click();
  await expect(page.locator('ion-toast').last()).toContainText('Tatbikat güncellendi.');
  await expectScreenTitle(page, 'Tatbikatlar');
  await expect(rows.first()).toContainText('Tekrar test bekleniyor');
});

test('the planning list shows who is due a drill and opens the form for them', async ({ page }) => {
  await signIn(page, 'denetci');
  await page.getByTestId('menu-drill-planning').click();
  await expectScreenTitle(page, 'Yapılmamış Tatbikatlar');
  await expect(page.getByTestId('drill-planning-period')).toContainText('Dönem:');
  const first = page.getByTestId('drill-planning-list').locator('tbody tr').first();
  await expect(first).toBeVisible();
  const name = (await first.locator('td').first().textContent())!.trim();
  await first.locator('[data-testid^=drill-plan-record-]').click();
  await expectScreenTitle(page, 'Yeni tatbikat');
  await expect(page.getByTestId('drill-person-chosen')).toContainText(name);
});

test.describe('warnings', () => {
  // Playwright cannot route requests a service worker could see.
  test.use({ serviceWorkers: 'block' });

  test('the warning list opens for its permission holder; a failed position search says why', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByTestId('menu-warnings').click();
    await expectScreenTitle(page, 'Uyarılar');
    await expect(page.getByTestId('warnings-list').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByTestId('warnings-list')).toContainText('Pozitif test sonucu');
    await page.getByTestId('warnings-project').selectOption({ index: 1 });
    await expect(page).toHaveURL(/project_id=\d+/);

    // Spec 2 §8: the first server error message of a failed search, as an error toast.
    await page.route('**/api/search/position**', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ errors: { q: ['Arama şu anda yapılamıyor.', 'İkinci mesaj'] } }) }));
    await nativeInput(page, 'warnings-position-input').fill('Ayşe');
    await expect(page.locator('ion-toast').last()).toContainText('Arama şu anda yapılamıyor.');
  });
});

test('the shift list opens for a holder of view-shift, week by week', async ({ page }) => {
  await signIn(page, 'operasyon.muduru');
  await page.getByTestId('menu-shifts').click();
  await expectScreenTitle(page, 'Vardiya Listesi');
  await expect(page.getByTestId('shift-table')).toBeVisible();
  // The manager's projects hold every seeded employee now: any planned shift shows the list works.
  await expect(page.getByTestId('shift-table')).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
  const label = await page.getByTestId('shift-week-label').textContent();
  await page.getByTestId('shift-next-week').click();
  await expect(page.getByTestId('shift-week-label')).not.toHaveText(label!);
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  await page.getByTestId('shift-this-week').click();
  await expect(page.getByTestId('shift-week-label')).toHaveText(label!);
});
