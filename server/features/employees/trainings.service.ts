import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { EMPLOYEE_MESSAGES as M } from '../../../src/contracts/employees/messages';
import { TRAINING_FILTER_FIELDS, type trainingBody } from '../../../src/contracts/employees/training';
import type { ReportType } from '../../../src/contracts/employees/filter-fields';
import type { QueryFilter } from '../../../src/contracts/query-filter';
import { containsFolded, orderingOf, pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { exportJobsService } from '../exports/export-jobs.service';
import { referenceItems } from '../reference-lists/reference-lists.table';
import { istanbulDay } from './day';
import { joinedTrainings, managementWhere, toTraining, trainingExport, trainingExportWhere, type TrainingExportParams } from './training-export';
import { maxGroupsOf } from './employee-filter';
import { employeeTrainings as trainings } from './employee-records.table';
import { employees } from './employees.table';

type Body = z.infer<typeof trainingBody>;

/** An employee's trainings, their evaluation, and the training-management report. */
export function trainingsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const joined = () => joinedTrainings(db);
  const shape = toTraining;
  const count_ = (where: SQL | undefined) => db.select({ n: count() }).from(trainings).innerJoin(employees, eq(employees.id, trainings.employee_id)).where(where);

  async function find(id: number, trainingId: number) {
    const [r] = await joined().where(and(eq(trainings.employee_id, id), eq(trainings.id, trainingId)));
    if (!r) throw notFound('Eğitim kaydı bulunamadı.');
    return r;
  }
  async function checkLists(body: Body) {
    const has = async (list: string, id: number) => (await db.select({ id: referenceItems.id }).from(referenceItems).where(and(eq(referenceItems.id, id), eq(referenceItems.list, list), isNull(referenceItems.deleted_at)))).length > 0;
    if (!(await has('employee-training-type', body.training_type_id))) throw invalidField('training_type_id', 'Eğitim türü seçiniz.');
    if (!(await has('employee-training-name', body.training_name_id))) throw invalidField('training_name_id', 'Eğitim adı seçiniz.');
  }
  const values = (b: Body) => ({
    training_type_id: b.training_type_id, training_name_id: b.training_name_id, started_at: b.started_at, finished_at: b.finished_at ?? null,
    validity_date: b.validity_date ?? null, mandatory: b.mandatory, score: b.score ?? null, evaluation_note: b.evaluation_note ?? null,
    evaluated_at: b.score != null ? istanbulDay(clock()) : null,
  });
  async function page(where: SQL | undefined, p: Page & { ordering?: string }) {
    const [rows, [total]] = await Promise.all([
      joined().where(where).orderBy(...orderingOf(p.ordering, { created_at: trainings.created_at, started_at: trainings.started_at, validity_date: trainings.validity_date }), desc(trainings.id))
        .limit(p.perpage).offset((p.page - 1) * p.perpage),
      count_(where),
    ]);
    return { data: rows.map(shape), meta: pageMeta(p, Number(total?.n ?? 0)) };
  }
  /** The Excel: streamed on the request, or above the export threshold written by a job (202, exports/). */
  async function excel(reply: FastifyReply, auth: AuthContext, params: TrainingExportParams, fileName: string) {
    const [total] = await count_(trainingExportWhere(params));
    await exportJobsService(app).deliver(reply, auth, { source: trainingExport, params, total: Number(total?.n ?? 0), fileName });
  }

  const options = (list: string) => db.select({ id: referenceItems.id, name: referenceItems.label }).from(referenceItems)
    .where(and(eq(referenceItems.list, list), isNull(referenceItems.deleted_at))).orderBy(referenceItems.label);

  return {
    form: async () => ({ training_types: await options('employee-training-type'), training_names: await options('employee-training-name') }),
    async names(typeId?: number) {
      if (typeId && !(await options('employee-training-type')).some((t) => t.id === typeId)) throw invalidField('trainingTypeId', 'Eğitim türü seçiniz.');
      return options('employee-training-name');
    },
    async list(id: number, q: Page & { evaluated?: '0' | '1'; ordering?: string }) {
      const [e] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, id));
      if (!e) throw notFound(M.notFound);
      return page(and(eq(trainings.employee_id, id), q.evaluated === '1' ? isNotNull(trainings.score) : q.evaluated === '0' ? isNull(trainings.score) : undefined), q);
    },
    show: async (id: number, tid: number) => shape(await find(id, tid)),
    async create(id: number, body: Body, causer: number) {
      const [e] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, id));
      if (!e) throw notFound(M.notFound);
      await checkLists(body);
      const tid = await db.transaction(async (tx) => {
        const [row] = await tx.insert(trainings).values({ employee_id: id, ...values(body) }).returning();
        await activityLogRepository.record(tx, { table_name: 'employees', target_id: id, action: 'training-created', attributes: { training_id: row!.id, ...body }, causer_id: causer });
        return row!.id;
      });
      return shape(await find(id, tid));
    },
    async update(id: number, tid: number, body: Body, causer: number) {
      const before = await find(id, tid);
      await checkLists(body);
      await db.transaction(async (tx) => {
        await tx.update(trainings).set({ ...values(body), updated_at: clock() }).where(eq(trainings.id, tid));
        await activityLogRepository.record(tx, { table_name: 'employees', target_id: id, action: 'training-updated', attributes: { training_id: tid, ...body }, old: { started_at: before.t.started_at, score: before.t.score, validity_date: before.t.validity_date }, causer_id: causer });
      });
      return shape(await find(id, tid));
    },
    async remove(id: number, tid: number, causer: number) {
      await find(id, tid);
      await db.transaction(async (tx) => {
        await tx.delete(trainings).where(eq(trainings.id, tid));
        await activityLogRepository.record(tx, { table_name: 'employees', target_id: id, action: 'training-deleted', attributes: { training_id: tid }, old: {}, causer_id: causer });
      });
    },
    download: (reply: FastifyReply, auth: AuthContext, id: number) => excel(reply, auth, { employee_id: id }, `egitimler-${id}.xlsx`),

    management: (q: Page & { keyword?: string; ordering?: string }) => page(and(isNull(employees.deleted_at), q.keyword ? containsFolded(employees.full_name, q.keyword) : undefined), q),
    managementForm: (type: ReportType) => ({ type, max_groups: maxGroupsOf(type), fields: TRAINING_FILTER_FIELDS.map((f) => ({ ...f })) }),
    async search(tree: QueryFilter, q: { page: number; perPage: number; type: ReportType; ordering?: string; download?: '0' | '1' }, reply: FastifyReply, auth: AuthContext) {
      if (q.download === '1') {
        await excel(reply, auth, { filter: tree, type: q.type }, `egitim-yonetimi-${istanbulDay(clock())}.xlsx`);
        return undefined;
      }
      return page(managementWhere(tree, q.type), { page: q.page, perpage: q.perPage, ordering: q.ordering });
    },
  };
}
