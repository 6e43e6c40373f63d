import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { turkeyDate } from '../../src/contracts/calendar';
import { displayDate } from '../../src/contracts/display-dates';
import { isTpssExpired, TPSS_MESSAGES } from '../../src/contracts/employees/tpss';
import { DEMO_PASSWORD } from './support/constants';
import { signIn } from './support/session';
import { expectScreenTitle, syncBadge } from './support/shell';

/** Issue 10: a screener whose TPSS certification has expired, in the drill and audit personnel pickers. */
async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/oauth/token', { data: { grant_type: 'password', username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token as string;
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, data: body });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return (await res.json()).data as T;
}

interface DrillMember { id: number; full_name: string; security_project_id: number; tpss_valid_until: string | null }

/** Ionic keeps the pages it left in the outlet: act only on the one on screen. */
const on = (page: Page, testId: string): Locator => page.locator('ion-router-outlet > .ion-page:not(.ion-page-hidden)').getByTestId(testId);
const input = (page: Page, testId: string) => on(page, testId).locator('input');

async function setOnline(context: BrowserContext, page: Page, online: boolean) {
  await context.setOffline(!online);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(online);
}

test('an expired TPSS is marked in the drill and audit pickers (offline too) and the server refuses the drill', async ({ page, context, request }) => {
  const stamp = `TPSS ${Date.now()}`;
  const today = turkeyDate(new Date());
  const token = await apiToken(request, 'denetci');

  // The demo data holds a screener of the inspector's ggh project whose TPSS has expired.
  const auditForm = await api<{ security_projects: { id: number }[]; titles: { id: number }[] }>(request, token, 'GET', '/ggh/audit/create');
  const gghProjects = new Set(auditForm.security_projects.map((p) => p.id));
  const members = await api<DrillMember[]>(request, token, 'GET', '/security-projects/positions/airsider-interview');
  const person = members.find((m) => gghProjects.has(m.security_project_id) && isTpssExpired(m.tpss_valid_until, today));
  expect(person, 'a demo screener with an expired TPSS').toBeDefined();
  const { id, full_name: name, security_project_id: projectId, tpss_valid_until: validUntil } = person!;
  const mark = `TPSS süresi dolmuş (${displayDate(validUntil!)})`;
  const [first, ...rest] = name.split(' ');
  const last = rest.join(' ');

  // An audit on that project with one visited project, for the finding form's picker.
  const own = await api<{ active_position: { id: number } }>(request, token, 'GET', '/auth/position/active');
  const audit = await api<{ id: number; uuid: string }>(request, token, 'POST', '/ggh/audit', {
    audit_code: `E2E-${stamp.replace(/\D/g, '').slice(-8)}`, started_at: today, ended_at: today, title_id: auditForm.titles[0]!.id, rating_id: 2,
    primary_supervisor_id: own.active_position.id, security_projects: [projectId], report_status_id: 1,
  });
  const project = await api<{ uuid: string }>(request, token, 'POST', `/ggh/audit/${audit.id}/project`, { security_project_id: projectId, started_at: '09:00', ended_at: '11:30' });

  await signIn(page, 'denetci');
  await page.goto('/drill/store');
  await expectScreenTitle(page, 'Yeni tatbikat');
  await expect(on(page, 'drill-code').locator('option', { hasText: 'TAT-02 Yasaklı Eşya' })).toHaveCount(1);
  await on(page, 'drill-project').selectOption(String(projectId));

  // Online: the server's search marks the person for today's drill, and the option cannot be chosen.
  await input(page, 'drill-person-search').fill(first!);
  const option = on(page, `drill-person-option-${id}`);
  await expect(on(page, `drill-person-tpss-expired-${id}`)).toContainText(mark);
  await expect(option).toHaveClass(/item-disabled/);

  // Offline: the same mark from the members the form keeps on the device.
  await setOnline(context, page, false);
  await input(page, 'drill-person-search').fill(last);
  await expect(on(page, `drill-person-tpss-expired-${id}`)).toContainText(mark);
  await expect(option).toHaveClass(/item-disabled/);
  await setOnline(context, page, true);

  // A drill dated on the last valid day may name the person; moved to today, the server refuses it.
  await input(page, 'drill-date').fill(displayDate(validUntil!));
  await input(page, 'drill-person-search').fill(name);
  await expect(option).not.toHaveClass(/item-disabled/);
  await expect(on(page, `drill-person-tpss-expired-${id}`)).toHaveCount(0);
  await option.click();
  await expect(on(page, 'drill-person-chosen')).toContainText(name);
  await input(page, 'drill-date').fill(displayDate(today));
  await on(page, 'drill-code').selectOption({ label: 'TAT-02 Yasaklı Eşya' });
  await on(page, 'drill-result').selectOption({ label: 'Başarılı' });
  await on(page, 'drill-description').locator('textarea').fill(stamp);
  await on(page, 'drill-save').click();

  await expect(on(page, 'drill-form')).toContainText(TPSS_MESSAGES.drillPersonExpired);
  // Nothing of the form is lost, nothing waits in the outbox, nothing reached the server.
  await expectScreenTitle(page, 'Yeni tatbikat');
  await expect(on(page, 'drill-person-chosen')).toContainText(name);
  await expect(on(page, 'drill-description').locator('textarea')).toHaveValue(stamp);
  await expect(input(page, 'drill-date')).toHaveValue(displayDate(today));
  await expect(on(page, 'drill-result')).toHaveValue('successful');
  await expect(syncBadge(page)).toHaveCount(0);
  const found = await request.post('/api/search/drill-audit?perpage=300', {
    headers: { authorization: `Bearer ${token}` },
    data: { groups: [{ sourceType: 'drill', logicalOperator: 'VE', conditions: [{ sourceField: { name: 'description' }, comparisonOperator: { value: 'contains' }, value: stamp }] }] },
  });
  expect(found.ok()).toBe(true);
  expect((await found.json()).meta_data.total).toBe(0);

  // The audit's finding form: the same person marked (not refused: a finding records what was seen).
  await page.goto(`/ggh/audit/${audit.uuid}/project/${project.uuid}/findingStore`);
  await expectScreenTitle(page, 'Yeni bulgu');
  await input(page, 'finding-personnel-search').fill(name);
  await expect(on(page, `finding-personnel-tpss-expired-${id}`)).toContainText(mark);
  await expect(on(page, `finding-personnel-option-${id}`)).not.toHaveClass(/item-disabled/);

  await setOnline(context, page, false);
  await input(page, 'finding-personnel-search').fill(last);
  await expect(on(page, 'finding-personnel')).toContainText('Bağlantı yok');
  await expect(on(page, `finding-personnel-tpss-expired-${id}`)).toContainText(mark);
});
