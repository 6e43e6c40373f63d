import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/constants';
import { nativeInput, signIn } from './support/session';
import { expectScreenTitle } from './support/shell';

/**
 * Correspondence and document sharing journeys (issue 13). The receiving user is saha.personeli
 * (role Airsider), whom no other journey signs in as: a mandatory item sent here blocks no one else.
 */
async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/oauth/token', { data: { grant_type: 'password', username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token as string;
}

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** Types and sends an item from the create form; answers nothing (the detail page opens). */
async function compose(page: Page, subject: string, body: string, opts: { mandatory?: boolean; role?: string; draft?: boolean }) {
  await expectScreenTitle(page, 'Yeni yazışma');
  await nativeInput(page, 'correspondence-subject-input').fill(subject);
  await page.getByTestId('correspondence-body-editor').click();
  await page.keyboard.type(body);
  if (opts.mandatory) await page.getByTestId('correspondence-mandatory').click();
  if (opts.role) {
    await page.getByTestId('receivers-type').selectOption('role');
    await nativeInput(page, 'receivers-search').fill(opts.role);
    await page.getByTestId('receivers').getByRole('button', { name: new RegExp(`\\+ ${opts.role}`) }).first().click();
    await expect(page.getByTestId('receivers').locator('ion-chip')).toHaveCount(1);
  }
  await page.getByTestId(opts.draft ? 'correspondence-save-draft' : 'correspondence-send').click();
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('a mandatory bulletin to a role: the member cannot dismiss it until reading it, and the sender sees it read', async ({ page, browser, request }) => {
  const subject = `Kapı B taraması ${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/correspondence/create');
  await compose(page, subject, 'Bugünden itibaren B kapısında ikinci tarama zorunludur.', { mandatory: true, role: 'Airsider' });
  await expect(page.getByTestId('correspondence-subject')).toHaveText(subject);
  const id = Number(page.url().split('/').pop());

  // The delivery job reaches the role (pg-boss polls every 2 s).
  const member = await apiToken(request, 'saha.personeli');
  await expect.poll(async () => (await (await request.get('/api/inbox/mandatory', auth(member))).json()).data.length, { timeout: 30_000 }).toBeGreaterThan(0);

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/login');
  await nativeInput(memberPage, 'login-username').fill('saha.personeli');
  await nativeInput(memberPage, 'login-password').fill(DEMO_PASSWORD);
  await memberPage.getByTestId('login-submit').click();
  const dialog = memberPage.getByTestId('mandatory-dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText(subject);
  // Escape does not dismiss it, and it has no close button; a refresh shows it again.
  await memberPage.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByTestId('mandatory-dialog')).toBeVisible({ timeout: 15_000 });
  await memberPage.getByTestId('mandatory-read').click();
  await expect(memberPage.getByTestId('mandatory-dialog')).toBeHidden();
  // The reading travels through the device's outbox: the member's device stays open until the
  // server has it (nothing unread and mandatory is left for them).
  await expect.poll(async () => (await (await request.get('/api/inbox/mandatory', auth(member))).json()).data.length, { timeout: 30_000 }).toBe(0);
  await memberContext.close();

  // The sender's receipt report shows it read.
  await page.goto(`/correspondence-outbox/detail/${id}`);
  await expect(page.getByTestId('receipts-summary')).toContainText('1 kişi okudu', { timeout: 15_000 });
  await expect(page.getByTestId('receipts-people')).toContainText('Can Arslan');
  await expect(page.getByTestId('receipts-people').locator('tr', { hasText: 'Can Arslan' })).not.toContainText('Okunmadı');
});

test('a draft is saved, edited and sent', async ({ page }) => {
  const subject = `Vardiya notu ${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/correspondence/create');
  await compose(page, subject, 'İlk taslak.', { draft: true, role: 'Airsider' });
  await expectScreenTitle(page, 'Taslak');
  await page.getByTestId('correspondence-edit').click();
  await expectScreenTitle(page, 'Yazışmayı düzenle');
  await nativeInput(page, 'correspondence-subject-input').fill(`${subject} (son)`);
  await page.getByTestId('correspondence-send').click();
  await expectScreenTitle(page, 'Giden yazışma');
  await expect(page.getByTestId('correspondence-subject').filter({ hasText: `${subject} (son)` }).last()).toBeVisible();
  await page.goto('/correspondence/list/draft');
  await expect(page.getByTestId('correspondence-draft-list')).not.toContainText(subject);
});

test("a document type's access tree is edited; a viewer downloads the document and another user is refused", async ({ page, browser, request }) => {
  const title = `Kapı prosedürü ${Date.now()}`;
  await signIn(page, 'admin');
  const admin = await apiToken(request, 'admin');
  const types = (await (await request.get('/api/document-sharing/type?perpage=300', auth(admin))).json()).data as { id: number; name: string }[];
  const forms = types.find((x) => x.name === 'Genel Formlar')!;
  const departments = (await (await request.get(`/api/document-sharing/type/${forms.id}`, auth(admin))).json()).helper_data.tree as { holder_type: string; id: number; name: string }[];
  const operations = departments.find((n) => n.holder_type === 'department' && n.name === 'Güvenlik Operasyonları')!;

  await page.goto(`/document-type/${forms.id}/edit`);
  await page.getByTestId('access-tree-open').click();
  await page.getByTestId(`access-viewer-department-${operations.id}`).click();
  await page.getByTestId('access-tree-save').click();
  await expect.poll(async () => (await (await request.get(`/api/document-sharing/type/${forms.id}`, auth(admin))).json()).data.viewer_department_ids).toContain(operations.id);

  await page.goto('/document/create');
  await nativeInput(page, 'document-title').fill(title);
  await page.getByTestId('document-type-select').selectOption({ label: 'Genel Formlar' });
  await page.getByTestId('document-file').setInputFiles({ name: 'prosedür.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.getByTestId('document-save').click();
  await expectScreenTitle(page, 'Dokümanlar');

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signIn(viewer, 'saha.personeli');
  await viewer.getByTestId('mandatory-read').click({ timeout: 3000 }).catch(() => undefined);
  await viewer.goto('/document/list');
  const row = viewer.getByTestId('documents-list').locator('tr', { hasText: title });
  await expect(row).toBeVisible();
  const id = Number((await row.locator('[data-testid^=document-download-]').getAttribute('data-testid'))!.split('-').pop());
  const [download] = await Promise.all([viewer.waitForEvent('download'), row.locator('[data-testid^=document-download-]').click()]);
  expect(download.suggestedFilename()).toBe('prosedür.pdf');
  await viewerContext.close();

  // denetci's department (Denetim) neither views the type nor holds a creator role of it.
  const other = await apiToken(request, 'denetci');
  expect((await request.get(`/api/document-sharing/download/document/${id}`, auth(other))).status()).toBe(404);
  const list = (await (await request.get('/api/document-sharing/document?perpage=300', auth(other))).json()).data as { title: string }[];
  expect(list.map((d) => d.title)).not.toContain(title);
});

test('the inbox and an item opened once stay readable offline', { tag: '@sw' }, async ({ page, context, request }) => {
  const subject = `Çevrimdışı duyuru ${Date.now()}`;
  const admin = await apiToken(request, 'admin');
  const airsider = ((await (await request.get('/api/correspondence/audience-options?type=role&q=airsider', auth(admin))).json()).data as { id: number }[])[0]!.id;
  // A plain type: the survey journey may have added a survey type, which needs a survey chosen.
  const types = (await (await request.get('/api/correspondence/create', auth(admin))).json()).data.correspondence_types as { id: number; is_survey: boolean }[];
  const plain = types.find((t) => !t.is_survey)!;
  const sent = await request.post('/api/correspondence', { ...auth(admin), data: { subject, body: '<p>Apron kuzey sahası kapalı.</p>', correspondence_type_id: plain.id, receivers: [{ type: 'role', id: airsider }] } });
  expect(sent.status(), await sent.text()).toBe(201);
  const member = await apiToken(request, 'saha.personeli');
  await expect.poll(async () => ((await (await request.get('/api/correspondence-inbox', auth(member))).json()).data as { subject: string }[]).map((d) => d.subject), { timeout: 30_000 }).toContain(subject);

  await signIn(page, 'saha.personeli');
  await page.getByTestId('mandatory-read').click({ timeout: 3000 }).catch(() => undefined);
  await page.goto('/correspondence/list/inbox');
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
  await page.getByTestId('correspondence-inbox-list').locator('a', { hasText: subject }).click();
  await expect(page.getByTestId('correspondence-body')).toContainText('Apron kuzey sahası kapalı.');
  await page.goto('/correspondence/list/inbox');
  await expect(page.getByTestId('correspondence-inbox-list')).toContainText(subject);

  await goOffline(context, page);
  await page.reload();
  await expect(page.getByTestId('correspondence-inbox-list')).toContainText(subject, { timeout: 15_000 });
  await page.getByTestId('correspondence-inbox-list').locator('a', { hasText: subject }).click();
  await expect(page.getByTestId('correspondence-body')).toContainText('Apron kuzey sahası kapalı.');
  await context.setOffline(false);
});

test('a survey message: personel answers it inside the gate, once, and is let through', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin');
  const type = await request.post('/api/correspondence-type', { ...auth(admin), data: { name: `Anket ${Date.now()}`, is_survey: true } });
  expect(type.status()).toBe(201);
  const surveys = (await (await request.get('/api/survey', auth(admin))).json()).data as { id: number; name: string }[];
  const survey = surveys.find((s) => s.name === 'Yönetici Değerlendirme Anketi')!;
  const roles = (await (await request.get('/api/correspondence/audience-options?type=role&q=Personel', auth(admin))).json()).data as { id: number; name: string }[];
  const subject = `Memnuniyet anketi ${Date.now()}`;
  const sent = await request.post('/api/correspondence', {
    ...auth(admin),
    data: { subject, body: '', correspondence_type_id: (await type.json()).data.id, survey_id: survey.id, receivers: [{ type: 'role', id: roles.find((r) => r.name.startsWith('Personel ('))!.id }] },
  });
  expect(sent.status()).toBe(201);
  expect((await sent.json()).data.is_mandatory).toBe(true);
  const personel = await apiToken(request, 'personel');
  await expect.poll(async () => ((await (await request.get('/api/inbox/mandatory', auth(personel))).json()).data as { subject: string }[])
    .some((d) => d.subject === subject), { timeout: 30_000 }).toBe(true);

  await signIn(page, 'personel');
  const dialog = page.getByTestId('mandatory-dialog');
  await expect(dialog).toContainText(subject, { timeout: 15_000 });
  await expect(page.getByTestId('mandatory-read')).toHaveCount(0);
  const form = dialog.getByTestId('survey-answer');
  await expect(page.getByTestId('survey-send')).toHaveAttribute('disabled', '');
  const questions = await form.locator('fieldset').count();
  for (let i = 0; i < questions; i++) await page.getByTestId(`survey-answer-${i}-0`).click();
  await page.getByTestId('survey-send').click();
  await expect(page.getByTestId('mandatory-dialog')).toBeHidden({ timeout: 15_000 });
  await expect.poll(async () => ((await (await request.get('/api/inbox/mandatory', auth(personel))).json()).data as { subject: string }[])
    .some((d) => d.subject === subject)).toBe(false);
});

/** A real WebM made in the browser (a canvas recorded by MediaRecorder for about a second). */
async function recordWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => { recorder.onstop = resolve; });
    recorder.start();
    for (let i = 0; i < 10; i++) {
      ctx.fillStyle = `hsl(${i * 36}, 80%, 50%)`;
      ctx.fillRect(0, 0, 64, 48);
      await new Promise((r) => setTimeout(r, 100));
    }
    recorder.stop();
    await stopped;
    return [...new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())];
  });
  return Buffer.from(bytes);
}

