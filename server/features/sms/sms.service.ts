import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AudienceInput } from '../../../src/contracts/correspondence/audience';
import { SMS_MESSAGES, smsDisplayCount, smsSegments } from '../../../src/contracts/sms/segments';
import type { SmsReceiver, TransactionLogQuery } from '../../../src/contracts/sms/sms';
import type { Executor } from '../../db/client';
import { offsetOf, pageMeta } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { invalidField, notFound } from '../../plugins/http-errors';
import { audiencePeopleSql, audienceRepository } from '../correspondence/audience.repository';
import { exportJobsService } from '../exports/export-jobs.service';
import { GatewayError, smsGateway } from './gateway';
import { countLogs, LOG_ORDER, LOG_SELECT, logFilters, mapLog, transactionLogExport, type TransactionLogFilters } from './transaction-log';
import { paceStep, restAfter, sendPace } from '../../jobs/pace';

export const SMS_SEND_JOB = 'sms.send';
export const SMS_REFRESH_JOB = 'sms.status-refresh';
export const SMS_CLIENTS = { bulk: 1, payroll: 2 } as const;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as Rows<T>).rows;
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const n = (v: unknown) => Number(v);
/** Rows a statement wrote: node-postgres answers rowCount, PGlite affectedRows. */
const affected = (res: unknown) => n((res as { rowCount?: number | null }).rowCount ?? (res as { affectedRows?: number }).affectedRows ?? 0);

type LogRow = Record<string, unknown>;

const toAudience = (e: { type: SmsReceiver['type']; id: number }): AudienceInput => ({ type: e.type === 'position' ? 'position_with_user' : e.type, id: e.id });

/**
 * The people (user_id, position_id: one live position each, the primary first) that typed
 * receivers name: the correspondence audience SQL for its types, and position groups through
 * their positions (a group that was deleted addresses no one).
 */
function peopleSql(audience: AudienceInput[], groupIds: number[], ownerUserId: number): SQL {
  if (!groupIds.length) return audiencePeopleSql(audience, ownerUserId);
  const grouped = sql`select p.user_id, p.id as position_id from position_group_positions gp
    join position_groups g on g.id = gp.group_id and g.deleted_at is null
    join positions p on p.id = gp.position_id and p.deleted_at is null
    join users u on u.id = p.user_id and u.deleted_at is null
    where gp.group_id in (${sql.join(groupIds.map((g) => sql`${g}`), sql`, `)})`;
  const all = audience.length ? sql`select user_id, position_id from (${audiencePeopleSql(audience, ownerUserId)}) a union all ${grouped}` : grouped;
  return sql`select distinct on (x.user_id) x.user_id, x.position_id from (${all}) x join positions pp on pp.id = x.position_id
    order by x.user_id, pp.is_primary desc, pp.id`;
}

