import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { inspectPdf } from '../../server/features/audit-reports/pdf/pdf-inspect.test-support';
import { DEMO_PASSWORD } from './support/constants';
import { nativeInput, signIn } from './support/session';
import { expectScreenTitle } from './support/shell';

/** Payroll behind the SMS code (issue 12): `personel` reads the code from the development gateway. */
async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/oauth/token', { data: { grant_type: 'password', username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token as string;
}

async function latestPayrollCode(request: APIRequestContext, admin: string, after: number): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const res = await request.get('/api/sms-gateway/development/messages?limit=20', { headers: { authorization: `Bearer ${admin}` } });
    const rows = (await res.json()).data as { id: number; body: string }[];
    const hit = rows.find((r) => r.id > after && r.body.includes('bordro doğrulama kodunuz'));
    code = hit ? /(\d{6})/.exec(hit.body)![1]! : '';
    return code;
  }, { timeout: 15_000 }).not.toBe('');
  return code;
}

test('personel passes the SMS step, downloads a watermarked slip and sees it in the access log', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin');
  const before = ((await (await request.get('/api/sms-gateway/development/messages?limit=1', { headers: { authorization: `Bearer ${admin}` } })).json()).data[0]?.id ?? 0) as number;

  await signIn(page, 'personel');
  await page.goto('/payroll/formList');
  await expectScreenTitle(page, 'Bordro');
  const step = page.getByTestId('payroll-sms-step');
  await expect(step).toContainText('+90 5** *** **');
  await page.getByTestId('payroll-send-code').click();
  const code = await latestPayrollCode(request, admin, before);
  await nativeInput(page, 'payroll-code').fill(code);
  await page.getByTestId('payroll-verify').click();

  const months = page.getByTestId('payroll-months');
  await expect(months.locator('ion-item').first()).toBeVisible();
  await months.locator('ion-item').first().click();
  await expect(page.getByTestId('payroll-slip')).toBeVisible();

  const downloaded = page.waitForEvent('download');
  await page.getByTestId('payroll-download').click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^bordro-\d{4}-\d{2}\.pdf$/);
  const pdf = await inspectPdf(await readFile((await download.path())!));
  expect(pdf.text).toContain('Ücret Bordrosu');
  expect(pdf.text).toContain('Ayşe Doğan ·');
  expect(pdf.text).toContain('Net Ödenen');

  await page.goto('/payroll/formList');
  const log = page.getByTestId('payroll-access-log');
  await expect(log).toContainText('indirme');
  await expect(log).toContainText('görüntüleme');
  await expect(log).toContainText('Ayşe Doğan');
});

test('an administrator sends an SMS to a role and finds it in the report', async ({ page }) => {
  const body = `Vardiya değişikliği ${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/sms-store');
  await expectScreenTitle(page, 'SMS Gönder');
  await page.getByTestId('sms-body').locator('textarea').fill(body);
  await expect(page.getByTestId('sms-counts')).toContainText('1 SMS');
  await expect(page.getByTestId('sms-counts')).toContainText('GSM-7 Türkçe');
  await page.getByTestId('sms-receiver-type').selectOption('role');
  await nativeInput(page, 'sms-receiver-search').fill('Personel');
  const option = page.getByTestId('sms-receiver-option');
  await expect(option.locator('option', { hasText: 'Personel' }).first()).toBeAttached();
  const value = await option.locator('option', { hasText: 'Personel' }).first().getAttribute('value');
  await option.selectOption(value!);
  await expect(page.getByTestId('sms-receiver-chip')).toHaveCount(1);
  await page.getByTestId('sms-send').click();
  await expect(page.getByTestId('sms-detail')).toContainText(body);
  await page.goto('/sms-list');
  await expect(page.getByTestId('sms-list')).toContainText(body.slice(0, 20));

  // the send job goes out (pg-boss polls every 2 s); the report starts empty and searches on demand
  await page.goto('/sms-report');
  await expectScreenTitle(page, 'SMS Raporu');
  await expect(page.getByTestId('sms-report')).toContainText('Kayıt bulunamadı');
  await page.getByTestId('sms-report-client').selectOption('1');
  await page.getByTestId('sms-report-search').click();
  await expect(page.getByTestId('sms-report').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('sms-report')).toContainText(body.slice(0, 20));
  await expect.poll(async () => {
    await page.getByTestId('sms-report-refresh').click();
    return page.getByTestId('sms-report').locator('tbody').innerText();
  }, { timeout: 30_000 }).toContain('İletildi');
});

test('HR sets the view day and a payroll file with a bad row is refused naming the row and column', async ({ page }) => {
  const { payrollWorkbook } = await import('../../server/features/payroll/payroll-import');
  const file = await payrollWorkbook([
    { nationalId: '10000000146', fullName: 'Deneme Bir', earnings: { 'Brüt Ücret': 30000 }, deductions: { 'SGK İşçi Payı': 4200 } },
    { nationalId: '123', fullName: 'Deneme İki', earnings: { 'Brüt Ücret': 30000 }, deductions: { 'SGK İşçi Payı': 4200 } },
  ]);
  await signIn(page, 'ik.uzmani');
  await page.goto('/payroll/gss/day-of-payroll-viewing');
  await expectScreenTitle(page, 'Bordro Görüntüleme Günü');
  await page.getByTestId('payroll-day').selectOption('1');
  await page.getByTestId('payroll-setting-save').click();
  await expect(page.locator('ion-toast').last()).toContainText('Bordro görüntüleme günü kaydedildi.');

  await page.getByTestId('payroll-import').locator('input[type=file]').setInputFiles({ name: 'bordro.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await page.getByTestId('payroll-import-upload').click();
  // the import job runs on pg-boss; the list polls while it is queued or processing
  await expect(page.getByTestId('payroll-imports')).toContainText('3. satır, "TC Kimlik No" sütunu: 11 haneli bir TC kimlik numarası olmalıdır.', { timeout: 30_000 });
  await expect(page.getByTestId('payroll-imports')).toContainText('Reddedildi');
});
