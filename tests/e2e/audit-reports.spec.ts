import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { inspectPdf } from '../../server/features/audit-reports/pdf/pdf-inspect.test-support';
import { DEMO_PASSWORD } from './support/constants';
import { pngPhoto } from './support/images';
import { signIn } from './support/session';

const NO_SELECTION = 'Bu işlemi gerçekleştirebilmek için lütfen bulgu seçiniz.';

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/oauth/token', { data: { grant_type: 'password', username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token as string;
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, options: { data?: unknown; multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> } = {}): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, ...options });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()).data as T;
}

interface Ref { id: number; short_code?: string; audit_code?: string; images?: { id: number }[] }

const toast = (page: Page) => page.locator('ion-toast').last();

test('CIP: find an audit project with the query builder, preview and send its report; the report page downloads a project PDF', async ({ page, request }) => {
  const n = Date.now();
  const code = `CIP-${n}`;
  const auditTitle = `Apron güvenliği Çağrı ${n}`;
  const photoFinding = `Güvenlik şeridi açık bırakılmış ığdır ÖÇŞ ${n}`;
  const plainFinding = `Yaka kartı görünür takılmamış ${n}`;

  // The data, through the API: a title, an audit on IST with one project and two findings (one with a photo).
  const token = await apiToken(request, 'admin');
  const title = await api<Ref>(request, token, 'POST', '/ggh/title', { data: { title: auditTitle } });
  const form = await api<{ security_projects: Ref[] }>(request, token, 'GET', '/ggh/audit/create');
  const ist = form.security_projects.find((p) => p.short_code === 'IST')!;
  const people = await api<{ id: number; full_name: string }[]>(request, token, 'GET', `/search/position?q=${encodeURIComponent('YILDIRIM')}`);
  const supervisor = people.find((p) => p.full_name === 'Zeynep Yıldırım')!.id;
  const audit = await api<Ref>(request, token, 'POST', '/ggh/audit', {
    data: {
      audit_code: code, started_at: '2026-06-10', ended_at: '2026-06-10', title_id: title.id, rating_id: 2,
      primary_supervisor_id: supervisor, security_projects: [ist.id], report_status_id: 1,
    },
  });
  const project = await api<Ref>(request, token, 'POST', `/ggh/audit/${audit.id}/project`, { data: { security_project_id: ist.id, started_at: '09:00', ended_at: '11:30' } });
  const findings = `/ggh/audit/${audit.id}/project/${project.id}/finding`;
  const withPhoto = await api<Ref>(request, token, 'POST', findings, {
    multipart: { rating_id: '3', title: photoFinding, positions: String(supervisor), 'photos[0]': { name: 'kapı.png', mimeType: 'image/png', buffer: pngPhoto(3) } },
  });
  const plain = await api<Ref>(request, token, 'POST', findings, { data: { rating_id: 2, title: plainFinding, positions: [] } });

  // A preview opens a new tab in a browser with a PDF viewer; here it is only closed again.
  page.context().on('page', (popup) => void popup.close());

  await signIn(page, 'gozlemci');
  await page.getByTestId('menu-ggh-cip').click();
  await expect(page).toHaveURL(/\/ggh\/cip\/audit/);

  // Filter with the builder: audit code contains ours.
  await page.getByTestId('qb-add-group').click();
  await page.getByTestId('qb-field').selectOption('audit_code');
  await page.getByTestId('qb-operator').selectOption('contains');
  await page.getByTestId('qb-value').fill(code);
  await page.getByTestId('qb-submit').click();
  await expect(page).toHaveURL(/filterStorage=/);
  const rows = page.getByTestId('cip-list').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(code);
  await expect(rows.first()).toContainText('İstanbul Havalimanı Güvenlik (IST)');
  await expect(rows.first()).toContainText('Gönderilmedi');
  // The filter stays with the URL.
  await page.reload();
  await expect(page.getByTestId('cip-list').locator('tbody tr')).toHaveCount(1);

  // The detail: findings with photos, a preview of the chosen ones.
  await page.getByTestId(`cip-open-${project.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/ggh/cip/audit/${audit.id}/project/${project.id}`));
  await expect(page.getByTestId('cip-findings')).toContainText(photoFinding);
  await expect(page.getByTestId(`finding-photo-${withPhoto.images![0]!.id}`)).toBeVisible();
  await page.getByTestId('cip-preview').click();
  await expect(toast(page)).toContainText(NO_SELECTION);

  await page.getByTestId(`finding-check-${withPhoto.id}`).check();
  await expect(page.getByTestId(`finding-check-${plain.id}`)).not.toBeChecked();
  await expect(page.getByTestId('cip-selected-count')).toContainText('1');
  const previewed = page.waitForResponse((r) => r.url().includes(`/api/ggh/cip/report-preview/${audit.id}/${project.id}`));
  await page.getByTestId('cip-preview').click();
  const response = await previewed;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByTestId('cip-preview-ready')).toBeVisible();
  // What the preview shows: the blob the page holds, saved through its own link.
  const previewFile = page.waitForEvent('download');
  await page.getByTestId('cip-preview-download').click();
  const preview = await inspectPdf(await readFile((await (await previewFile).path())!));
  expect(preview.text).toContain(photoFinding);
  expect(preview.text).not.toContain(plainFinding);
  expect(preview.images.reduce((a, b) => a + b, 0)).toBe(1);

  // Send, after confirming: the history shows who sent how many findings.
  await page.getByTestId('cip-send').click();
  await page.locator('ion-alert button', { hasText: 'Gönder' }).click();
  await expect(toast(page)).toContainText('Rapor gönderildi.');
  const history = page.getByTestId('cip-history');
  await expect(history.locator('li')).toHaveCount(1);
  await expect(history).toContainText('Zeynep Yıldırım');
  await expect(history).toContainText('Bulgu sayısı: 1');

  // The report page: a project's PDF of the chosen findings.
  await page.goto(`/ggh/audit/${audit.id}/report`);
  const card = page.getByTestId(`report-project-${project.id}`);
  await expect(card).toContainText(plainFinding);
  await page.getByTestId(`report-project-download-${project.id}`).click();
  await expect(toast(page)).toContainText(NO_SELECTION);
  await card.getByTestId(`finding-check-${withPhoto.id}`).check();
  const downloaded = page.waitForEvent('download');
  await page.getByTestId(`report-project-download-${project.id}`).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`Denetim raporu ${code} IST.pdf`);
  const pdf = await inspectPdf(await readFile((await download.path())!));
  expect(pdf.text).toContain(auditTitle);
  expect(pdf.text).toContain(photoFinding);
  expect(pdf.text).toContain(code);
  expect(pdf.text).not.toContain(plainFinding);
  expect(pdf.images.reduce((a, b) => a + b, 0)).toBe(1);
});
