import type { FastifyInstance } from 'fastify';
import { and, eq, type SQL } from 'drizzle-orm';
import {
  DRILL_LIMITS, DRILL_MESSAGES as M, DRILL_ROLE_NAMES, type DrillAudit, type drillBody, type drillUpdateBody,
} from '../../../src/contracts/drills';
import type { z } from 'zod';
import { turkeyDate } from '../../../src/contracts/dashboard';
import type { Executor } from '../../db/client';
import { compileFilter } from '../../db/query-filter';
import { isUniqueViolation, pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { HttpError, invalid, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { uuidv7 } from '../../db/numbering';
import { idPages, mapPages } from '../files/xlsx-export';
import { requireReferenceItem } from '../reference-lists/reference-items';
import { securityProjectsRepository } from '../security-projects/security-projects.repository';
import { securityProjectPositions } from '../security-projects/security-projects.table';
import { DRILL_FIELDS } from './drill-filters';
import { positionIdsOf, toDrill } from './drill-mappers';
import { drillsRepository as repo, type DrillRecord, type DrillRow, type DrillValues } from './drills.repository';
import { drillAudits } from './drills.table';
import { positionTpssExpired } from '../employees/tpss';
import { TPSS_MESSAGES } from '../../../src/contracts/employees/tpss';
import { inScope, isInScope, projectScope } from './project-scope';

const TABLE = 'drill_audits';
type Fields = z.output<typeof drillUpdateBody>;
/** What a drill's record holds of the form (everything but who made it and its device id). */
type Stored = Omit<DrillValues, 'uuid' | 'created_by_user_id'>;

export function drillsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function toDrills(rows: DrillRow[]): Promise<DrillAudit[]> {
    const people = await repo.positionsOf(db, positionIdsOf(rows));
    return rows.map((r) => toDrill(r, people));
  }
  const one = async (id: number) => (await toDrills([(await repo.find(db, id))!]))[0]!;

  /** A drill of one of the caller's projects; any other answers 404, so ids cannot be probed. */
  async function visible(id: number, auth: AuthContext): Promise<DrillRow> {
    const row = await repo.find(db, id);
    if (!row || !isInScope(await projectScope(db, auth), row.drill.security_project_id)) throw notFound(M.notFound);
    return row;
  }

  async function isMember(tx: Executor, projectId: number, positionId: number) {
    const rows = await tx.select({ id: securityProjectPositions.id }).from(securityProjectPositions)
      .where(and(eq(securityProjectPositions.security_project_id, projectId), eq(securityProjectPositions.position_id, positionId))).limit(1);
    return rows.length > 0;
  }

  /**
   * The checks that need the database and today, all reported together (422 keyed by field). On an
   * edit, what did not change is not checked again: an old drill stays editable after its person
   * changed role or its project went passive.
   */
  async function validated(body: Fields, auth: AuthContext, before?: DrillRecord): Promise<Stored> {
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);
    const changed = (key: keyof DrillRecord) => !before || before[key] !== body[key as keyof Fields];
    const today = turkeyDate(clock());

    if (changed('drill_code_id')) {
      try {
        await requireReferenceItem(db, 'drill-code', body.drill_code_id, 'drill_code_id');
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        add('drill_code_id', M.codeNotFound);
      }
    }
    const projectChanged = changed('security_project_id');
    if (projectChanged) {
      const project = await securityProjectsRepository.find(db, body.security_project_id);
      if (!project || !isInScope(await projectScope(db, auth), project.id)) add('security_project_id', M.projectNotYours);
      else if (!project.enable) add('security_project_id', M.projectDisabled);
    }
    let status = before?.status ?? '';
    if (projectChanged || changed('drill_personal_position_id')) {
      const person = await repo.livePosition(db, body.drill_personal_position_id);
      const drillable = person && (DRILL_ROLE_NAMES as readonly string[]).includes(person.role_name)
        && (await isMember(db, body.security_project_id, person.id));
      if (!drillable) add('drill_personal_position_id', M.personNotDrillable);
      else status = person.role_name;
    }
    // A screener whose TPSS certification had expired by the drill's date is not drilled (issue 10).
    if ((changed('drill_personal_position_id') || changed('drill_date')) && !errors.drill_personal_position_id
      && (await positionTpssExpired(db, body.drill_personal_position_id, body.drill_date))) {
      add('drill_personal_position_id', TPSS_MESSAGES.drillPersonExpired);
    }
    for (const key of ['drill_creator_position_id', 'retest_drill_creator_position_id'] as const) {
      const id = body[key];
      if (id != null && changed(key) && !(await repo.livePosition(db, id))) add(key, M.positionNotFound);
    }
    if (body.drill_date > today) add('drill_date', M.futureDate);
    if (body.retest_drill_result && body.retest_drill_date && body.retest_drill_date > today) add('retest_drill_result', M.retestResultTooEarly);
    if (Object.keys(errors).length) throw invalid(errors);

    return {
      drill_code_id: body.drill_code_id,
      security_project_id: body.security_project_id,
      drill_date: body.drill_date,
      drill_creator_position_id: body.drill_creator_position_id,
      drill_personal_position_id: body.drill_personal_position_id,
      status,
      drill_result: body.drill_result ?? null,
      retest_drill_creator_position_id: body.retest_drill_creator_position_id ?? null,
      retest_drill_date: body.retest_drill_date ?? null,
      retest_drill_result: body.retest_drill_result ?? null,
      description: body.description,
    };
  }

  /** The caller's scope, the list's own filter and the builder's tree, as one where-clause. */
  async function whereOf(auth: AuthContext, tree?: unknown, projectId?: number): Promise<SQL | undefined> {
    return and(
      inScope(await projectScope(db, auth), drillAudits.security_project_id),
      projectId ? eq(drillAudits.security_project_id, projectId) : undefined,
      tree === undefined ? undefined : compileFilter(tree, DRILL_FIELDS),
    );
  }

  async function paged(where: SQL | undefined, page: Page & { ordering?: string }) {
    const { rows, total } = await repo.page(db, where, page);
    return { data: await toDrills(rows), meta: pageMeta(page, total) };
  }

  return {
    list: async (auth: AuthContext, q: Page & { ordering?: string; security_project_id?: number }) =>
      paged(await whereOf(auth, undefined, q.security_project_id), q),

    search: async (auth: AuthContext, tree: unknown, page: Page & { ordering?: string }) => paged(await whereOf(auth, tree), page),

    /** Every drill the filter finds, for the Excel file, a page at a time; more than the limit is refused before any is read. */
    async exportPages(auth: AuthContext, tree: unknown): Promise<AsyncIterable<DrillAudit[]>> {
      const where = await whereOf(auth, tree);
      const ids = await repo.exportIds(db, where, DRILL_LIMITS.exportMax + 1);
      if (ids.length > DRILL_LIMITS.exportMax) throw invalidField('export', M.exportTooMany);
      return mapPages(idPages(ids, (page) => repo.byIds(db, page), (r) => r.drill.id), toDrills);
    },

    get: async (id: number, auth: AuthContext) => (await toDrills([await visible(id, auth)]))[0]!,

    /**
     * Records a drill. A device's UUID sent again by the user who made it answers the drill it made
     * (status 200) instead of making a second one: an outbox replay can never double a drill.
     */
    async create(body: z.output<typeof drillBody>, auth: AuthContext): Promise<{ data: DrillAudit; created: boolean }> {
      const twin = async () => {
        const existing = body.id ? await repo.findByUuid(db, body.id) : undefined;
        if (!existing) return undefined;
        if (existing.created_by_user_id !== auth.userId || existing.deleted_at) throw invalidField('id', M.idTaken);
        return { data: await one(existing.id), created: false };
      };
      const earlier = await twin();
      if (earlier) return earlier;
      const values = await validated(body, auth);
      const now = clock();
      try {
        const id = await db.transaction(async (tx) => {
          const newId = await repo.insert(tx, { ...values, uuid: body.id ?? uuidv7(now.getTime()), created_by_user_id: auth.userId }, now);
          await activityLogRepository.record(tx, { table_name: TABLE, target_id: newId, action: 'created', attributes: { ...values }, causer_id: auth.userId });
          return newId;
        });
        return { data: await one(id), created: true };
      } catch (error) {
        // The same UUID committed a moment ago by a concurrent send of the same item.
        const concurrent = body.id && isUniqueViolation(error) ? await twin() : undefined;
        if (!concurrent) throw error;
        return concurrent;
      }
    },

    async update(id: number, body: Fields, auth: AuthContext): Promise<DrillAudit> {
      const before = (await visible(id, auth)).drill;
      const values = await validated(body, auth, before);
      await db.transaction(async (tx) => {
        await repo.update(tx, id, values, clock());
        const { attributes, old } = changedFields(before as unknown as Record<string, unknown>, values as unknown as Record<string, unknown>);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'updated', attributes, old, causer_id: auth.userId });
      });
      return one(id);
    },

    async remove(id: number, auth: AuthContext): Promise<void> {
      const before = (await visible(id, auth)).drill;
      await db.transaction(async (tx) => {
        await repo.softDelete(tx, id, clock());
        await activityLogRepository.record(tx, {
          table_name: TABLE, target_id: id, action: 'deleted', attributes: {},
          old: { uuid: before.uuid, drill_date: before.drill_date, drill_personal_position_id: before.drill_personal_position_id }, causer_id: auth.userId,
        });
      });
    },
  };
}
