import { expect, test, type APIRequestContext } from '@playwright/test';
import { MONTH_NAMES } from '../../src/contracts/payroll';
import { DEMO_PASSWORD } from './support/constants';
import { nativeInput, signIn } from './support/session';
import { expectScreenTitle } from './support/shell';

/** Issue 12: HR imports a month's payroll Excel file; an employee in it sees that month behind the SMS code. */
async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/oauth/token', { data: { grant_type: 'password', username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token as string;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()).data as T;
}

interface Employee { full_name: string; national_id_number: string; username: string; mobile_number: string | null }
interface Message { id: number; gsm: string; body: string }

const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

test('HR imports a payroll file, sees its progress line end with every row, and an employee in it sees the month', async ({ page, browser, baseURL, request }) => {
  const { payrollWorkbook } = await import('../../server/features/payroll/payroll-import');
  const stamp = Date.now();
  const hr = await apiToken(request, 'ik.uzmani');
  const admin = await apiToken(request, 'admin');

  // A month the demo slips leave free (they cover the three months before today): this month last year.
  const now = new Date();
  const year = now.getFullYear() - 1;
  const month = now.getMonth() + 1;
  // 150 active employees, `sef` among them, with their own amounts (and the optional net column).
  const staff = await apiGet<Employee[]>(request, hr, '/gss/employee?perpage=150&status=active');
  const [sef] = await apiGet<Employee[]>(request, hr, `/gss/employee?keyword=${encodeURIComponent('İsmail Güneş')}`);
  expect(sef?.username).toBe('sef');
  const people = [sef!, ...staff.filter((e) => e.national_id_number !== sef!.national_id_number)];
  const rows = people.map((e, i) => {
    const gross = 30_000 + i * 25;
    const deductions = Math.round(gross * 15) / 100;
    return { nationalId: e.national_id_number, fullName: e.full_name, earnings: { 'Brüt Ücret': gross }, deductions: { 'SGK İşçi Payı': deductions }, net: Math.round((gross - deductions) * 100) / 100 };
  });
  const file = await payrollWorkbook(rows);
  const fileName = `bordro-${stamp}.xlsx`;

  await signIn(page, 'ik.uzmani');
  await page.goto('/payroll/gss/day-of-payroll-viewing');
  await expectScreenTitle(page, 'Bordro Görüntüleme Günü');
  await page.getByTestId('payroll-import-year').selectOption(String(year));
  await page.getByTestId('payroll-import-month').selectOption(String(month));
  await page.getByTestId('payroll-import').locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await page.getByTestId('payroll-import-upload').click();
  await expect(page.locator('ion-toast').last()).toContainText('Bordro dosyası alındı, işleniyor.');

  // The job runs on pg-boss; the list polls while it is queued or processing, and the line stays at its end.
  const item = page.getByTestId('payroll-imports').locator('ion-item', { hasText: fileName });
  await expect(item).toContainText(`${MONTH_NAMES[month - 1]} ${year} — ${fileName}`);
  await expect(item.getByTestId('payroll-import-progress')).toHaveText(`${rows.length} satır yazıldı · dosyanın %100 kadarı okundu`, { timeout: 30_000 });
  await expect(item).toContainText(`Tamamlandı · ${rows.length}/${rows.length}`);

  // `sef` is in the file: behind the SMS code, the month is listed with the net pay the file gave.
  const before = ((await apiGet<Message[]>(request, admin, '/sms-gateway/development/messages?limit=1'))[0]?.id ?? 0);
  const context = await browser.newContext({ baseURL, locale: 'tr-TR', timezoneId: 'Europe/Istanbul', viewport: { width: 1280, height: 800 } });
  const employee = await context.newPage();
  await signIn(employee, 'sef');
  await employee.goto('/payroll/formList');
  await expectScreenTitle(employee, 'Bordro');
  await employee.getByTestId('payroll-send-code').click();
  let code = '';
  await expect.poll(async () => {
    const messages = await apiGet<Message[]>(request, admin, '/sms-gateway/development/messages?limit=20');
    const hit = messages.find((m) => m.id > before && m.gsm.endsWith(sef!.mobile_number!.slice(-7)) && m.body.includes('bordro doğrulama kodunuz'));
    code = hit ? /(\d{6})/.exec(hit.body)![1]! : '';
    return code;
  }, { timeout: 15_000 }).not.toBe('');
  await nativeInput(employee, 'payroll-code').fill(code);
  await employee.getByTestId('payroll-verify').click();
  const imported = employee.getByTestId(`payroll-month-${year}-${month}`);
  await expect(imported).toContainText(`${MONTH_NAMES[month - 1]} ${year}`);
  await expect(imported).toContainText(money.format(rows[0]!.net));
  await context.close();
});
