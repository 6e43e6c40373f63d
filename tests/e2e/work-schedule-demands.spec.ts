import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/constants';
import { submitLogin } from './support/session';
import { expectScreenTitle, syncBadge } from './support/shell';

/**
 * Work-schedule demands (spec 2 §2, §4, §5, §6): a long-period demand approved at manager level,
 * the shift-start rule for rejecting an approved demand, and a demand made offline.
 */

const DAY = 86_400_000;
/** 'yyyy-MM-dd' in Türkiye, `days` from today. */
const dayFrom = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() + days * DAY));
/** The form's date mask: dd/mm/yyyy. */
const typed = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/**
 * A day in a range of its own per journey (personel's demands may not overlap), random inside it so
 * a second run against the same server is unlikely to meet the first one's days.
 */
const freeDay = (from: number, span: number) => from + Math.floor(Math.random() * span);

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/oauth/token', { data: { grant_type: 'password', username, password: DEMO_PASSWORD } });
  expect(res.ok(), `sign-in of ${username}`).toBe(true);
  return (await res.json()).access_token as string;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function idOf(request: APIRequestContext, token: string, url: string, match: (row: Record<string, unknown>) => boolean): Promise<number> {
  const rows = (await (await request.get(url, { headers: auth(token) })).json()).data as Record<string, unknown>[];
  return rows.find(match)!.id as number;
}

