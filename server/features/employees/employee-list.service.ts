import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { EMPLOYEE_MESSAGES as M } from '../../../src/contracts/employees/messages';
import { DEFAULT_GROUP_FIELDS, EMPLOYEE_FILTER_FIELDS, EMPLOYEE_SOURCE, REPORT_TYPES, REPORT_TYPE_KEYS, SAVED_FILTER_TYPES, type ReportType } from '../../../src/contracts/employees/filter-fields';
import { startsWithGroup, type QueryFilter } from '../../../src/contracts/query-filter';
import { nameOrNationalId, pageMeta } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { forbidden, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { users } from '../auth/auth.table';
import { exportJobsService } from '../exports/export-jobs.service';
import { departments, roles } from '../organisation/organisation.table';
import { istanbulDay } from './day';
import { savedFilters } from './employee-lists.table';
import { countParts, employeeWhere, joinsOf, maxGroupsOf, statusCondition, type FilterJoins } from './employee-filter';
import { employeeExport, employeeExportWhere, type EmployeeExportBody } from './employee-export';
import { employeesRepository as repo, toEmployeeRow } from './employees.repository';
import { employees } from './employees.table';

const TABLE = 'employees';

export function employeeListService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const today = () => istanbulDay(clock());

  async function page(where: SQL | undefined, p: { page: number; perpage: number; ordering?: string }, joins?: FilterJoins) {
    const [rows, total] = await Promise.all([repo.page(db, where, p, joins), repo.count(db, where, joins)]);
    const t = today();
    return { data: rows.map((r) => toEmployeeRow(r, t)), meta: pageMeta(p, total) };
  }

  const savedShape = (r: typeof savedFilters.$inferSelect & { owner: string }, userId: number) => ({
    id: r.id, scope: r.scope, name: r.name, type: r.type as 'public' | 'private', type_label: SAVED_FILTER_TYPES[r.type as 'public' | 'private'],
    query: r.query as QueryFilter, owner: r.owner, mine: r.owner_user_id === userId, created_at: r.created_at.toISOString(),
  });

  return {
    async list(q: { page: number; perpage: number; ordering?: string; keyword?: string; status: 'active' | 'inactive' | 'all' }) {
      const keyword = q.keyword?.trim();
      const where = and(
        statusCondition({ with_trashed: q.status === 'all', only_trashed: q.status === 'inactive' }, today()),
        keyword ? nameOrNationalId(employees.full_name, employees.national_id_number, keyword) : undefined,
      );
      return page(where, q, { users: false, roles: false });
    },

    searchForm(type: ReportType) {
      return {
        type, title: REPORT_TYPES[type], max_groups: maxGroupsOf(type),
        fields: EMPLOYEE_FILTER_FIELDS.map((f) => ({ name: f.name, label: f.label, type: f.type, ...(f.values ? { values: [...f.values] } : {}) })),
        default_filter: {
          groups: [startsWithGroup(EMPLOYEE_SOURCE, DEFAULT_GROUP_FIELDS.map((name) => ({ name, label: EMPLOYEE_FILTER_FIELDS.find((f) => f.name === name)!.label })))],
        },
        report_types: REPORT_TYPE_KEYS.map((key) => ({ key, title: REPORT_TYPES[key] })),
      };
    },

    /** One page, and when asked (with_helper_data) how many rows each group alone matches (helper_data.group_counts). */
    async search(tree: QueryFilter, q: { page: number; perPage: number; type: ReportType; ordering?: string; with_helper_data?: boolean }) {
      const t = today();
      const where = employeeWhere(tree, q.type, t);
      const p = { page: q.page, perpage: q.perPage, ordering: q.ordering };
      const joins = joinsOf(tree);
      if (tree.groups.length < 2 || !q.with_helper_data) {
        const result = await page(where, p, joins);
        return { ...result, helper: { title: REPORT_TYPES[q.type] } };
      }
      // The total and each group's count in one statement (the page itself uses the filter's indexes).
      const [rows, [total, ...groupCounts]] = await Promise.all([repo.page(db, where, p, joins), repo.counts(db, countParts(tree, q.type, t))]);
      return {
        data: rows.map((r) => toEmployeeRow(r, t)), meta: pageMeta(p, total!),
        helper: { title: REPORT_TYPES[q.type], group_counts: groupCounts },
      };
    },

    /** Streamed on the request, or above the export threshold written by a job (202, exports/). */
    async download(reply: FastifyReply, auth: AuthContext, body: EmployeeExportBody) {
      const params = { body, today: today() };
      const total = await repo.count(db, employeeExportWhere(params));
      await exportJobsService(app).deliver(reply, auth, { source: employeeExport, params, total, fileName: `personel-${params.today}.xlsx` });
    },

    /** The searched employees, and (helper_data.roles) the roles to choose from, each with its department (spec 1 §4). */
    async changeRoleSearch(tree: QueryFilter, q: { page: number; perPage: number }) {
      const [result, choices] = await Promise.all([
        page(employeeWhere(tree, 'default', today()), { page: q.page, perpage: q.perPage }, joinsOf(tree)),
        db.select({ id: roles.id, name: roles.name, department_id: departments.id, department: departments.name }).from(roles)
          .innerJoin(departments, eq(departments.id, roles.department_id))
          .where(and(isNull(roles.deleted_at), isNull(departments.deleted_at))).orderBy(departments.name, roles.name),
      ]);
      return { ...result, helper: { roles: choices } };
    },

    async changeRole(tree: QueryFilter & { role_id: number }, causer: number) {
      const [role] = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.id, tree.role_id), isNull(roles.deleted_at)));
      if (!role) throw notFound('Rol bulunamadı.');
      const where = employeeWhere(tree, 'default', today());
      return db.transaction(async (tx) => {
        const targets = await tx.select({ id: employees.id, role_id: employees.role_id }).from(employees)
          .innerJoin(users, eq(users.id, employees.user_id)).leftJoin(roles, eq(roles.id, employees.role_id)).where(where);
        const changing = targets.filter((e) => e.role_id !== tree.role_id);
        await repo.setRole(tx, changing.map((e) => e.id), tree.role_id, clock());
        for (const e of changing) {
          await activityLogRepository.record(tx, { table_name: TABLE, target_id: e.id, action: 'updated', attributes: { role_id: tree.role_id }, old: { role_id: e.role_id }, causer_id: causer });
        }
        return { changed: changing.length, message: M.roleChanged(changing.length) };
      });
    },

    // ---- Saved filters: visibility is in the SQL (public, or the caller's own) --------------
    async savedFilters(userId: number, reportType: ReportType) {
      const rows = await db.select({ filter: savedFilters, owner: sql<string>`concat(${users.first_name}, ' ', ${users.last_name})` })
        .from(savedFilters).innerJoin(users, eq(users.id, savedFilters.owner_user_id))
        .where(and(eq(savedFilters.scope, 'employee'), eq(savedFilters.report_type, reportType),
          or(eq(savedFilters.type, 'public'), eq(savedFilters.owner_user_id, userId))))
        .orderBy(savedFilters.name);
      return rows.map((r) => savedShape({ ...r.filter, owner: r.owner }, userId));
    },

    async saveFilter(body: { scope: string; report_type: ReportType; name: string; type: 'public' | 'private'; query: QueryFilter }, userId: number) {
      // The query is checked as the list would run it: a filter that cannot run is never saved.
      employeeWhere(body.query, body.report_type, today());
      const [row] = await db.insert(savedFilters).values({ ...body, owner_user_id: userId }).returning();
      const [owner] = await db.select({ n: sql<string>`concat(${users.first_name}, ' ', ${users.last_name})` }).from(users).where(eq(users.id, userId));
      return savedShape({ ...row!, owner: owner?.n ?? '' }, userId);
    },

    async deleteFilter(id: number, userId: number) {
      const [row] = await db.select().from(savedFilters).where(and(eq(savedFilters.id, id), or(eq(savedFilters.type, 'public'), eq(savedFilters.owner_user_id, userId))));
      if (!row) throw notFound(M.filterNotFound);
      if (row.owner_user_id !== userId) throw forbidden('Yalnızca kendi filtrelerinizi silebilirsiniz.');
      await db.delete(savedFilters).where(eq(savedFilters.id, id));
    },
  };
}
