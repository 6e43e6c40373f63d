import { z } from 'zod';
import { endpoint, id, queryFlag } from './http';

/**
 * Payroll (spec 1 §2, §4, §7 Payroll): an SMS code step, then the month list and the slip PDF.
 * The temporary access token of `POST auth/payroll/verify` is stored as 'payroll' by the client and
 * sent in the `X-Payroll-Token` header; a 403 clears it (spec 1 §4, §8). docs/decisions/payroll.md.
 */
export const PAYROLL_TOKEN_HEADER = 'x-payroll-token';
export const PAYROLL_TOKEN_KEY = 'payroll';
export const PAYROLL_SETTING_PERMISSION = 'manage-payroll-setting';

export const PAYROLL_RULES = {
  codeLength: 6,
  codeTtlSeconds: 180,
  maxAttempts: 5,
  lockMinutes: 15,
  resendSeconds: 60,
  codesPerHour: 5,
  tokenTtlSeconds: 15 * 60,
} as const;

export const PAYROLL_MESSAGES = {
  codeSent: 'Doğrulama kodu cep telefonunuza gönderildi.',
  codeWrong: (left: number) => `Doğrulama kodu hatalı. Kalan deneme hakkınız: ${left}.`,
  codeExpired: 'Doğrulama kodunun süresi dolmuş. Lütfen yeni kod isteyiniz.',
  locked: (minutes: number) => `Çok fazla hatalı deneme yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyiniz.`,
  wait: (seconds: number) => `Yeni kod isteyebilmek için lütfen ${seconds} saniye bekleyiniz.`,
  tooManyCodes: 'Bir saat içinde en fazla 5 kod isteyebilirsiniz. Lütfen daha sonra tekrar deneyiniz.',
  noMobile: 'Sistemde kayıtlı cep telefonunuz bulunmamaktadır. Lütfen İnsan Kaynakları ile iletişime geçiniz.',
  smsFailed: 'Doğrulama kodu gönderilemedi. Lütfen daha sonra tekrar deneyiniz.',
  notYours: 'Yalnızca kendi bordronuzu görüntüleyebilirsiniz.',
  tokenRequired: 'Bordro görüntülemek için SMS doğrulaması gereklidir.',
  slipMissing: 'Bu ay için bordronuz bulunmamaktadır.',
  notYetVisible: (day: number) => `Bu ayın bordrosu bir sonraki ayın ${day}. gününden itibaren görüntülenebilir.`,
  settingSaved: 'Bordro görüntüleme günü kaydedildi.',
  importQueued: 'Bordro dosyası alındı, işleniyor.',
  codeFormat: 'Doğrulama kodu 6 haneli olmalıdır.',
} as const;

export const MONTH_NAMES = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'] as const;

/** '5321234567' -> '+90 5** *** ** 67'. */
export function maskMobile(mobile: string): string {
  const d = mobile.replace(/\D/g, '').slice(-10);
  return d.length === 10 ? `+90 ${d[0]}** *** ** ${d.slice(8)}` : '***';
}

const userIdQuery = z.object({ user_id: id });
export const getPayrollSms = endpoint({
  method: 'GET', path: '/auth/payroll/sms', access: 'signed-in', summary: 'The SMS step: the masked mobile number the code goes to.',
  query: userIdQuery, data: z.object({ user_id: z.number(), masked_mobile: z.string().nullable(), code_ttl_seconds: z.number() }),
});
export const sendPayrollSms = endpoint({
  method: 'POST', path: '/auth/payroll/sms', access: 'signed-in', summary: 'Sends a one-time code to the user\'s own mobile (rate-limited).',
  body: userIdQuery, data: z.object({ masked_mobile: z.string(), expires_in: z.number(), message: z.string() }),
});
export const verifyPayrollCode = endpoint({
  method: 'POST', path: '/auth/payroll/verify', access: 'signed-in', summary: 'Checks the code; answers the temporary access token stored as \'payroll\'.',
  body: z.object({ user_id: id, code: z.string().trim().regex(/^\d{6}$/, PAYROLL_MESSAGES.codeFormat) }),
  data: z.object({ temporary_access_token: z.string(), expires_in: z.number() }),
});

