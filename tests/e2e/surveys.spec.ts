import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { checkLayout, type LayoutFindings } from './support/layout-check';
import { nativeInput, signIn } from './support/session';
import { goInApp } from './support/navigate';

const SEEDED = 'Yönetici Değerlendirme Anketi';
const HIDDEN = '5 kişiden az cevap: sonuçlar gizli';

async function reportRows(page: Page): Promise<unknown[][]> {
  const downloaded = page.waitForEvent('download');
  await page.getByTestId('manager-survey-report').click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^yonetici-anketi-\d+\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test('personel answers the manager survey about their supervisor', async ({ page }) => {
  await signIn(page, 'personel');
  await page.goto('/manager-survey/my');
  const row = page.getByTestId('my-manager-surveys').locator('tr', { hasText: SEEDED });
  await row.locator('[data-testid^=my-manager-survey-]').click();
  const manager = page.getByTestId('answer-sheet-manager');
  await manager.selectOption((await manager.locator('option', { hasText: 'İsmail Güneş' }).getAttribute('value'))!);
  await expect(page.getByTestId('answer-sheet-send')).toHaveAttribute('aria-disabled', 'true');
  const questions = page.locator('[data-testid^=answer-sheet-question-]');
  await expect(questions).toHaveCount(3);
  for (const i of [0, 1]) await questions.nth(i).locator('ion-radio').first().click();
  await page.getByTestId('answer-sheet-send').click();
  await expect(page.locator('ion-toast')).toContainText('Cevaplarınız kaydedildi. Teşekkür ederiz.');
  await expect(page).toHaveURL(/\/manager-survey\/my$/);
});

test('HR creates a manager survey, and downloads a report that hides groups under 5 responses', async ({ page }) => {
  await signIn(page, 'ik.uzmani');
  await page.getByTestId('menu-manager-surveys').click();
  await expect(page).toHaveURL(/\/manager-survey\/list/);

  await page.getByTestId('manager-survey-create').click();
  await page.getByTestId('manager-survey-survey').selectOption({ label: `${SEEDED} (3 soru)` });
  await page.getByTestId('manager-survey-role').selectOption({ label: 'Vardiya Şefi (Güvenlik Operasyonları)' });
  // min_answer_select offers 1 to questions_count.
  await expect(page.getByTestId('manager-survey-min').locator('option')).toHaveText(['1', '2', '3']);
  await page.getByTestId('manager-survey-min').selectOption('3');
  await nativeInput(page, 'manager-survey-receivers-search').fill('Airsider');
  await page.locator('[data-testid^=manager-survey-receivers-option-role-]').first().click();
  await page.getByTestId('manager-survey-save').click();
  await expect(page.locator('ion-toast')).toContainText('Yönetici anketi başarıyla oluşturuldu.');
  await expect(page).toHaveURL(/\/manager-survey\/list/);
  const created = page.getByTestId('manager-survey-list').locator('tbody tr').first();
  await expect(created).toContainText('3 / 3');
  const createdId = (await created.locator('[data-testid$=-edit]').getAttribute('data-testid'))!.replace(/-edit$/, '');

  // The seeded survey: six answers about İsmail Güneş, plus the one personel may have given.
  await page.goto('/manager-survey/list?keyword=Değerlendirme');
  const seeded = page.getByTestId('manager-survey-list').locator('tbody tr').last();
  await seeded.locator('[data-testid$=-positions]').click();
  await expect(page.getByTestId('manager-survey-positions')).toContainText('İsmail Güneş');

  // The respondent role is remembered per survey in the browser.
  await page.getByTestId('manager-survey-report-role').selectOption({ label: 'Personel (Güvenlik Operasyonları)' });
  await page.reload();
  await expect(page.getByTestId('manager-survey-report-role').locator('option:checked')).toHaveText('Personel (Güvenlik Operasyonları)');
  let rows = await reportRows(page);
  expect(rows[0]).toEqual(['Yönetici', 'Birim', 'Cevap veren', 'Soru', 'Cevap', 'Sayı', 'Yüzde']);
  expect(rows.slice(1).every((r) => r.includes(HIDDEN))).toBe(true);

  // Every role, every position on the page selected (= none = all): İsmail Güneş's answers are counted.
  await page.getByTestId('manager-survey-report-role').selectOption({ label: 'Tüm roller' });
  await page.getByTestId('manager-survey-positions-all').check();
  rows = await reportRows(page);
  const sef = rows.slice(1).filter((r) => r[0] === 'İsmail Güneş');
  expect(sef.length).toBeGreaterThan(3);
  expect(sef.some((r) => typeof r[5] === 'number' && (r[5] as number) > 0)).toBe(true);
  expect(Number(sef[0]![2])).toBeGreaterThanOrEqual(6);

  // The new one is deleted after a confirmation that names it (RowActions), with the server's message.
  await page.goto('/manager-survey/list');
  await page.getByTestId(`${createdId}-delete`).click();
  await expect(page.locator('ion-alert')).toContainText('Kayıt silinsin mi?');
  await expect(page.locator('ion-alert')).toContainText(`"${SEEDED}" silinecek.`);
  await page.locator('ion-alert button', { hasText: 'Sil' }).click();
  await expect(page.locator('ion-toast')).toContainText('Yönetici anketi başarıyla silindi.');
  await expect(page.getByTestId(`${createdId}-delete`)).toHaveCount(0);
});

/** The survey screens have no spec routes (so tests/e2e/layout.spec.ts does not list them): the same check here. */
test('the survey screens fit phone, tablet and desktop', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  await signIn(page, 'admin');
  const failures: string[] = [];
  for (const route of ['/survey/list', '/survey/create', '/question/list', '/question/create', '/answer/list', '/answer/create',
    '/manager-survey/list', '/manager-survey/create', '/manager-survey/1/positions', '/manager-survey/my']) {
    await goInApp(page, route);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await expect(page.locator('[role=status] ion-spinner')).toHaveCount(0, { timeout: 10_000 }).catch(() => undefined);
    await page.waitForTimeout(300);
    for (const viewport of [{ width: 390, height: 844, touch: true }, { width: 820, height: 1180, touch: true }, { width: 1440, height: 900, touch: false }]) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.waitForTimeout(250);
      const found: LayoutFindings = await page.evaluate(checkLayout, { touch: viewport.touch });
      const problems = [...found.overflow.slice(0, 3), ...found.smallTargets.slice(0, 3), ...(found.title ? [found.title] : [])];
      if (problems.length) failures.push(`${route} @${viewport.width}: ${problems.join('; ')}`);
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
});
