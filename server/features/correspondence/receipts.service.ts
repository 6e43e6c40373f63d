import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { info, notFound } from '../../plugins/http-errors';
import { offsetOf, pageMeta, type Page } from '../../db/sql';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { formatNumber, sequenceYear } from '../../db/numbering';
import { exportJobsService } from '../exports/export-jobs.service';
import { correspondenceRepository as repo } from './correspondence.repository';
import { PERSON_ORDER, PERSON_SELECT, receiptsExport, receiptsViewer, receiptsVisible, withoutJit, type PersonRow } from './receipts-export';
import { CORRESPONDENCE_MESSAGES as M } from '../../../src/contracts/correspondence/correspondence';

const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as { rows: T[] }).rows;
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/**
 * Proof of reading: for an item (its sender or a manager) who has read it, who has not and when,
 * per department and security project (as they were at delivery); a reminder to those who have not.
 */
export function receiptsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  /** The item, when the caller may read its receipts (the rule is in the query: receiptsVisible). */
  async function item(id: number, auth: AuthContext) {
    const row = await repo.find(db, id, auth.userId, receiptsVisible(receiptsViewer(auth)));
    if (!row) throw notFound();
    return row;
  }

  async function groups(ex: Executor, id: number, column: 'department' | 'security_project') {
    const join = column === 'department'
      ? sql`left join departments g on g.id = rc.department_id`
      : sql`left join security_projects g on g.id = rc.security_project_id`;
    const key = column === 'department' ? sql`rc.department_id` : sql`rc.security_project_id`;
    const rows = await rowsOf<{ id: number | null; name: string | null; total: number; read: number }>(ex.execute(sql`
      select ${key} as id, g.name, count(*)::int as total, count(rc.read_at)::int as read
      from correspondence_recipients rc ${join} where rc.correspondence_id = ${id}
      group by ${key}, g.name order by g.name nulls last`));
    return rows.map((r) => ({ id: r.id === null ? null : Number(r.id), name: r.name ?? '—', total: Number(r.total), read: Number(r.read) }));
  }

  function people(ex: Executor, id: number, s: Page & { state?: 'read' | 'unread'; department_id?: number; security_project_id?: number }) {
    const where = [sql`rc.correspondence_id = ${id}`];
    if (s.state === 'read') where.push(sql`rc.read_at is not null`);
    if (s.state === 'unread') where.push(sql`rc.read_at is null`);
    if (s.department_id) where.push(sql`rc.department_id = ${s.department_id}`);
    if (s.security_project_id) where.push(sql`rc.security_project_id = ${s.security_project_id}`);
    const cond = sql.join(where, sql` and `);
    return {
      rows: rowsOf<PersonRow>(ex.execute(sql`${PERSON_SELECT} where ${cond} order by ${PERSON_ORDER} limit ${s.perpage} offset ${offsetOf(s)}`)),
      total: rowsOf<{ n: number }>(ex.execute(sql`select count(*)::int as n from correspondence_recipients rc where ${cond}`)).then((r) => Number(r[0]!.n)),
    };
  }

  const toPerson = (r: PersonRow) => ({
    user_id: Number(r.user_id), full_name: r.full_name, department_name: r.department_name, security_project_name: r.security_project_name,
    delivered_at: iso(r.delivered_at)!, read_at: iso(r.read_at),
  });

  return {
    async report(id: number, auth: AuthContext, s: Page & { state?: 'read' | 'unread'; department_id?: number; security_project_id?: number }) {
      const row = await item(id, auth);
      const { counts, byDepartment, byProject, rows, total } = await withoutJit(db, async (tx) => {
        const counts = await repo.counts(tx, id);
        const byDepartment = await groups(tx, id, 'department');
        const byProject = await groups(tx, id, 'security_project');
        const p = people(tx, id, s);
        const [rows, total] = await Promise.all([p.rows, p.total]);
        return { counts, byDepartment, byProject, rows, total };
      });
      return {
        data: { summary: { ...counts, revision: Number(row.revision), by_department: byDepartment, by_security_project: byProject }, people: rows.map(toPerson) },
        meta: pageMeta(s, total),
      };
    },

    /** The report as Excel: streamed on the request, or above the export threshold written by a job (202, exports/). */
    async download(id: number, auth: AuthContext, reply: FastifyReply) {
      const row = await item(id, auth);
      const { total } = await repo.counts(db, id);
      await exportJobsService(app).deliver(reply, auth, {
        source: receiptsExport, params: { id, viewer: receiptsViewer(auth) }, total, fileName: `Okuma raporu ${row.reference_code ?? row.id}.xlsx`,
      });
    },

    /** A new mandatory notice, approved with the item it points at, to the receivers who have not read it. */
    async remind(id: number, auth: AuthContext) {
      const row = await item(id, auth);
      if (row.status !== 'approved') throw info(M.notPending);
      const now = clock();
      return db.transaction(async (tx) => {
        const [type] = await rowsOf<{ code: string; sequence_yearly_reset: boolean }>(tx.execute(sql`select code, sequence_yearly_reset from correspondence_types where id = ${row.correspondence_type_id}`));
        const year = sequenceYear(type!.sequence_yearly_reset, now);
        const number = await repo.nextNumber(tx, Number(row.correspondence_type_id), year);
        const body = `<p>Hatırlatma: ${row.reference_code ?? ''} numaralı yazışmayı henüz okumadınız.</p>${row.body}`;
        const [created] = await rowsOf<{ id: number }>(tx.execute(sql`insert into correspondences
          (correspondence_type_id, owner_user_id, owner_position_id, send_as, subject, body, is_mandatory, send_to_everyone, status, sent_at, expiration_at,
           reference_code, sequence_year, sequence_number, decided_by_user_id, decided_at, delivered_at, reminder_of_id, created_at, updated_at)
          select correspondence_type_id, ${auth.userId}, ${auth.positionId}, send_as, left('Hatırlatma: ' || subject, 255), ${body}, true, false, 'approved', ${now}::date, expiration_at,
            ${formatNumber(type!.code, now, number)}, ${year}, ${number}, decided_by_user_id, ${now}, ${now}, id, ${now}, ${now}
          from correspondences where id = ${id} returning id`));
        const reminderId = Number(created!.id);
        const inserted = await tx.execute(sql`insert into correspondence_recipients (correspondence_id, user_id, role, department_id, security_project_id, delivered_at)
          select ${reminderId}, user_id, 'receiver', department_id, security_project_id, ${now} from correspondence_recipients
          where correspondence_id = ${id} and role = 'receiver' and read_at is null`);
        const receivers = Number((inserted as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (inserted as unknown as { affectedRows?: number }).affectedRows ?? 0);
        await activityLogRepository.record(tx, { table_name: 'correspondences', target_id: id, action: 'reminded', attributes: { reminder_id: reminderId, receivers }, causer_id: auth.userId });
        return { id: reminderId, receivers };
      });
    },
  };
}