export const payrollMonth = z.object({ year: z.number(), month: z.number(), net_pay: z.number(), visible_from: z.string() });
export const accessLogEntry = z.object({
  id: z.number(), year: z.number(), month: z.number(), action: z.enum(['view', 'download']),
  viewer_full_name: z.string(), ip: z.string().nullable(), created_at: z.string(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntry>;

/** GET payroll: without month/year the month list (and the access log); with them the slip PDF. */
export const payrollQuery = z.object({
  month: z.coerce.number().int().min(1).max(12).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  download: queryFlag.optional(),
});
export const getPayroll = endpoint({
  method: 'GET', path: '/payroll', access: 'signed-in',
  summary: 'Own visible payroll months and who opened the slips; with month and year the slip PDF (download=1 as attachment).',
  query: payrollQuery, data: z.object({ months: z.array(payrollMonth), access_log: z.array(accessLogEntry) }),
});
export const createPayrollForm = endpoint({
  method: 'GET', path: '/payroll/create', access: 'signed-in', summary: 'The form\'s choices: years with slips and month names.',
  data: z.object({ years: z.array(z.number()), months: z.array(z.object({ value: z.number(), label: z.string() })) }),
});

export const payrollSetting = z.object({ day_of_payroll_viewing: z.number().int().min(1).max(28) });
export const editPayrollSetting = endpoint({
  method: 'GET', path: '/payroll-setting/edit', access: { permission: PAYROLL_SETTING_PERMISSION }, summary: 'The payroll view day.',
  data: payrollSetting,
});
export const updatePayrollSetting = endpoint({
  method: 'PUT', path: '/payroll-setting', access: { permission: PAYROLL_SETTING_PERMISSION }, summary: 'Sets the day from which a month\'s slips are visible.',
  body: z.object({ day_of_payroll_viewing: z.coerce.number().int().min(1, 'Gün 1 ile 28 arasında olmalıdır.').max(28, 'Gün 1 ile 28 arasında olmalıdır.') }),
  data: payrollSetting.extend({ message: z.string() }),
});

export const IMPORT_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
export const payrollImport = z.object({
  id: z.number(), year: z.number(), month: z.number(), file_name: z.string(), status: z.enum(IMPORT_STATUSES),
  total_rows: z.number().nullable(), processed_rows: z.number(),
  /** Progress while processing: bytes of the file read so far, of its size (PostgreSQL; see docs/decisions/payroll.md). */
  bytes_read: z.number(), total_bytes: z.number().nullable(),
  error: z.object({ row: z.number().nullable(), column: z.string().nullable(), message: z.string() }).nullable(),
  uploaded_by: z.string(), created_at: z.string(), finished_at: z.string().nullable(),
});
export type PayrollImport = z.infer<typeof payrollImport>;
export const importFields = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});
/** Apron's own (the spec has no import call): monthly payroll Excel upload, processed by a job. */
export const uploadPayrollImport = endpoint({
  method: 'POST', path: '/payroll/import', access: { permission: PAYROLL_SETTING_PERMISSION },
  summary: 'Uploads a month\'s payroll Excel (multipart: year, month, file); processed by a job.', multipart: true,
  data: payrollImport.extend({ message: z.string() }),
});
export const listPayrollImports = endpoint({
  method: 'GET', path: '/payroll/import', access: { permission: PAYROLL_SETTING_PERMISSION }, summary: 'Recent payroll imports with progress.',
  data: z.array(payrollImport),
});
export const getPayrollImport = endpoint({
  method: 'GET', path: '/payroll/import/{id}', access: { permission: PAYROLL_SETTING_PERMISSION }, summary: 'One import\'s progress or error.',
  params: z.object({ id }), data: payrollImport,
});

/** The documented layout (docs/decisions/payroll.md): fixed first columns, then earnings and deductions. */
export const PAYROLL_LAYOUT = {
  nationalId: 'TC Kimlik No',
  fullName: 'Ad Soyad',
  earningPrefix: 'Kazanç:',
  deductionPrefix: 'Kesinti:',
  net: 'Net Ödenen',
} as const;