export function smsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const gateway = () => smsGateway(app.deps);

  const messageSelect = sql`select m.*, trim(u.first_name || ' ' || u.last_name) as sender_full_name from short_messages m join users u on u.id = m.sender_user_id`;
  // The counts are kept on the message by triggers (migration sms-message-counts), not counted per call.
  const mapMessage = (r: LogRow) => ({
    id: n(r.id), body: String(r.body), sender_full_name: String(r.sender_full_name),
    sender_position_id: r.sender_position_id === null ? null : n(r.sender_position_id), receiver_count: n(r.receiver_count),
    segment_count: n(r.segment_count), display_count: n(r.display_count),
    counts: { queued: n(r.queued_count), pending: n(r.pending_count), delivered: n(r.delivered_count), failed: n(r.failed_count) }, created_at: iso(r.created_at)!,
  });

  /**
   * Hands queued messages to the gateway, sendPace's batch of numbers per call (one message's body
   * per call); answers how many went. The send shares the database with the API (on PGlite its one
   * connection and the Node thread), so each statement is followed by a turn of the event loop and
   * each batch by a rest of sendPace's multiple of its time (jobs/pace.ts). `pause: false` sends
   * without resting.
   */
  async function sendQueued(shortMessageId?: number, maxBatches = 20, options: { pause?: boolean } = {}): Promise<{ sent: number; failed: number }> {
    const gw = gateway();
    const pace = sendPace(database.kind);
    let sent = 0;
    let failed = 0;
    for (let b = 0; b < maxBatches; b++) {
      const busy = { ms: 0 };
      // The oldest message's queued rows, read off the partial queued index (its order; the subquery
      // keeps the planner from walking the primary key over the rows already sent).
      const batch = await paceStep(busy, () => rowsOf<{ id: number; gsm: string; body: string }>(db.execute(sql`
        select l.id, l.gsm, coalesce(m.body, l.body) as body from sms_transaction_logs l
        left join short_messages m on m.id = l.short_message_id
        where l.status = 'queued' and l.client_id = ${SMS_CLIENTS.bulk}
          and l.short_message_id = (select min(short_message_id) from sms_transaction_logs
            where status = 'queued' and client_id = ${SMS_CLIENTS.bulk} ${shortMessageId ? sql`and short_message_id = ${shortMessageId}` : sql``})
        order by l.client_id, l.short_message_id, l.id limit ${pace.batch}`)));
      if (!batch.length) break;
      const ids = sql.join(batch.map((r) => sql`${r.id}`), sql`, `);
      try {
        const { jobId } = await paceStep(busy, () => gw.send(batch[0]!.body, batch.map((r) => r.gsm)));
        await paceStep(busy, () => db.execute(sql`update sms_transaction_logs set status = 'pending', gateway = ${gw.name}, gateway_job_id = ${jobId},
          sent_at = ${clock()}, updated_at = ${clock()} where id in (${ids})`));
        sent += batch.length;
      } catch (error) {
        const reason = error instanceof GatewayError ? error.message : String((error as Error).message ?? error);
        await paceStep(busy, () => db.execute(sql`update sms_transaction_logs set status = 'failed', gateway = ${gw.name}, status_reason = ${reason},
          updated_at = ${clock()} where id in (${ids})`));
        failed += batch.length;
      }
      if (options.pause !== false) await restAfter(busy, pace.restPerBusy);
    }
    return { sent, failed };
  }

  /** Asks the gateway about messages it took but has not reported final yet. */
  async function refreshStatuses(limit = 100): Promise<{ checked: number; updated: number }> {
    const gw = gateway();
    const jobs = (await rowsOf<{ job: string }>(db.execute(sql`select distinct gateway_job_id as job from sms_transaction_logs
      where status = 'pending' and gateway = ${gw.name} and gateway_job_id is not null order by 1 limit ${limit}`))).map((r) => r.job);
    if (!jobs.length) return { checked: 0, updated: 0 };
    const reports = await gw.report(jobs);
    let updated = 0;
    for (const r of reports) {
      if (r.status === 'pending') continue;
      const res = await db.execute(sql`update sms_transaction_logs set status = ${r.status}, status_code = ${r.code},
        status_reason = ${r.reason}, delivered_at = ${r.deliveredAt}, checked_at = ${clock()}, updated_at = ${clock()}
        where gateway_job_id = ${r.jobId} and gsm = ${r.gsm} and status = 'pending'`);
      updated += affected(res);
    }
    await db.execute(sql`update sms_transaction_logs set checked_at = ${clock()} where status = 'pending' and gateway_job_id in (${sql.join(jobs.map((j) => sql`${j}`), sql`, `)})`);
    return { checked: jobs.length, updated };
  }

  return {
    sendQueued,
    refreshStatuses,

    async list(q: { page: number; perpage: number; created_at_from?: string; created_at_to?: string; sender_position_id?: number }) {
      const where: SQL[] = [sql`true`];
      if (q.created_at_from) where.push(sql`m.created_at >= (${q.created_at_from}::date)::timestamp at time zone 'Europe/Istanbul'`);
      if (q.created_at_to) where.push(sql`m.created_at < ((${q.created_at_to}::date + 1)::timestamp at time zone 'Europe/Istanbul')`);
      if (q.sender_position_id) where.push(sql`m.sender_position_id = ${q.sender_position_id}`);
      const cond = sql.join(where, sql` and `);
      const [total] = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from short_messages m where ${cond}`));
      const rows = await rowsOf<LogRow>(db.execute(sql`${messageSelect} where ${cond} order by m.created_at desc, m.id desc limit ${q.perpage} offset ${offsetOf(q)}`));
      return { data: rows.map(mapMessage), meta: pageMeta(q, n(total?.n ?? 0)) };
    },

    async detail(id: number) {
      const [row] = await rowsOf<LogRow>(db.execute(sql`${messageSelect} where m.id = ${id}`));
      if (!row) throw notFound();
      const people = await rowsOf<LogRow>(db.execute(sql`select id, full_name, gsm, status, status_reason, delivered_at from sms_transaction_logs
        where short_message_id = ${id} order by full_name, id limit 5000`));
      return {
        ...mapMessage(row),
        receivers: row.receivers as SmsReceiver[],
        additional_receivers: row.additional_receivers as { full_name: string; mobile_number: string }[],
        short_message_receivers: people.map((p) => ({ id: n(p.id), full_name: String(p.full_name), gsm: String(p.gsm), status: p.status as 'queued', status_reason: (p.status_reason as string | null) ?? null, delivered_at: iso(p.delivered_at) })),
      };
    },

    /**
     * Resolves the receivers to people with mobiles and records one log row each in one INSERT …
     * SELECT (no person passes through Node), then queues the send. Position groups (`group`) are
     * resolved here through their positions (organisation's position_group_positions); the other
     * types through the correspondence audience SQL.
     */
    async store(input: { body: string; receivers: { type: SmsReceiver['type']; id: number }[]; additional_receivers: { full_name: string; mobile_number: string }[] }, auth: AuthContext) {
      const groupIds = [...new Set(input.receivers.filter((r) => r.type === 'group').map((r) => r.id))];
      const audience = input.receivers.filter((r) => r.type !== 'group').map(toAudience);
      const { entries, missing } = await audienceRepository.describe(db, audience, auth.userId);
      const groups = groupIds.length ? await rowsOf<{ id: number; name: string }>(db.execute(sql`select id, name from position_groups
        where deleted_at is null and id in (${sql.join(groupIds.map((g) => sql`${g}`), sql`, `)})`)) : [];
      if (missing.length || groups.length < groupIds.length) throw invalidField('receivers', SMS_MESSAGES.receiverMissing);
      const named = new Map<string, SmsReceiver>([
        ...entries.map((e): [string, SmsReceiver] => [`${e.type}:${e.id}`, { ...e, type: e.type === 'position_with_user' ? 'position' : e.type }]),
        ...groups.map((g): [string, SmsReceiver] => [`group:${n(g.id)}`, { id: n(g.id), name: String(g.name), type: 'group', role_id: null, role_name: null }]),
      ]);
      const receivers = input.receivers.flatMap((r) => named.get(`${toAudience(r).type}:${r.id}`) ?? []);
      const segments = smsSegments(input.body).segments;
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const [msg] = await rowsOf<{ id: number }>(tx.execute(sql`insert into short_messages (body, sender_user_id, sender_position_id, receivers,
          additional_receivers, receiver_count, segment_count, display_count, created_at, updated_at)
          values (${input.body}, ${auth.userId}, ${auth.positionId}, ${JSON.stringify(receivers)}::jsonb, ${JSON.stringify(input.additional_receivers)}::jsonb,
          0, ${segments}, ${smsDisplayCount(input.body)}, ${now}, ${now}) returning id`));
        const id = n(msg!.id);
        // The receiver count is what the inserts answer (their row counts), not a count of 100,000
        // log rows read back.
        let count = 0;
        if (audience.length || groupIds.length) {
          // users.mobile_number holds the 10 national digits (the employee form normalises it).
          // The national id comes from one grouped pass over employees joined by hash, not a
          // lookup per person.
          count += affected(await tx.execute(sql`insert into sms_transaction_logs (reference_code, short_message_id, client_id, user_id, position_id, sender_user_id,
              full_name, national_id_number, gsm, body, segments, gateway, status, created_at, updated_at)
            select 'SM' || ${id}::text || '-' || people.user_id::text, ${id}, ${SMS_CLIENTS.bulk}, people.user_id, people.position_id, ${auth.userId},
              trim(u.first_name || ' ' || u.last_name), e.national_id_number,
              '90' || u.mobile_number, ${input.body}, ${segments}, '', 'queued', ${now}, ${now}
            from (${peopleSql(audience, groupIds, auth.userId)}) people
            join users u on u.id = people.user_id
            left join (select user_id, min(national_id_number) as national_id_number from employees group by user_id) e on e.user_id = people.user_id
            where u.mobile_number ~ '^[5-9][0-9]{9}$'`));
        }
        let extra = 0;
        for (const a of input.additional_receivers) {
          extra++;
          count += affected(await tx.execute(sql`insert into sms_transaction_logs (reference_code, short_message_id, client_id, sender_user_id, full_name, gsm, body, segments, gateway, status, created_at, updated_at)
            select ${`SM${id}-X${extra}`}, ${id}, ${SMS_CLIENTS.bulk}, ${auth.userId}, ${a.full_name}, ${a.mobile_number}, ${input.body}, ${segments}, '', 'queued', ${now}, ${now}
            where not exists (select 1 from sms_transaction_logs where short_message_id = ${id} and gsm = ${a.mobile_number})`));
        }
        if (!count) throw invalidField('receivers', SMS_MESSAGES.noMobile);
        await tx.execute(sql`update short_messages set receiver_count = ${count} where id = ${id}`);
        if (app.jobs.boss) await app.jobs.send(SMS_SEND_JOB, { short_message_id: id }, { tx });
        return { id, receiver_count: count };
      });
      return { ...result, message: SMS_MESSAGES.sent };
    },

    async transactionLog(q: TransactionLogQuery) {
      const [total, rows] = await Promise.all([
        countLogs(db, q),
        rowsOf<LogRow>(db.execute(sql`${LOG_SELECT} where ${logFilters(q)} order by ${LOG_ORDER} limit ${q.perpage} offset ${offsetOf(q)}`)),
      ]);
      return { data: rows.map(mapLog), meta: pageMeta(q, total) };
    },

    /** The report's Excel: streamed on the request, or above the export threshold written by a job (202, exports/). */
    async downloadTransactionLog(reply: FastifyReply, auth: AuthContext, filters: TransactionLogFilters) {
      const total = await countLogs(db, filters);
      await exportJobsService(app).deliver(reply, auth, { source: transactionLogExport, params: filters, total, fileName: 'sms-raporu.xlsx' });
    },

    async clients() {
      return (await rowsOf<LogRow>(db.execute(sql`select id, code, name from sms_clients order by id`))).map((r) => ({ id: n(r.id), code: String(r.code), name: String(r.name) }));
    },

    async devMessages(q: { gsm?: string; limit: number }) {
      const gsm = q.gsm ? q.gsm.replace(/\D/g, '') : undefined;
      return (await rowsOf<LogRow>(db.execute(sql`select id, gsm, body, created_at from sms_dev_outbox
        ${gsm ? sql`where gsm like ${`%${gsm}`}` : sql``} order by id desc limit ${q.limit}`)))
        .map((r) => ({ id: n(r.id), gsm: String(r.gsm), body: String(r.body), created_at: iso(r.created_at)! }));
    },

    /**
     * One message to one person now (a payroll code): logged under its client with a masked body,
     * sent at once through the gateway. Throws GatewayError when the gateway refuses.
     */
    async sendNow(db2: Executor, m: { clientId: number; userId: number; fullName: string; nationalId: string | null; gsm: string; body: string; loggedBody: string }) {
      const gw = gateway();
      const now = clock();
      const ref = `OT${now.getTime().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const segments = smsSegments(m.body).segments;
      const [row] = await rowsOf<{ id: number }>(db2.execute(sql`insert into sms_transaction_logs (reference_code, client_id, user_id, full_name,
        national_id_number, gsm, body, segments, gateway, status, created_at, updated_at)
        values (${ref}, ${m.clientId}, ${m.userId}, ${m.fullName}, ${m.nationalId}, ${m.gsm}, ${m.loggedBody}, ${segments}, ${gw.name}, 'queued', ${now}, ${now}) returning id`));
      try {
        const { jobId } = await gw.send(m.body, [m.gsm]);
        await db2.execute(sql`update sms_transaction_logs set status = 'pending', gateway_job_id = ${jobId}, sent_at = ${now} where id = ${row!.id}`);
      } catch (error) {
        await db2.execute(sql`update sms_transaction_logs set status = 'failed', status_reason = ${(error as Error).message} where id = ${row!.id}`);
        throw error;
      }
    },
  };
}