/** A period taking requests now for IST, its shift days from `shiftFrom` days from today for 80 days. */
async function makePeriod(request: APIRequestContext, admin: string, name: string, shiftFrom: number): Promise<number> {
  const form = (await (await request.get('/api/gss/work-schedule-demand-period/create', { headers: auth(admin) })).json()).data;
  const ist = (form.ggh_projects as { id: number; short_code: string }[]).find((p) => p.short_code === 'IST')!.id;
  const res = await request.post('/api/gss/work-schedule-demand-period', {
    headers: auth(admin),
    data: {
      name, request_start_date: new Date(Date.now() - 3600_000).toISOString(), request_end_date: new Date(Date.now() + 10 * DAY).toISOString(),
      shift_start_date: dayFrom(shiftFrom), shift_end_date: dayFrom(shiftFrom + 80), ggh_projects_ids: [ist], uog_projects_ids: [],
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.id as number;
}

/** Signs in from /login as any demo user (after signing out whoever was) and waits for the dashboard. */
async function signInAs(page: Page, username: string) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await submitLogin(page, username, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Fills the create form on screen and saves; answers whether the long-period confirmation was asked. */
async function fillDemand(page: Page, o: { kind: 'short-period' | 'long-period'; type: string; period: string; start: string; end?: string }) {
  await page.getByTestId(`wsd-demand-kind-${o.kind}`).check();
  await page.getByTestId('wsd-demand-type').selectOption({ label: o.type });
  await page.getByTestId('wsd-demand-period').locator('option', { hasText: o.period }).waitFor({ state: 'attached' });
  const periodValue = await page.getByTestId('wsd-demand-period').locator('option', { hasText: o.period }).getAttribute('value');
  await page.getByTestId('wsd-demand-period').selectOption(periodValue!);
  await page.locator('[data-testid=wsd-demand-start] input').fill(typed(o.start));
  if (o.end) await page.locator('[data-testid=wsd-demand-end] input').fill(typed(o.end));
  await page.getByTestId('wsd-demand-save').click();
}

const myRow = (page: Page, text: string) => page.getByTestId('wsd-my-demands').locator('tbody tr', { hasText: text });

test('a long-period demand by personel is approved at manager level by the Operations Manager', async ({ page, request }) => {
  const stamp = Date.now();
  const admin = await apiToken(request, 'admin');
  const periodName = `Uzun dönem ${stamp}`;
  const periodId = await makePeriod(request, admin, periodName, 1);
  const personelToken = await apiToken(request, 'personel');
  const countNow = async () => (await (await request.get('/api/gss/work-schedule-demand/create', { headers: auth(personelToken) })).json()).data.long_period_count as number;
  // Two long-period demands this year already (made here through the API if need be): the warning must show.
  const fixed = await idOf(request, admin, '/api/gss/work-schedule-demand-type?perpage=300', (x) => x.name === 'Sabit vardiya');
  for (let day = 12; (await countNow()) < 2; day += 2) {
    await request.post('/api/gss/work-schedule-demand', {
      headers: auth(personelToken), data: { type: 'long-period', type_id: fixed, period_id: periodId, request_start_date: dayFrom(day), request_end_date: dayFrom(day) },
    });
  }
  const count = await countNow();
  const start = freeDay(30, 14);

  await signInAs(page, 'personel');
  await page.getByTestId('menu-work-schedule-demands').click();
  await expectScreenTitle(page, 'Çalışma Programı Taleplerim');
  await expect(page).toHaveURL(/\/work-schedule-demand\/list\/1\?/);
  await page.getByTestId('wsd-demand-create').click();
  await expectScreenTitle(page, 'Yeni çalışma programı talebi');
  await fillDemand(page, { kind: 'long-period', type: 'Sabit vardiya', period: periodName, start: dayFrom(start), end: dayFrom(start + 1) });
  // Spec 2 §5: with two or more long-period demands, the requester is asked to talk to the Operations Manager.
  const dialog = page.locator('ion-alert');
  await expect(dialog).toContainText('Operasyon Müdürü ile görüşünüz');
  await expect(dialog).toContainText(`Bu yıl ${count} uzun dönem talebiniz bulunuyor.`);
  await dialog.getByRole('button', { name: 'Talebi gönder' }).click();
  await expect(page.getByTestId('wsd-demand-status')).toHaveText('Müdür onayı bekliyor');
  await expect(page.getByTestId('wsd-demand-days')).toHaveText(`${typed(dayFrom(start))} – ${typed(dayFrom(start + 1))}`);
  const demandId = Number(/\/work-schedule-demand\/(\d+)\/view/.exec(page.url())![1]);

  // Shift management cannot approve it: it waits for the manager (checked on the server).
  const chief = await apiToken(request, 'operasyon.muduru');
  await signInAs(page, 'operasyon.muduru');
  await page.getByTestId('menu-work-schedule-demand-review').click();
  await expectScreenTitle(page, 'Çalışma Programı Talep Onayı');
  await page.getByTestId('wsd-review-period_id').selectOption(String(periodId));
  await expect(page.getByTestId(`wsd-review-status-${demandId}`)).toHaveText('Müdür onayı bekliyor');
  await page.getByTestId(`wsd-review-select-${demandId}`).check();
  await page.getByTestId('wsd-review-approve').click();
  await expect(page.getByTestId(`wsd-review-status-${demandId}`)).toHaveText('Onaylandı');

  const shown = (await (await request.get(`/api/gss/work-schedule-demand/${demandId}`, { headers: auth(chief) })).json()).data;
  expect(shown).toMatchObject({ status: 'approved', type: 'long-period', work_schedule: null, decided_by: { full_name: 'Kemal Öztürk' }, long_period_count: count });
});

test('shift management may not reject an approved demand once the period\'s shift start date has passed', async ({ page, request }) => {
  const stamp = Date.now();
  const admin = await apiToken(request, 'admin');
  const periodId = await makePeriod(request, admin, `Başlamış dönem ${stamp}`, -2);
  const personel = await apiToken(request, 'personel');
  const offType = await idOf(request, admin, '/api/gss/work-schedule-demand-type?perpage=300', (x) => x.name === 'İzin (off) günü');
  const made = await request.post('/api/gss/work-schedule-demand', {
    headers: auth(personel), data: { type: 'short-period', type_id: offType, period_id: periodId, request_start_date: dayFrom(freeDay(46, 12)) },
  });
  expect(made.status()).toBe(201);
  const demand = (await made.json()).data as { id: number; number: string };
  const chief = await apiToken(request, 'operasyon.muduru');
  expect((await request.put('/api/gss/work-schedule-demand-approve', { headers: auth(chief), data: { ids: [demand.id] } })).status()).toBe(200);

  await signInAs(page, 'sef');
  await page.goto(`/work-schedule-demand-review/${demand.id}/view`);
  await expect(page.getByTestId('wsd-demand-status')).toHaveText('Onaylandı');
  await expect(page.getByTestId('wsd-review-reject-one')).toHaveAttribute('disabled', /.*/);
  await expect(page.getByTestId('wsd-review-refusal')).toContainText('yalnızca Operasyon Müdürü reddedebilir');

  // The server refuses it too, whatever the screen offers.
  const sef = await apiToken(request, 'sef');
  const refused = await request.put('/api/gss/work-schedule-demand-reject', { headers: auth(sef), data: { ids: [demand.id], reason: 'Plan değişti.' } });
  expect(refused.status()).toBe(422);
  expect(JSON.stringify(await refused.json())).toContain(`${demand.number}: Dönemin vardiya başlangıç tarihi geçtiği için`);
  const still = (await (await request.get(`/api/gss/work-schedule-demand/${demand.id}`, { headers: auth(sef) })).json()).data;
  expect(still.status).toBe('approved');
});

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('a demand made offline waits on the device and is sent exactly once on reconnection', { tag: '@sw' }, async ({ page, context, request }) => {
  const stamp = Date.now();
  const admin = await apiToken(request, 'admin');
  const periodName = `Çevrimdışı ${stamp}`;
  const periodId = await makePeriod(request, admin, periodName, 1);
  const day = dayFrom(freeDay(60, 18));
  const personel = await apiToken(request, 'personel');
  const onServer = async () =>
    ((await (await request.get('/api/gss/work-schedule-demand?perpage=300', { headers: auth(personel) })).json()).data as { period: { id: number }; request_start_date: string }[])
      .filter((d) => d.period.id === periodId && d.request_start_date === day).length;

  await signInAs(page, 'personel');
  // Online once: the form's data reaches the device, and the service worker takes the page.
  await page.goto('/work-schedule-demand/create');
  await expect(page.getByTestId('wsd-demand-period').locator('option', { hasText: periodName })).toHaveCount(1);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });

  await goOffline(context, page);
  await page.reload();
  await expectScreenTitle(page, 'Yeni çalışma programı talebi');
  await expect(page.getByTestId('wsd-demand-form-offline')).toBeVisible();
  await fillDemand(page, { kind: 'short-period', type: 'İzin (off) günü (izin günü)', period: periodName, start: day });
  await expectScreenTitle(page, 'Çalışma Programı Taleplerim');
  const row = myRow(page, typed(day));
  await expect(row).toContainText('Cihazda bekliyor');
  await expect(syncBadge(page)).toHaveText('1');
  expect(await onServer()).toBe(0);

  await context.setOffline(false);
  await expect(page.getByTestId('sync-count')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(onServer, { timeout: 15_000 }).toBe(1);
  await page.reload();
  await expect(myRow(page, typed(day))).toContainText('Onay bekliyor');
  await expect(myRow(page, typed(day))).not.toContainText('Cihazda');
  expect(await onServer()).toBe(1);
});