test('a mandatory video message: the video rule on the form, a fake video refused, the member watches it in the gate', async ({ page, browser, request }) => {
  const subject = `Apron güvenlik videosu ${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/correspondence/create');
  const webm = await recordWebm(page);
  expect(webm.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe(true);

  await expectScreenTitle(page, 'Yeni yazışma');
  await nativeInput(page, 'correspondence-subject-input').fill(subject);
  // Not a survey type (the survey journey adds one that sorts first).
  await page.getByTestId('correspondence-type-select').selectOption({ label: 'Genel Duyuru' });
  await page.getByTestId('correspondence-body-editor').click();
  await page.keyboard.type('Bu metin video seçilince kalkar.');
  await page.getByTestId('correspondence-mandatory').click();
  await page.getByTestId('receivers-type').selectOption('role');
  await nativeInput(page, 'receivers-search').fill('Airsider');
  await page.getByTestId('receivers').getByRole('button', { name: /\+ Airsider/ }).first().click();

  // A PDF named like a video is refused by its bytes, with the server's Turkish message.
  await page.getByTestId('correspondence-video-input').setInputFiles({ name: 'talimat.mp4', mimeType: 'video/mp4', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByTestId('correspondence-body-editor')).toHaveCount(0);
  await expect(page.getByTestId('correspondence-files-picker')).toHaveCount(0);
  await page.getByTestId('correspondence-send').click();
  await expect(page.getByText('Video olarak yalnızca mp4 veya webm dosyası yükleyebilirsiniz', { exact: false }).first()).toBeVisible({ timeout: 15_000 });

  // The real video goes through; the video rule cleared the body.
  await page.getByTestId('correspondence-video-input').setInputFiles({ name: 'egitim.webm', mimeType: 'video/webm', buffer: webm });
  await expect(page.getByTestId('correspondence-video-chosen')).toHaveText('egitim.webm');
  await page.getByTestId('correspondence-send').click();
  await expect(page.getByTestId('correspondence-subject')).toHaveText(subject, { timeout: 15_000 });
  const player = page.getByTestId('correspondence-video');
  await expect(player).toBeVisible();
  await expect(page.getByTestId('correspondence-body')).toHaveCount(0);
  expect((await player.boundingBox())!.height).toBe(525);
  // The recorded video really loads in the player.
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

  const member = await apiToken(request, 'saha.personeli');
  await expect.poll(async () => ((await (await request.get('/api/inbox/mandatory', auth(member))).json()).data as { subject: string }[])
    .some((d) => d.subject === subject), { timeout: 30_000 }).toBe(true);
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/login');
  await nativeInput(memberPage, 'login-username').fill('saha.personeli');
  await nativeInput(memberPage, 'login-password').fill(DEMO_PASSWORD);
  await memberPage.getByTestId('login-submit').click();
  const dialog = memberPage.getByTestId('mandatory-dialog');
  await expect(dialog).toContainText(subject, { timeout: 15_000 });
  const gateVideo = dialog.getByTestId('correspondence-video');
  await expect.poll(() => gateVideo.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await memberPage.getByTestId('mandatory-read').click();
  await expect(memberPage.getByTestId('mandatory-dialog')).toBeHidden();
  await expect.poll(async () => (await (await request.get('/api/inbox/mandatory', auth(member))).json()).data.length, { timeout: 30_000 }).toBe(0);
  await memberContext.close();
});
