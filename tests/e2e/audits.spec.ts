import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/constants';
import { pngPhoto } from './support/images';
import { signIn, type DemoUser } from './support/session';
import { expectScreenTitle } from './support/shell';

/** A bearer token for API checks made beside the browser (what the server really holds). */
async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/oauth/token', { data: { grant_type: 'password', username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token as string;
}

async function apiGet<T = unknown>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path} → ${res.status()}`).toBe(true);
  return (await res.json()).data as T;
}

interface ApiAudit { id: number; uuid: string; audit_code: string; optional_supervisor: { full_name: string } | null; is_submitted: boolean; is_approved: boolean; observer_approved_at: string | null; admin_approved_at: string | null; findings_count: number; flight_code: { label: string } | null }
interface ApiProject { uuid: string; findings_count: number }
interface ApiFinding { uuid: string; title: string | null; personal_text: string | null; personel_storage_type: string | null; started_at: string | null; images: { original_name: string; sha256: string; size: number }[]; positions: { id: number; full_name: string }[] }

/** The audits with this code on the server (each must arrive exactly once). */
async function auditsWithCode(request: APIRequestContext, token: string, family: string, code: string): Promise<ApiAudit[]> {
  return (await apiGet<ApiAudit[]>(request, token, `/${family}/audit?perpage=300`)).filter((a) => a.audit_code === code);
}

/** Ionic keeps the pages it left in the outlet: act only on the one on screen. */
const visiblePage = (page: Page) => page.locator('ion-router-outlet > .ion-page:not(.ion-page-hidden)');
const on = (page: Page, testId: string): Locator => visiblePage(page).getByTestId(testId);
/** Ionic renders a native <input> inside each <ion-input>: type into that one. */
const nativeInput = (page: Page, testId: string) => visiblePage(page).locator(`[data-testid=${testId}] input`);
const toast = (page: Page) => page.locator('ion-toast').last();
const confirmButton = (page: Page, text: string) => page.locator('ion-alert button', { hasText: text });

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Types a date into the form kit's dd/mm/yyyy field. */
async function typeDate(page: Page, testId: string, ddmmyyyy: string) {
  const input = nativeInput(page, testId);
  await input.click();
  await input.pressSequentially(ddmmyyyy.replaceAll('/', ''));
}

/** Fills the audit form shown on screen (ggh and k9 leave the uog fields alone). */
async function fillAudit(page: Page, opts: { code?: string; day: string; from: string; to: string; project?: string; uogProject?: string; flightCode?: boolean; mediaUrl?: string }) {
  if (opts.code) await nativeInput(page, 'audit-code').fill(opts.code);
  await typeDate(page, 'audit-start-date', opts.day);
  await nativeInput(page, 'audit-start-time').fill(opts.from);
  await typeDate(page, 'audit-end-date', opts.day);
  await nativeInput(page, 'audit-end-time').fill(opts.to);
  await on(page, 'audit-title').selectOption({ index: 1 });
  await on(page, 'audit-rating').selectOption({ label: 'Kısmen uygun' });
  if (opts.project) await on(page, 'audit-security-projects').locator('label', { hasText: opts.project }).locator('input').check();
  if (opts.uogProject) await on(page, 'audit-security-project').selectOption({ label: opts.uogProject });
  if (opts.flightCode) await on(page, 'audit-flight-code').selectOption({ index: 1 });
  if (opts.mediaUrl) await nativeInput(page, 'audit-media-url').fill(opts.mediaUrl);
  // The signed-in auditor is the supervisor by default (known on the device, online or not).
  await expect(on(page, 'audit-primary-supervisor-chosen')).not.toHaveText('Seçilmedi');
}

async function addProject(page: Page, from: string, to: string) {
  await on(page, 'project-create').click();
  await expectScreenTitle(page, 'Denetime proje ekle');
  await nativeInput(page, 'project-started').fill(from);
  await nativeInput(page, 'project-ended').fill(to);
  await on(page, 'project-save').click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}\/findings?$/);
}

/** Another user in a browser of their own (the auditor's device keeps its session). */
async function asUser(browser: Browser, baseURL: string, user: DemoUser): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'tr-TR', timezoneId: 'Europe/Istanbul', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

async function approve(page: Page, auditUuid: string, button: 'audit-approve-observer' | 'audit-approve-admin', confirm: string, message: string) {
  await page.goto(`/ggh/auditStore/${auditUuid}`);
  await on(page, button).click();
  await confirmButton(page, confirm).click();
  await expect(toast(page)).toContainText(message);
}

test('an auditor records a ggh audit offline (2 projects × 2 findings with photos); it arrives once, is submitted and approved twice', { tag: '@sw' }, async ({ page, context, request, browser, baseURL }) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now()).slice(-8);
  const code = `E2E-GGH-${stamp}`;
  const token = await apiToken(request, 'denetci');

  await signIn(page, 'denetci');
  // Online once: the service worker takes the page and the form's lists reach the device, with
  // the members of the auditor's projects (personnel and supervisors offline). Nothing else of
  // them has been seen on this device: no search, no audit naming them.
  await page.goto('/ggh/audit/list');
  await expect(on(page, 'audit-list')).toBeVisible();
  await page.goto('/ggh/auditStore');
  await expect(on(page, 'audit-security-projects')).toContainText('İstanbul Havalimanı Güvenlik');
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });

  await goOffline(context, page);
  await page.reload();
  await expectScreenTitle(page, 'Yeni GGH denetimi');
  await fillAudit(page, { code, day: '12/03/2026', from: '08:00', to: '16:30', project: 'İstanbul Havalimanı Güvenlik' });
  // The optional supervisor, searched offline among the project's members ('gunes' finds 'Güneş').
  await nativeInput(page, 'audit-optional-supervisor-offline-input').pressSequentially('gunes');
  await on(page, 'audit-optional-supervisor-offline').locator('ion-item', { hasText: 'İsmail Güneş' }).first().click();
  await expect(on(page, 'audit-optional-supervisor-chosen')).toHaveText('İsmail Güneş');
  await on(page, 'audit-save').click();
  await expect(toast(page)).toContainText('Cihaza kaydedildi');
  await expectScreenTitle(page, 'GGH denetim projeleri');
  const auditUuid = /\/ggh\/audit\/([0-9a-f-]{36})\/projects/.exec(page.url())![1]!;
  await expect(on(page, 'audit-workflow-device')).toBeVisible();

  // One photo wider than 1920 px, compressed on the device offline (its worker and library come from
  // the precache); the others are within the target and go as picked (src/lib/photos/prepare-photo.ts).
  const picked = (p: number, n: number, i: number) => (p === 1 && n === 1 && i === 1 ? pngPhoto(111, 4000, 300) : pngPhoto(p * 100 + n * 10 + i));
  let memberId = 0;
  for (const [p, times] of [[1, ['08:30', '11:00']], [2, ['12:00', '15:45']]] as const) {
    if (p === 2) {
      await on(page, 'audit-summary-projects').click();
      await expectScreenTitle(page, 'GGH denetim projeleri');
    }
    await addProject(page, times[0], times[1]);
    for (const n of [1, 2]) {
      await on(page, 'finding-create').click();
      await expectScreenTitle(page, 'Yeni bulgu');
      const form = on(page, 'finding-form');
      await form.getByTestId('finding-rating').selectOption({ label: n === 1 ? 'Uygun değil' : 'Kısmen uygun' });
      await form.locator('[data-testid=finding-title] textarea').fill(`Proje ${p} bulgu ${n} ${stamp}`);
      await form.locator('[data-testid=finding-personal-text] textarea').fill('Vardiya A, Vardiya B');
      if (p === 1 && n === 1) {
        // A project member as personnel, without a signal: typed without Turkish letters, found on the device.
        await nativeInput(page, 'finding-personnel-search').pressSequentially('ayse dog');
        const option = form.locator('[data-testid^=finding-personnel-option-]', { hasText: 'Ayşe Doğan' }).first();
        await expect(option).toContainText('Güvenlik Operasyonları - Personel');
        await expect(form.getByTestId('finding-personnel')).toContainText('Bağlantı yok');
        const optionId = await option.getAttribute('data-testid');
        memberId = Number(/(\d+)$/.exec(optionId!)![1]);
        await option.click();
        await expect(form.getByTestId(`finding-personnel-chosen-${memberId}`)).toHaveText(/Ayşe Doğan/);
      }
      await form.getByTestId('finding-photos-input').setInputFiles(
        [1, 2].map((i) => ({ name: `p${p}-b${n}-${i}.png`, mimeType: 'image/png', buffer: picked(p, n, i) })),
      );
      await expect(form.locator('[data-testid^=finding-new-photo-][data-testid$=-open]')).toHaveCount(2, { timeout: 20_000 });
      await form.getByTestId('finding-save').click();
      const row = on(page, 'finding-list').locator('tbody tr', { hasText: `Proje ${p} bulgu ${n} ${stamp}` });
      await expect(row).toContainText('Cihazda bekliyor');
      await expect(row.getByTestId('pending-thumbnail')).toHaveCount(2);
    }
  }

  // An edit made offline to a record not sent yet: it waits in the same chain.
  const list = on(page, 'finding-list');
  await list.locator('tbody tr', { hasText: `Proje 2 bulgu 2 ${stamp}` }).locator('[data-testid^=finding-open-]').click();
  await expectScreenTitle(page, 'Bulgu');
  await visiblePage(page).locator('[data-testid=finding-title] textarea').fill(`Proje 2 bulgu 2 düzeltildi ${stamp}`);
  await on(page, 'finding-save').click();
  await expect(on(page, 'finding-list')).toContainText(`Proje 2 bulgu 2 düzeltildi ${stamp}`);

  // Still offline, after a reload: the audit waits on the device, counted with its findings.
  await page.goto('/ggh/audit/list');
  const auditRow = on(page, 'audit-list').locator('tbody tr', { hasText: code });
  await expect(auditRow).toContainText('Cihazda bekliyor');
  await expect(on(page, `audit-row-findings-${auditUuid}`)).toHaveText('4');
  expect(await auditsWithCode(request, token, 'ggh', code)).toHaveLength(0);
  // Approval needs the server.
  await auditRow.locator('[data-testid^=audit-open-]').click();
  await expect(on(page, 'audit-workflow-device')).toContainText('cihazda');

  // Back online: everything arrives, parents first, exactly once.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-count')).toHaveCount(0, { timeout: 90_000 });
  const [audit] = await auditsWithCode(request, token, 'ggh', code);
  expect(await auditsWithCode(request, token, 'ggh', code)).toHaveLength(1);
  expect(audit!.uuid).toBe(auditUuid);
  expect(audit!.findings_count).toBe(4);
  expect(audit!.optional_supervisor?.full_name).toBe('İsmail Güneş');
  const projects = await apiGet<ApiProject[]>(request, token, `/ggh/audit/${auditUuid}/project?perpage=300`);
  expect(projects.map((p) => p.findings_count)).toEqual([2, 2]);
  for (const project of projects) {
    const findings = await apiGet<ApiFinding[]>(request, token, `/ggh/audit/${auditUuid}/project/${project.uuid}/finding?perpage=300`);
    expect(findings).toHaveLength(2);
    for (const f of findings) expect(f.images).toHaveLength(2);
  }
  const arrived = (await Promise.all(projects.map((p) => apiGet<ApiFinding[]>(request, token, `/ggh/audit/${auditUuid}/project/${p.uuid}/finding?perpage=300`)))).flat();
  const images = arrived.flatMap((f) => f.images);
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  const wide = images.find((img) => img.original_name === 'p1-b1-1.png')!;
  expect(wide.sha256).not.toBe(sha256(picked(1, 1, 1)));
  expect(wide.size).toBeLessThan(picked(1, 1, 1).length);
  expect(images.find((img) => img.original_name === 'p1-b1-2.png')!.sha256).toBe(sha256(picked(1, 1, 2)));
  const titles = arrived.map((f) => f.title);
  expect(titles).toContain(`Proje 2 bulgu 2 düzeltildi ${stamp}`);
  expect(titles).not.toContain(`Proje 2 bulgu 2 ${stamp}`);
  // The member chosen offline arrived as the finding's personnel.
  expect(arrived.find((f) => f.title === `Proje 1 bulgu 1 ${stamp}`)!.positions).toEqual([{ id: memberId, user_id: expect.any(Number), full_name: 'Ayşe Doğan' }]);
  expect(arrived.filter((f) => f.positions.length > 0)).toHaveLength(1);

  // Submitted for approval online.
  await page.goto(`/ggh/auditStore/${auditUuid}`);
  await expect(on(page, 'audit-state-badges')).toContainText('Taslak');
  await on(page, 'audit-submit-approval').click();
  await confirmButton(page, 'Onaya gönder').click();
  await expect(toast(page)).toContainText('Denetim onaya gönderildi.');
  await expect(on(page, 'audit-state-badges')).toContainText('Onay bekliyor');

  const observer = await asUser(browser, baseURL!, 'gozlemci');
  await approve(observer, auditUuid, 'audit-approve-observer', 'Gözlemci onayı', 'Gözlemci onayı kaydedildi.');
  await observer.context().close();
  const admin = await asUser(browser, baseURL!, 'admin');
  // The second approval completes it: the server says so.
  await approve(admin, auditUuid, 'audit-approve-admin', 'Yönetici onayı', 'Denetim onaylandı.');
  await expect(on(admin, 'audit-state-badges')).toContainText('Onaylandı');
  await admin.context().close();
  const [approved] = await auditsWithCode(request, token, 'ggh', code);
  expect(approved).toMatchObject({ is_submitted: true, is_approved: true });
  expect(approved!.observer_approved_at).not.toBeNull();
  expect(approved!.admin_approved_at).not.toBeNull();

  // Approved: the auditor's form is read-only.
  await page.goto(`/ggh/auditStore/${auditUuid}`);
  await expect(on(page, 'audit-lock')).toContainText('Onaylanmış denetim değiştirilemez.');
  await expect(on(page, 'audit-save')).toHaveCount(0);
});

test('a k9 finding names its personnel as free text (row)', async ({ page, context, request }) => {
  const stamp = String(Date.now()).slice(-8);
  const code = `E2E-K9-${stamp}`;
  await signIn(page, 'denetci');
  await page.goto('/k9/audit/list');
  await on(page, 'audit-create').click();
  await expectScreenTitle(page, 'Yeni K9 denetimi');
  await fillAudit(page, { code, day: '13/03/2026', from: '22:00', to: '23:30', project: 'İstanbul Havalimanı Güvenlik' });
  await on(page, 'audit-save').click();
  await expect(toast(page)).toContainText('Denetim oluşturuldu.');
  await expectScreenTitle(page, 'K9 denetim projeleri');
  await addProject(page, '22:00', '23:00');
  await expect(page).toHaveURL(/\/k9\/audit\/[0-9a-f-]{36}\/project\/[0-9a-f-]{36}\/findings$/);

  await on(page, 'finding-create').click();
  const form = on(page, 'finding-form');
  await form.getByTestId('finding-rating').selectOption({ label: 'Kısmen uygun' });
  await form.locator('[data-testid=finding-title] textarea').fill(`Köpek ekibi geç konuşlandı ${stamp}`);
  await form.getByTestId('finding-storage-row').check();
  await expect(form.getByTestId('finding-personnel')).toHaveCount(0);
  await form.locator('[data-testid=finding-personal-text] textarea').fill('Ekip K-7: Mert Aydın, Selin Acar');
  await form.getByTestId('finding-save').click();
  await expect(toast(page)).toContainText('Bulgu oluşturuldu.');
  const row = on(page, 'finding-list').locator('tbody tr', { hasText: stamp });
  await expect(row).toContainText('Ekip K-7: Mert Aydın');

  const token = await apiToken(request, 'denetci');
  const [audit] = await auditsWithCode(request, token, 'k9', code);
  const [project] = await apiGet<ApiProject[]>(request, token, `/k9/audit/${audit!.uuid}/project`);
  const findings = await apiGet<ApiFinding[]>(request, token, `/k9/audit/${audit!.uuid}/project/${project!.uuid}/finding`);
  expect(findings).toHaveLength(1);
  expect(findings[0]).toMatchObject({ personel_storage_type: 'row', personal_text: 'Ekip K-7: Mert Aydın, Selin Acar' });

  // Without a signal the audit still opens (its last copy), but sending it for approval says it needs the network.
  await goOffline(context, page);
  await on(page, 'audit-summary-open').click();
  await expectScreenTitle(page, 'K9 denetimi');
  await expect(on(page, 'audit-workflow-offline')).toHaveText('Onaya göndermek için internet bağlantısı gerekir.');
  await on(page, 'audit-submit-approval').click();
  await expect(toast(page)).toContainText('Onaya göndermek için internet bağlantısı gerekir.');
  await context.setOffline(false);
  expect((await auditsWithCode(request, token, 'k9', code))[0]!.is_submitted).toBe(false);
});

test('a uog audit with a flight code gets its findings directly, with times, names and a photo', async ({ page, request }) => {
  const stamp = String(Date.now()).slice(-8);
  await signIn(page, 'admin');
  await page.goto('/uog/audit/list');
  await on(page, 'audit-create').click();
  await expectScreenTitle(page, 'Yeni UOG denetimi');
  await fillAudit(page, { day: '14/03/2026', from: '05:30', to: '08:00', uogProject: 'Ankara Esenboğa Operasyon', flightCode: true, mediaUrl: `https://medya.apron.example/uog/${stamp}.mp4` });
  await on(page, 'audit-save').click();
  await expect(toast(page)).toContainText('Denetim oluşturuldu.');
  await expect(page).toHaveURL(/\/uog\/audit\/[0-9a-f-]{36}\/finding$/);
  const auditUuid = /\/uog\/audit\/([0-9a-f-]{36})\/finding/.exec(page.url())![1]!;

  for (const [n, times] of [[1, ['05:45', '06:10']], [2, ['06:30', '07:00']]] as const) {
    await on(page, 'finding-create').click();
    await expectScreenTitle(page, 'Yeni bulgu');
    const form = on(page, 'finding-form');
    await nativeInput(page, 'finding-started').fill(times[0]);
    await nativeInput(page, 'finding-ended').fill(times[1]);
    await form.getByTestId('finding-rating').selectOption({ label: 'Uygun değil' });
    await form.locator('[data-testid=finding-personal-text] textarea').fill(`Hasan Yılmaz ${stamp}, Fatma Kara`);
    if (n === 2) {
      await form.getByTestId('finding-photos-input').setInputFiles([{ name: 'kapi.png', mimeType: 'image/png', buffer: pngPhoto(77) }]);
      await expect(form.locator('[data-testid^=finding-new-photo-][data-testid$=-open]')).toHaveCount(1, { timeout: 20_000 });
    }
    await form.getByTestId('finding-save').click();
    await expectScreenTitle(page, 'Bulgular');
  }
  await expect(page.getByTestId('sync-count')).toHaveCount(0, { timeout: 30_000 });

  const token = await apiToken(request, 'admin');
  const audit = await apiGet<ApiAudit>(request, token, `/uog/audit/${auditUuid}`);
  expect(audit.flight_code?.label).toBeTruthy();
  expect(audit.findings_count).toBe(2);
  const findings = await apiGet<ApiFinding[]>(request, token, `/uog/audit/${auditUuid}/finding`);
  expect(findings.map((f) => f.started_at).sort()).toEqual(['05:45', '06:30']);
  expect(findings.map((f) => f.images.length).sort()).toEqual([0, 1]);

  // The photo opens in the viewer (at most 650 px wide).
  await page.reload();
  const withPhoto = findings.find((f) => f.images.length === 1)!;
  await on(page, `finding-open-${withPhoto.uuid}`).click();
  await expectScreenTitle(page, 'Bulgu');
  await visiblePage(page).locator('[data-testid^=finding-image-][data-testid$=-open]').click();
  const viewer = on(page, 'audit-image-viewer');
  await expect(viewer.locator('img')).toBeVisible();
  expect(await viewer.locator('img').evaluate((img: Element) => img.getBoundingClientRect().width)).toBeLessThanOrEqual(650);
  // Shown whole: nothing of the photo past the dialog's right edge (issue 9).
  const fit = await viewer.evaluate((d: Element) => {
    const img = d.querySelector('img')!.getBoundingClientRect();
    const box = d.getBoundingClientRect();
    return { overflow: d.scrollWidth - d.clientWidth, right: img.right - box.right };
  });
  expect(fit.overflow).toBeLessThanOrEqual(0);
  expect(fit.right).toBeLessThanOrEqual(0);
});
