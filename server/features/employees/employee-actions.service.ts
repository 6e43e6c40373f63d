import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EMPLOYEE_MESSAGES as M } from '../../../src/contracts/employees/messages';
import { EXIT_MESSAGES, exitErrors, exitReasonOf } from '../../../src/contracts/employees/exit';
import type { z } from 'zod';
import type { exitBody } from '../../../src/contracts/employees/record';
import { pageMeta, type Page } from '../../db/sql';
import { invalid, notFound, warning } from '../../plugins/http-errors';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { activityLog } from '../activity-log/activity-log.table';
import { users } from '../auth/auth.table';
import { securityProjects } from '../security-projects/security-projects.table';
import { istanbulDay } from './day';
import { loadCard } from './employee-card';
import { employeeReasons } from './employee-lists.table';
import { employees } from './employees.table';

const TABLE = 'employees';

/** Nickname, delete and restore, exit and exit cancel, external ids, the activity log and histories. */
export function employeeActionsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function stored(id: number, withTrashed = false) {
    const [row] = await db.select().from(employees).where(and(eq(employees.id, id), withTrashed ? undefined : isNull(employees.deleted_at)));
    if (!row) throw notFound(M.notFound);
    return row;
  }
  const card = async (id: number, withTrashed = false) => (await loadCard(db, id, { withTrashed }))!;

  async function change(id: number, values: Partial<typeof employees.$inferInsert>, causer: number, action = 'updated') {
    const before = await stored(id, true);
    await db.transaction(async (tx) => {
      await tx.update(employees).set({ ...values, updated_at: clock() }).where(eq(employees.id, id));
      const { attributes, old } = changedFields(before as Record<string, unknown>, { ...before, ...values });
      await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action, attributes, old, causer_id: causer });
    });
  }

  async function activityPage(id: number, p: Page) {
    const where = and(eq(activityLog.table_name, TABLE), eq(activityLog.target_id, id));
    const [rows, [total]] = await Promise.all([
      db.select({ a: activityLog, causer: { id: users.id, first: users.first_name, last: users.last_name } })
        .from(activityLog).leftJoin(users, eq(users.id, activityLog.causer_id)).where(where)
        .orderBy(desc(activityLog.created_at), desc(activityLog.id)).limit(p.perpage).offset((p.page - 1) * p.perpage),
      db.select({ n: count() }).from(activityLog).where(where),
    ]);
    return {
      data: rows.map(({ a, causer }) => ({
        id: a.id, action: a.action, properties: a.properties, created_at: a.created_at.toISOString(),
        causer: causer?.id ? { id: causer.id, name: `${causer.first} ${causer.last}` } : null,
      })),
      meta: pageMeta(p, Number(total?.n ?? 0)),
    };
  }

  return {
    async nickname(id: number) {
      return { nickname: (await stored(id)).nickname };
    },
    async setNickname(id: number, nickname: string | null, causer: number) {
      await stored(id);
      await change(id, { nickname: nickname || null }, causer);
      return { nickname: nickname || null };
    },
    async remove(id: number, causer: number) {
      await stored(id);
      await change(id, { deleted_at: clock() }, causer, 'deleted');
    },
    async restoreInfo(id: number) {
      const row = await stored(id, true);
      const message = row.deleted_at
        ? `${row.full_name} geri alınacak; ardından bilgilerini düzenleyebilirsiniz.`
        : `${row.full_name} zaten aktif.`;
      return { employee: await card(id, true), message };
    },
    async restore(id: number, causer: number) {
      const row = await stored(id, true);
      if (row.deleted_at) await change(id, { deleted_at: null }, causer, 'restored');
      return card(id);
    },

    async exitForm(id: number) {
      const reasons = await db.select({ id: employeeReasons.id, name: employeeReasons.name }).from(employeeReasons)
        .where(and(eq(employeeReasons.kind, 'exit'), isNull(employeeReasons.deleted_at))).orderBy(employeeReasons.name);
      return { employee: await card(id, true), exit_reasons: reasons };
    },

    /** Spec 1 §5: the typed username and national id must match; no exit date clears the reason. */
    async saveExit(id: number, body: z.infer<typeof exitBody>, causer: number) {
      const row = await stored(id, true);
      const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.user_id));
      const errors = exitErrors(body, { username: user?.name ?? '', national_id_number: row.national_id_number });
      if (Object.keys(errors).length) throw invalid(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));
      await change(id, {
        exit_date: body.exit_date ?? null, resignation_date: body.resignation_date ?? null,
        exit_reason_id: exitReasonOf(body), exit_interviewer_position_id: body.exit_interviewer_position_id ?? null,
      }, causer, 'exit');
      return card(id, true);
    },

    /** Spec 1 §4: only while the employee's security project is active. */
    async cancelExit(id: number, causer: number) {
      const row = await stored(id, true);
      if (!row.exit_date && !row.resignation_date) throw warning(EXIT_MESSAGES.noExit);
      const [project] = row.security_project_id
        ? await db.select({ enable: securityProjects.enable }).from(securityProjects).where(and(eq(securityProjects.id, row.security_project_id), isNull(securityProjects.deleted_at)))
        : [];
      if (!project?.enable) throw warning(EXIT_MESSAGES.projectInactive);
      await change(id, { exit_date: null, resignation_date: null, exit_reason_id: null, exit_interviewer_position_id: null }, causer, 'exit-cancelled');
      return card(id, true);
    },

    async updateExternalIds(id: number, body: { gps_id: string | null; schedule_id: number | null; enterprise_uuid: string | null }, causer: number) {
      const row = await stored(id, true);
      const [user] = await db.select({ enterprise_uuid: users.enterprise_uuid }).from(users).where(eq(users.id, row.user_id));
      await db.transaction(async (tx) => {
        await tx.update(employees).set({ gps_id: body.gps_id, schedule_id: body.schedule_id, updated_at: clock() }).where(eq(employees.id, id));
        await tx.update(users).set({ enterprise_uuid: body.enterprise_uuid, updated_at: clock() }).where(eq(users.id, row.user_id));
        const { attributes, old } = changedFields(
          { gps_id: row.gps_id, schedule_id: row.schedule_id, enterprise_uuid: user?.enterprise_uuid ?? null }, body,
        );
        if (Object.keys(attributes).length) await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'updated', attributes, old, causer_id: causer });
      });
      return card(id, true);
    },

    async activity(id: number, p: Page) {
      await stored(id, true);
      return activityPage(id, p);
    },

    /** The employment register: hire, resignation, exit, from the record itself; newest first. */
    async registry(id: number) {
      const row = await stored(id, true);
      const [reason] = row.exit_reason_id ? await db.select({ name: employeeReasons.name }).from(employeeReasons).where(eq(employeeReasons.id, row.exit_reason_id)) : [];
      const entries = [
        row.initial_hired_at && row.initial_hired_at !== row.hired_at ? { kind: 'initial_hire', label: 'İlk işe giriş', day: row.initial_hired_at } : null,
        row.hired_at ? { kind: 'hire', label: 'İşe giriş', day: row.hired_at } : null,
        row.term_end_date ? { kind: 'term_end', label: 'Sözleşme bitişi', day: row.term_end_date } : null,
        row.resignation_date ? { kind: 'resignation', label: 'İstifa', day: row.resignation_date } : null,
        row.exit_date ? { kind: 'exit', label: reason ? `Çıkış (${reason.name})` : 'Çıkış', day: row.exit_date } : null,
        row.deleted_at ? { kind: 'removed', label: 'Kayıt kaldırıldı', day: istanbulDay(row.deleted_at) } : null,
      ].filter((e) => e !== null);
      return entries.map((e) => ({ ...e, created_at: row.created_at.toISOString() })).sort((a, b) => (b.day ?? '').localeCompare(a.day ?? ''));
    },

  };
}
