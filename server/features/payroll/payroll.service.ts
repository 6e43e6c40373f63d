import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { turkeyDate } from '../../../src/contracts/dashboard';
import { MONTH_NAMES, PAYROLL_MESSAGES as M, PAYROLL_RULES as R, PAYROLL_TOKEN_HEADER, maskMobile, type PayrollImport } from '../../../src/contracts/payroll';
import { toStoredGsm } from '../../../src/contracts/sms/segments';
import type { AuthContext } from '../../plugins/auth';
import { forbidden, HttpError, invalidField, notFound, tooMany } from '../../plugins/http-errors';
import { contentDisposition } from '../files/file-safety';
import { SMS_CLIENTS, smsService } from '../sms/sms.service';
import { duplicateRow, ImportError, payrollRows, type ParsedSlip } from './payroll-import';
import { renderPayslip } from './payslip-pdf';

export const PAYROLL_IMPORT_JOB = 'payroll.import';
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
type Rows<T> = { rows: T[] };
const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as Rows<T>).rows;
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const n = (v: unknown) => Number(v);

/** The employee asks only for themself (spec passes user_id; anyone else's is refused). */
function ownOnly(userId: number, auth: AuthContext) {
  if (userId !== auth.userId) throw forbidden(M.notYours);
}

export function payrollService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function viewDay(): Promise<number> {
    const [row] = await rowsOf<{ d: number }>(db.execute(sql`select day_of_payroll_viewing as d from payroll_settings where id = 1`));
    return row ? n(row.d) : 1;
  }

  async function lockedUntil(userId: number): Promise<Date | null> {
    const [row] = await rowsOf<{ t: string }>(db.execute(sql`select max(locked_until) as t from payroll_codes where user_id = ${userId} and locked_until > ${clock()}`));
    return row?.t ? new Date(row.t) : null;
  }
  const lockedError = (until: Date) => tooMany(M.locked(Math.max(1, Math.ceil((until.getTime() - clock().getTime()) / 60000))));

  /** The user of a valid payroll token, which must be the signed-in user's own; otherwise 403 (the client returns to the SMS step). */
  async function tokenUser(request: FastifyRequest, auth: AuthContext): Promise<number> {
    const raw = request.headers[PAYROLL_TOKEN_HEADER];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token || token.length > 200) throw forbidden(M.tokenRequired);
    const [row] = await rowsOf<{ user_id: number }>(db.execute(sql`select user_id from payroll_tokens
      where token_hash = ${sha256(token)} and expires_at > ${clock()} and user_id = ${auth.userId}`));
    if (!row) throw forbidden(M.tokenRequired);
    return n(row.user_id);
  }

  /** A slip's visibility day: day D of the month after it, as SQL on the slip alias s. */
  const visibleFrom = (day: number) => sql`((make_date(s.year, s.month, 1) + interval '1 month')::date + ${day - 1}::int)`;

  return {
    tokenUser,

    async smsStep(userId: number, auth: AuthContext) {
      ownOnly(userId, auth);
      const [u] = await rowsOf<{ mobile_number: string | null }>(db.execute(sql`select mobile_number from users where id = ${userId}`));
      const gsm = toStoredGsm(u?.mobile_number);
      return { user_id: userId, masked_mobile: gsm ? maskMobile(gsm) : null, code_ttl_seconds: R.codeTtlSeconds };
    },

    async sendCode(userId: number, auth: AuthContext) {
      ownOnly(userId, auth);
      const now = clock();
      const [u] = await rowsOf<{ mobile_number: string | null; full_name: string; national_id_number: string | null }>(db.execute(sql`
        select u.mobile_number, trim(u.first_name || ' ' || u.last_name) as full_name,
          (select e.national_id_number from employees e where e.user_id = u.id limit 1) as national_id_number
        from users u where u.id = ${userId}`));
      const gsm = toStoredGsm(u?.mobile_number);
      if (!u || !gsm) throw invalidField('user_id', M.noMobile);
      const until = await lockedUntil(userId);
      if (until) throw lockedError(until);
      const [recent] = await rowsOf<{ last: string | null; hour: number }>(db.execute(sql`select max(created_at) as last,
        count(*) filter (where created_at > ${new Date(now.getTime() - 3600_000)})::int as hour from payroll_codes where user_id = ${userId}`));
      if (recent?.last) {
        const wait = R.resendSeconds - Math.floor((now.getTime() - new Date(recent.last).getTime()) / 1000);
        if (wait > 0) throw tooMany(M.wait(wait));
      }
      if (n(recent?.hour ?? 0) >= R.codesPerHour) throw tooMany(M.tooManyCodes);
      const code = String(randomInt(0, 10 ** R.codeLength)).padStart(R.codeLength, '0');
      await db.execute(sql`update payroll_codes set expires_at = ${now} where user_id = ${userId} and used_at is null and expires_at > ${now}`);
      await db.execute(sql`insert into payroll_codes (user_id, code_hash, expires_at, created_at)
        values (${userId}, ${sha256(`${userId}:${code}`)}, ${new Date(now.getTime() + R.codeTtlSeconds * 1000)}, ${now})`);
      try {
        await smsService(app).sendNow(db, {
          clientId: SMS_CLIENTS.payroll, userId, fullName: u.full_name, nationalId: u.national_id_number, gsm,
          body: `Apron bordro doğrulama kodunuz: ${code}. Kod ${R.codeTtlSeconds / 60} dakika geçerlidir; kimseyle paylaşmayınız.`,
          loggedBody: 'Apron bordro doğrulama kodunuz: ******',
        });
      } catch {
        throw new HttpError(502, { message: M.smsFailed });
      }
      return { masked_mobile: maskMobile(gsm), expires_in: R.codeTtlSeconds, message: M.codeSent };
    },

    async verify(userId: number, code: string, auth: AuthContext) {
      ownOnly(userId, auth);
      const now = clock();
      const until = await lockedUntil(userId);
      if (until) throw lockedError(until);
      const [row] = await rowsOf<{ id: number; code_hash: string; expires_at: string }>(db.execute(sql`select id, code_hash, expires_at from payroll_codes
        where user_id = ${userId} and used_at is null order by created_at desc, id desc limit 1`));
      if (!row || new Date(row.expires_at) <= now) throw invalidField('code', M.codeExpired);
      if (row.code_hash !== sha256(`${userId}:${code}`)) {
        const [a] = await rowsOf<{ attempts: number }>(db.execute(sql`update payroll_codes set attempts = attempts + 1 where id = ${row.id} returning attempts`));
        const attempts = n(a!.attempts);
        if (attempts >= R.maxAttempts) {
          const lock = new Date(now.getTime() + R.lockMinutes * 60_000);
          await db.execute(sql`update payroll_codes set locked_until = ${lock}, expires_at = ${now} where id = ${row.id}`);
          throw lockedError(lock);
        }
        throw invalidField('code', M.codeWrong(R.maxAttempts - attempts));
      }
      const used = await rowsOf<{ id: number }>(db.execute(sql`update payroll_codes set used_at = ${now} where id = ${row.id} and used_at is null returning id`));
      if (!used.length) throw invalidField('code', M.codeExpired);
      const token = randomBytes(32).toString('base64url');
      await db.execute(sql`insert into payroll_tokens (token_hash, user_id, expires_at, created_at)
        values (${sha256(token)}, ${userId}, ${new Date(now.getTime() + R.tokenTtlSeconds * 1000)}, ${now})`);
      await db.execute(sql`delete from payroll_tokens where expires_at < ${new Date(now.getTime() - 86400_000)}`);
      return { temporary_access_token: token, expires_in: R.tokenTtlSeconds };
    },

    async months(userId: number) {
      const day = await viewDay();
      const today = turkeyDate(clock());
      const rows = await rowsOf<{ year: number; month: number; net_pay: string; visible_from: string }>(db.execute(sql`
        select s.year, s.month, s.net_pay, ${visibleFrom(day)}::text as visible_from from payroll_slips s
        where s.user_id = ${userId} and ${visibleFrom(day)} <= ${today}::date order by s.year desc, s.month desc limit 120`));
      const log = await rowsOf<Record<string, unknown>>(db.execute(sql`select l.id, s.year, s.month, l.action, l.ip, l.created_at,
        trim(v.first_name || ' ' || v.last_name) as viewer_full_name
        from payroll_access_logs l join payroll_slips s on s.id = l.slip_id join users v on v.id = l.viewer_user_id
        where s.user_id = ${userId} order by l.created_at desc, l.id desc limit 50`));
      return {
        months: rows.map((r) => ({ year: n(r.year), month: n(r.month), net_pay: n(r.net_pay), visible_from: String(r.visible_from) })),
        access_log: log.map((r) => ({ id: n(r.id), year: n(r.year), month: n(r.month), action: r.action as 'view', viewer_full_name: String(r.viewer_full_name), ip: (r.ip as string | null) ?? null, created_at: iso(r.created_at)! })),
      };
    },

    async formChoices(userId: number) {
      const years = await rowsOf<{ y: number }>(db.execute(sql`select distinct year as y from payroll_slips where user_id = ${userId} order by 1 desc`));
      return { years: years.map((r) => n(r.y)), months: MONTH_NAMES.map((label, i) => ({ value: i + 1, label })) };
    },

    /** The slip PDF; the own-slip rule is in the SQL (the token's user and the signed-in user). */
    async slipPdf(userId: number, auth: AuthContext, year: number, month: number, download: boolean, request: FastifyRequest, reply: FastifyReply) {
      const day = await viewDay();
      const [slip] = await rowsOf<Record<string, unknown>>(db.execute(sql`select s.*, ${visibleFrom(day)} <= ${turkeyDate(clock())}::date as visible
        from payroll_slips s where s.user_id = ${userId} and s.user_id = ${auth.userId} and s.year = ${year} and s.month = ${month}`));
      if (!slip) throw notFound(M.slipMissing);
      if (!slip.visible) throw notFound(M.notYetVisible(day));
      const [viewer] = await rowsOf<{ name: string }>(db.execute(sql`select trim(first_name || ' ' || last_name) as name from users where id = ${auth.userId}`));
      const [company] = await rowsOf<{ name: string }>(db.execute(sql`select name from companies order by id limit 1`));
      const now = clock();
      await db.execute(sql`insert into payroll_access_logs (slip_id, viewer_user_id, action, ip, user_agent, created_at)
        values (${slip.id as number}, ${auth.userId}, ${download ? 'download' : 'view'}, ${request.ip ?? null}, ${String(request.headers['user-agent'] ?? '').slice(0, 300)}, ${now})`);
      const pdf = await renderPayslip({
        companyName: company?.name ?? 'Apron', fullName: String(slip.full_name), nationalId: String(slip.national_id_number),
        year, month, lines: slip.lines as never, gross: n(slip.gross_pay), deductions: n(slip.total_deductions), net: n(slip.net_pay),
        viewerName: viewer?.name ?? '', viewedAt: now,
      });
      const name = `bordro-${year}-${String(month).padStart(2, '0')}.pdf`;
      reply.header('content-type', 'application/pdf').header('cache-control', 'no-store')
        .header('content-disposition', contentDisposition(name, download ? 'attachment' : 'inline'));
      await reply.send(pdf);
    },

    async setting() {
      return { day_of_payroll_viewing: await viewDay() };
    },
    async updateSetting(day: number, auth: AuthContext) {
      await db.execute(sql`insert into payroll_settings (id, day_of_payroll_viewing, updated_by, updated_at) values (1, ${day}, ${auth.userId}, ${clock()})
        on conflict (id) do update set day_of_payroll_viewing = excluded.day_of_payroll_viewing, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
      return { day_of_payroll_viewing: day, message: M.settingSaved };
    },

    async imports(id?: number): Promise<PayrollImport[]> {
      const rows = await rowsOf<Record<string, unknown>>(db.execute(sql`select i.*, trim(u.first_name || ' ' || u.last_name) as uploader from payroll_imports i
        join users u on u.id = i.uploaded_by ${id ? sql`where i.id = ${id}` : sql``} order by i.id desc limit 50`));
      return rows.map((r) => ({
        id: n(r.id), year: n(r.year), month: n(r.month), file_name: String(r.file_name), status: r.status as 'queued',
        total_rows: r.total_rows === null ? null : n(r.total_rows), processed_rows: n(r.processed_rows),
        bytes_read: n(r.bytes_read), total_bytes: r.total_bytes === null ? null : n(r.total_bytes),
        error: (r.error as PayrollImport['error']) ?? null, uploaded_by: String(r.uploader), created_at: iso(r.created_at)!, finished_at: iso(r.finished_at),
      }));
    },

    async queueImport(input: { year: number; month: number; fileName: string; sha256: string; size: number }, auth: AuthContext) {
      const id = await db.transaction(async (tx) => {
        const [row] = await rowsOf<{ id: number }>(tx.execute(sql`insert into payroll_imports (year, month, file_name, file_sha256, total_bytes, status, uploaded_by, created_at)
          values (${input.year}, ${input.month}, ${input.fileName}, ${input.sha256}, ${input.size}, 'queued', ${auth.userId}, ${clock()}) returning id`));
        if (app.jobs.boss) await app.jobs.send(PAYROLL_IMPORT_JOB, { import_id: n(row!.id) }, { tx });
        return n(row!.id);
      });
      return id;
    },

    /**
     * The job: the file is streamed from the store and every checked row written as it comes, 1,000
     * per INSERT, in one transaction: the first bad row (or an employee twice in the file, found by
     * the slips' unique user-month index) rolls it back, so nothing of a bad file is imported.
     * Progress (rows written, bytes read) is written outside that transaction every half second on
     * PostgreSQL, where another pooled connection commits it at once; PGlite has one connection,
     * which the transaction holds, so there the record shows the rows only at the end.
     */
    async processImport(importId: number): Promise<{ status: string; rows: number }> {
      const [imp] = await rowsOf<{ id: number; year: number; month: number; file_sha256: string; status: string }>(db.execute(sql`
        update payroll_imports set status = 'processing', processed_rows = 0, bytes_read = 0 where id = ${importId} and status in ('queued', 'processing')
        returning id, year, month, file_sha256, status`));
      if (!imp) return { status: 'skipped', rows: 0 };
      const fail = async (e: { row: number | null; column: string | null; message: string }) => {
        await db.execute(sql`update payroll_imports set status = 'failed', processed_rows = 0, error = ${JSON.stringify(e)}::jsonb, finished_at = ${clock()} where id = ${importId}`);
        return { status: 'failed', rows: 0 };
      };
      const file = await app.fileStore.open(imp.file_sha256);
      if (!file) return fail({ row: null, column: null, message: 'Yüklenen dosya bulunamadı.' });
      const now = clock();
      let total = 0;
      let bytesRead = 0;
      let reported = Date.now();
      const progress = async (force = false) => {
        if (database.kind !== 'postgres' || (!force && Date.now() - reported < 500)) return;
        reported = Date.now();
        await db.execute(sql`update payroll_imports set processed_rows = ${total}, bytes_read = ${bytesRead} where id = ${importId} and status = 'processing'`);
      };
      try {
        await db.transaction(async (tx) => {
          await tx.execute(sql`delete from payroll_slips where year = ${imp.year} and month = ${imp.month}`);
          let chunk: ParsedSlip[] = [];
          const flush = async () => {
            if (!chunk.length) return;
            const users = new Map<string, number>();
            for (const r of await rowsOf<{ national_id_number: string; user_id: number }>(tx.execute(sql`select national_id_number, user_id from employees
              where national_id_number in (${sql.join(chunk.map((s) => sql`${s.nationalId}`), sql`, `)})`))) users.set(r.national_id_number, n(r.user_id));
            const unknown = chunk.find((s) => !users.has(s.nationalId));
            if (unknown) throw new ImportError(unknown.row, 'TC Kimlik No', 'bu kimlik numarasıyla kayıtlı personel bulunamadı.');
            const written = await rowsOf<{ source_row: number }>(tx.execute(sql`insert into payroll_slips (import_id, user_id, year, month, national_id_number, full_name, lines, gross_pay, total_deductions, net_pay, source_row, created_at)
              values ${sql.join(chunk.map((s) => sql`(${importId}, ${users.get(s.nationalId)!}, ${imp.year}, ${imp.month}, ${s.nationalId}, ${s.fullName},
                ${JSON.stringify(s.lines)}::jsonb, ${s.gross}, ${s.deductions}, ${s.net}, ${s.row}, ${now})`), sql`, `)}
              on conflict (user_id, year, month) do nothing returning source_row`));
            if (written.length < chunk.length) {
              const rows = new Set(written.map((w) => n(w.source_row)));
              const twice = chunk.find((s) => !rows.has(s.row))!;
              const [earlier] = await rowsOf<{ source_row: number }>(tx.execute(sql`select source_row from payroll_slips
                where user_id = ${users.get(twice.nationalId)!} and year = ${imp.year} and month = ${imp.month}`));
              throw duplicateRow(twice.row, n(earlier!.source_row));
            }
            total += chunk.length;
            chunk = [];
            await progress();
          };
          for await (const slip of payrollRows(file, { onBytes: (read) => { bytesRead = read; } })) {
            chunk.push(slip);
            if (chunk.length >= 1000) await flush();
          }
          await flush();
          await progress(true);
          await tx.execute(sql`update payroll_imports set status = 'done', total_rows = ${total}, processed_rows = ${total}, bytes_read = ${bytesRead},
            total_bytes = coalesce(total_bytes, ${bytesRead}), finished_at = ${now} where id = ${importId}`);
        });
      } catch (error) {
        if (error instanceof ImportError) return fail({ row: error.row, column: error.column, message: error.message });
        throw error;
      } finally {
        file.destroy();
      }
      return { status: 'done', rows: total };
    },
  };
}
