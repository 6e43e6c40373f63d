import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { NetgsmConfig } from '../../config';
import type { Executor } from '../../db/client';

/**
 * The SMS gateway port (docs/decisions/sms.md). `send` hands one body to many numbers and answers
 * the gateway's job id; `report` answers each number's delivery state for given job ids.
 * Numbers are the stored form, '90' + 10 digits.
 */
export interface GatewayReport {
  jobId: string;
  gsm: string;
  status: 'pending' | 'delivered' | 'failed';
  code: number;
  reason: string | null;
  deliveredAt: Date | null;
}

export interface SmsGateway {
  name: 'development' | 'netgsm';
  send(body: string, gsms: readonly string[]): Promise<{ jobId: string }>;
  report(jobIds: readonly string[]): Promise<GatewayReport[]>;
}

export class GatewayError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

/** Built-in default: records the messages in the database and reports them delivered at once. */
export function developmentGateway(db: Executor, now: () => Date): SmsGateway {
  return {
    name: 'development',
    async send(body, gsms) {
      const jobId = `DEV-${randomUUID()}`;
      if (gsms.length) {
        await db.execute(sql`insert into sms_dev_outbox (job_id, gsm, body, created_at) values
          ${sql.join(gsms.map((g) => sql`(${jobId}, ${g}, ${body}, ${now()})`), sql`, `)}`);
      }
      return { jobId };
    },
    async report(jobIds) {
      if (!jobIds.length) return [];
      const rows = (await db.execute(sql`select job_id, gsm, created_at from sms_dev_outbox
        where job_id in (${sql.join(jobIds.map((j) => sql`${j}`), sql`, `)})`)) as unknown as { rows: { job_id: string; gsm: string; created_at: string | Date }[] };
      return rows.rows.map((r) => ({ jobId: r.job_id, gsm: r.gsm, status: 'delivered', code: 1, reason: null, deliveredAt: new Date(r.created_at) }));
    },
  };
}

/** Netgsm's send answer codes (REST v2 /sms/rest/v2/send). */
export const NETGSM_SEND_CODES: Record<string, string> = {
  '20': 'Mesaj metni hatalı veya azami karakter sayısını aşıyor',
  '30': 'Geçersiz kullanıcı adı, şifre veya API erişim izni yok',
  '40': 'Mesaj başlığı sistemde tanımlı değil',
  '50': 'İYS kontrollü gönderim bu hesapla yapılamaz',
  '51': 'Aboneliğe ait İYS marka bilgisi bulunamadı',
  '70': 'Hatalı sorgulama: parametre hatalı veya eksik',
  '80': 'Gönderim sınır aşımı',
  '85': 'Mükerrer gönderim sınır aşımı',
  '100': 'Sistem hatası',
  '101': 'Sistem hatası',
};

/** Netgsm's delivery states (report `status`): 0 pending, 1 delivered, the rest final failures. */
export const NETGSM_STATUS: Record<number, string> = {
  0: 'İletim bekleniyor',
  1: 'İletildi',
  2: 'Zaman aşımı',
  3: 'Hatalı veya kısıtlı numara',
  4: 'Operatöre gönderilemedi',
  11: 'Operatör tarafından reddedildi',
  12: 'Gönderim hatası',
  13: 'Mükerrer mesaj',
  14: 'Yetersiz kredi',
  15: 'Kara listedeki numara',
  16: 'İYS ret',
  17: 'İYS hatası',
};

/** Netgsm's 'ddMMyyyyHHmmss' or 'yyyy-MM-dd HH:mm:ss' (Türkiye time, UTC+3) -> Date. */
function netgsmDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const v = value.trim();
  let m = /^(\d{2})(\d{2})(\d{4})(\d{2})(\d{2})(\d{2})$/.exec(v);
  if (m) return new Date(`${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}:${m[6]}+03:00`);
  m = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(v);
  if (m) return new Date(`${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}:${m[6]}+03:00`);
  const d = new Date(v.includes('T') ? v : `${v.replace(' ', 'T')}+03:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Netgsm's documented REST v2 API: HTTP Basic (user code : password), JSON bodies.
 * POST /sms/rest/v2/send {msgheader, encoding: 'TR', messages: [{msg, no}]} -> {code: '00', jobid}
 * POST /sms/rest/v2/report {jobids: [...]} -> {code: '00', jobs: [{jobid, number, status, errorCode, deliveredDate}]}
 * Numbers go as 10 digits (the API's `no` pattern).
 */
export function netgsmGateway(config: NetgsmConfig): SmsGateway {
  const auth = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`;
  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(`${config.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new GatewayError('unreachable', `Netgsm'e ulaşılamadı: ${(error as Error).message}`);
    }
    const text = await res.text();
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new GatewayError(String(res.status), `Netgsm beklenmeyen bir yanıt verdi (HTTP ${res.status}).`);
    }
  }
  return {
    name: 'netgsm',
    async send(body, gsms) {
      const answer = await post('/sms/rest/v2/send', {
        msgheader: config.msgheader,
        encoding: 'TR',
        messages: gsms.map((g) => ({ msg: body, no: g.slice(-10) })),
      });
      const code = String(answer.code ?? '');
      if (code !== '00' || typeof answer.jobid !== 'string') {
        throw new GatewayError(code || 'unknown', NETGSM_SEND_CODES[code] ?? `Netgsm hata kodu ${code || '?'}`);
      }
      return { jobId: answer.jobid };
    },
    async report(jobIds) {
      if (!jobIds.length) return [];
      const answer = await post('/sms/rest/v2/report', { jobids: jobIds });
      const code = String(answer.code ?? '');
      if (code === '60') return [];
      if (code !== '00') throw new GatewayError(code, `Netgsm rapor hatası (kod ${code}).`);
      const jobs = Array.isArray(answer.jobs) ? (answer.jobs as Record<string, unknown>[]) : [];
      return jobs.map((j) => {
        const status = Number(j.status);
        const number = String(j.number ?? '').replace(/\D/g, '');
        return {
          jobId: String(j.jobid),
          gsm: number.length === 10 ? `90${number}` : number,
          status: status === 0 ? 'pending' : status === 1 ? 'delivered' : 'failed',
          code: status,
          reason: status === 0 || status === 1 ? null : `${NETGSM_STATUS[status] ?? `Durum ${status}`}${j.errorCode ? ` (hata ${String(j.errorCode)})` : ''}`,
          deliveredAt: status === 1 ? netgsmDate(j.deliveredDate) : null,
        } satisfies GatewayReport;
      });
    },
  };
}

/** The configured gateway: Netgsm when configured, else the development gateway. */
export function smsGateway(deps: { database: { db: Executor }; config: { smsGateway?: NetgsmConfig }; clock: () => Date }): SmsGateway {
  return deps.config.smsGateway ? netgsmGateway(deps.config.smsGateway) : developmentGateway(deps.database.db, deps.clock);
}
