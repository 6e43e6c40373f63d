import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD } from './support/constants';
import { nativeInput, signIn } from './support/session';
import { expectScreenTitle } from './support/shell';

const HEADER = 'TC Kimlik No;Ad Soyad;Telefon;Vardiya Başlangıç;Vardiya Bitiş;Durak No;Alış Saati;Şoför';

/** Transfers (issue 15): a planner loads a day's shift file, sees what it changes, applies it and downloads the daily report. */
test('a planner previews a shift file, applies it and downloads the daily report', async ({ page, request }) => {
  const token = (await (await request.post('/oauth/token', { data: { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD } })).json()).access_token as string;
  const stops = (await (await request.get('/api/shuttle-stops?perpage=30', { headers: { authorization: `Bearer ${token}` } })).json()).data as { stop_no: string; stop_name: string }[];
  const [a, b] = [stops[0]!, stops[1]!];
  // A date of its own, so runs of this journey never meet the demo's days.
  const day = 10 + (Date.now() % 18);
  const iso = `2032-03-${day}`;
  const typed = `${day}/03/2032`;

  await signIn(page, 'operasyon.muduru');
  await page.goto('/driver-shift/create');
  await expectScreenTitle(page, 'Servis Listesi Yükle');
  await nativeInput(page, 'import-date').fill(typed);
  const input = page.getByTestId('shift-import').locator('input[type=file]');

  // A file with a bad row is refused with its line, and offers nothing to apply.
  await input.setInputFiles({ name: 'hatali.csv', mimeType: 'text/csv', buffer: Buffer.from(`${HEADER}\n12345678901;Ayşe Yılmaz;;08:00;16:00;${a.stop_no};07:10;34 TRF 101\n123;Kısa;;08:00;16:00;YOK-1;07:00;\n`) });
  await page.getByTestId('import-preview-button').click();
  await expect(page.getByTestId('import-bad-rows')).toContainText('3. satır:');
  await expect(page.getByTestId('import-bad-rows')).toContainText('"YOK-1" numaralı durak bulunamadı.');
  await expect(page.getByTestId('import-apply')).toHaveCount(0);

  await input.setInputFiles({ name: 'vardiya.csv', mimeType: 'text/csv', buffer: Buffer.from([
    HEADER,
    `12345678901;Ayşe Yılmaz;5321110001;08:00;16:00;${a.stop_no};07:10;34 TRF 101`,
    `12345678902;Burak Kaya;;08:00;16:00;${b.stop_no};07:20;Hasan Yıldırım`,
    `12345678903;Cem Ak;;16:00;00:00;${a.stop_no};15:10;`,
  ].join('\n')) });
  await page.getByTestId('import-preview-button').click();
  await expect(page.getByTestId('import-counts')).toContainText('3 eklenecek');
  await expect(page.getByTestId('import-added')).toContainText('Burak Kaya');
  await page.getByTestId('import-apply').click();

  await expect(page).toHaveURL(new RegExp(`/driver-shift/list\\?shift_date=${iso}`));
  const list = page.getByTestId('shifts-list');
  await expect(list).toContainText('Ayşe Yılmaz');
  await expect(list).toContainText('Cem Ak');

  await page.goto('/transfer/list');
  await expectScreenTitle(page, 'Transfer Talepleri');
  await page.getByTestId('transfer-report').click();
  const dialog = page.getByTestId('report-dialog');
  await nativeInput(page, 'report-date').fill(typed);
  await dialog.getByTestId('report-plan').click();
  await expect(dialog.getByTestId('plan')).toContainText('Hasan Yıldırım');
  await expect(dialog.getByTestId('plan')).toContainText('Atanmamış');
  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('report-download').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`transfer-gunluk-${iso}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await readFile((await file.path())!) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const people = [2, 3, 4].map((r) => String(sheet.getRow(r).getCell(9).value));
  expect(people.sort()).toEqual(['Ayşe Yılmaz', 'Burak Kaya', 'Cem Ak']);
  expect(String(sheet.getRow(2).getCell(3).value)).toMatch(/Atanmamış|Hasan Yıldırım/);
});
