import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './support/constants';
import { nativeInput, signIn } from './support/session';

const toast = (page: Page) => page.locator('ion-toast').last();
const confirmAlert = (page: Page, text: string) => page.locator('ion-alert button', { hasText: text }).click();

/**
 * The file store of the journeys' server (tests/e2e/serve.ts: DATA_DIR is the temp folder
 * `apron-e2e-<port>`, and without FILES_DIR the files live in its `files`). The store writes each
 * file aside in `files/tmp` first; a plain file in that place makes every write fail (EEXIST, even
 * for root), as a full or broken disk would. Nothing in the server is faked: the report job really
 * fails, and pg-boss really records it as failed.
 */
const filesRoot = join(tmpdir(), `apron-e2e-${E2E_PORT}`, 'files');
const breakFileStore = () => {
  mkdirSync(filesRoot, { recursive: true });
  rmSync(join(filesRoot, 'tmp'), { recursive: true, force: true });
  writeFileSync(join(filesRoot, 'tmp'), 'not a folder');
};
const repairFileStore = () => rmSync(join(filesRoot, 'tmp'), { recursive: true, force: true });

test.afterEach(repairFileStore);

test('an administrator retries a report job that failed: again while the disk is broken (new error), then after the repair (the row goes, the report is ready)', async ({ page }) => {
  await signIn(page, 'admin');
  breakFileStore();

  // The report job (organisation.report, no automatic retries) cannot store its workbook and fails.
  await page.getByTestId('menu-reports').click();
  await expect(page).toHaveURL(/\/reports$/);
  await page.getByTestId('reports-type').selectOption('users');
  await page.getByTestId('reports-create').click();
  await expect(toast(page)).toContainText('Rapor hazırlanıyor');
  const report = page.getByTestId('reports-list').locator('tbody tr').first();
  await expect(report).toContainText('Hazırlanamadı', { timeout: 30_000 });
  await expect(report).toContainText('EEXIST');
  const reportTestId = (await report.getAttribute('data-testid'))!;
  const reportId = reportTestId.replace(/^report-/, '');

  // /failed-jobs lists it (pg-boss's own failed job), found by its payload.
  await page.getByTestId('menu-failed-jobs').click();
  await expect(page).toHaveURL(/\/failed-jobs/);
  await nativeInput(page, 'failed-jobs-payload').fill(`"report_id":${reportId}}`);
  await expect(page).toHaveURL(/payload=/);
  const rows = page.getByTestId('failed-jobs-list').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('organisation.report');
  await expect(rows).toContainText(`{"report_id":${reportId}}`);
  await expect(rows).toContainText('EEXIST');

  // Retried by hand while the disk is still broken: confirmed, it fails again and says why; the row stays.
  await page.getByTestId('failed-jobs-mode').selectOption('0');
  await rows.locator('[data-testid$=-retry]').click();
  await expect(page.locator('ion-alert')).toContainText('"organisation.report" işi şimdi burada yeniden çalıştırılacak. Emin misiniz?');
  await confirmAlert(page, 'Yeniden dene');
  await expect(toast(page)).toContainText('İş yine başarısız oldu: EEXIST');
  await expect(rows).toHaveCount(1);

  // A retry the administrator cancels does nothing.
  await rows.locator('[data-testid$=-retry]').click();
  await confirmAlert(page, 'Vazgeç');
  await expect(page.locator('ion-alert')).toHaveCount(0);
  await expect(rows).toHaveCount(1);

  // The disk is repaired; the retry runs the job here and now, shows its output, and the row goes.
  repairFileStore();
  await rows.locator('[data-testid$=-retry]').click();
  await confirmAlert(page, 'Yeniden dene');
  await expect(toast(page)).toContainText('İş yeniden çalıştırıldı.');
  await expect(page.getByTestId('failed-job-output')).toContainText(`"report_id":${reportId}`);
  await expect(page.getByText('Başarısız iş yok.')).toBeVisible();

  // The report the job writes is ready and downloads.
  await page.getByTestId('menu-reports').click();
  await expect(page.getByTestId(reportTestId)).toContainText(/Hazır \(\d+ satır\)/);
  const file = page.waitForEvent('download');
  await page.getByTestId(`${reportTestId}-download`).click();
  expect((await file).suggestedFilename()).toMatch(/\.xlsx$/);
});
