import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { daysLeft, expiryHorizon, expiryWindow, type ExpiryKind, type ExpiryRow } from '../../../src/contracts/employees/expiry';
import { EMPLOYEE_MESSAGES as M } from '../../../src/contracts/employees/messages';
import { pageMeta, type Page } from '../../db/sql';
import { notFound } from '../../plugins/http-errors';
import { istanbulDay } from './day';

export const EXPIRY_JOB = 'employees.expiry';

type Raw = { id: number; employee_id: number; full_name: string; national_id_number: string; security_project: string | null; kind: string; label: string; expires_on: string | Date };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const dayText = (v: string | Date) => (typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

/**
 * Expiry tracking: the daily job lists TPSS certifications, apron cards and mandatory trainings of
 * active employees whose date falls within 30 days (today included); the report and the card read
 * that list. A read on a day the job has not run yet (the queue off, a fresh start) makes it first.
 */
export function employeeExpiryService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  /** Rebuilds the list for `day` in one transaction; answers how many dates it found. */
  async function refresh(day: string): Promise<number> {
    const horizon = expiryHorizon(day);
    const active = sql`e.deleted_at is null and (e.exit_date is null or e.exit_date >= ${day}::date)`;
    return db.transaction(async (tx) => {
      await tx.execute(sql`delete from employee_expiries`);
      await tx.execute(sql`insert into employee_expiries (employee_id, kind, label, expires_on, computed_on)
        select e.id, 'tpss', 'TPSS ' || c.tpss_document_type, c.tpss_validity_date, ${day}::date
          from employee_certifications c join employees e on e.id = c.employee_id
          where ${active} and c.tpss_validity_date between ${day}::date and ${horizon}::date
        union all
        select e.id, 'apron_card', coalesce('Apron kartı — ' || t.label, 'Apron kartı'), e.apron_card_validity_date, ${day}::date
          from employees e left join reference_items t on t.id = e.apron_card_type_id
          where ${active} and e.apron_card_exists and e.apron_card_validity_date between ${day}::date and ${horizon}::date
        union all
        select e.id, 'training', coalesce(n.label, 'Eğitim'), tr.validity_date, ${day}::date
          from employee_trainings tr join employees e on e.id = tr.employee_id left join reference_items n on n.id = tr.training_name_id
          where ${active} and tr.mandatory and tr.validity_date between ${day}::date and ${horizon}::date`);
      const [found] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from employee_expiries`));
      await tx.execute(sql`insert into employee_expiry_runs (day, found) values (${day}::date, ${found?.n ?? 0})
        on conflict (day) do update set found = excluded.found, created_at = now()`);
      return Number(found?.n ?? 0);
    });
  }

  async function ensure(day: string) {
    const [run] = rowsOf<{ day: string }>(await db.execute(sql`select day::text as day from employee_expiry_runs where day = ${day}::date`));
    if (!run) await refresh(day);
  }

  const select = (where: SQL, tail: SQL) => sql`select x.id, x.employee_id, e.full_name, e.national_id_number, p.name as security_project, x.kind, x.label, x.expires_on::text as expires_on
    from employee_expiries x join employees e on e.id = x.employee_id left join security_projects p on p.id = e.security_project_id
    where ${where} ${tail}`;
  const shape = (r: Raw, day: string): ExpiryRow => {
    const expiresOn = dayText(r.expires_on);
    return {
      id: r.id, employee_id: r.employee_id, full_name: r.full_name, national_id_number: r.national_id_number, security_project: r.security_project,
      kind: r.kind as ExpiryKind, label: r.label, expires_on: expiresOn, days_left: daysLeft(expiresOn, day), window: expiryWindow(expiresOn, day) ?? 30,
    };
  };

  return {
    refresh,
    /** The job: today's list (Istanbul day of `now`). */
    run: (now: Date) => refresh(istanbulDay(now)),

    async report(q: Page & { within: '7' | '30'; kind?: ExpiryKind }) {
      const day = istanbulDay(clock());
      await ensure(day);
      const until = q.within === '7' ? sql`${day}::date + 7` : sql`${day}::date + 30`;
      const where = sql`x.expires_on between ${day}::date and ${until} ${q.kind ? sql`and x.kind = ${q.kind}` : sql``}`;
      const [list, total, run] = await Promise.all([
        db.execute(select(where, sql`order by x.expires_on, e.full_name, x.id limit ${q.perpage} offset ${(q.page - 1) * q.perpage}`)),
        db.execute(sql`select count(*)::int as n from employee_expiries x where ${where}`),
        db.execute(sql`select day::text as day from employee_expiry_runs order by day desc limit 1`),
      ]);
      return {
        data: rowsOf<Raw>(list).map((r) => shape(r, day)),
        meta: pageMeta(q, Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0)),
        helper: { computed_on: rowsOf<{ day: string }>(run)[0]?.day ?? day },
      };
    },

    async ofEmployee(id: number) {
      const day = istanbulDay(clock());
      const [e] = rowsOf<{ id: number }>(await db.execute(sql`select id from employees where id = ${id}`));
      if (!e) throw notFound(M.notFound);
      await ensure(day);
      return rowsOf<Raw>(await db.execute(select(sql`x.employee_id = ${id} and x.expires_on >= ${day}::date`, sql`order by x.expires_on, x.id`))).map((r) => shape(r, day));
    },
  };
}
