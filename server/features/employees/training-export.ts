import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportType } from '../../../src/contracts/employees/filter-fields';
import { TRAINING_FILTER_FIELDS, TRAINING_SOURCE, type Training } from '../../../src/contracts/employees/training';
import type { QueryFilter } from '../../../src/contracts/query-filter';
import type { Executor } from '../../db/client';
import { compileFilter, type FilterFields } from '../../db/query-filter';
import { referenceItems } from '../reference-lists/reference-lists.table';
import { exportSource } from '../exports/export-sources';
import { turkishDay } from '../files/workbook';
import { idPages, mapPages } from '../files/xlsx-export';
import { maxGroupsOf } from './employee-filter';
import { employeeTrainings as trainings } from './employee-records.table';
import { employees } from './employees.table';

/** Trainings with their employee, type and name: the rows of the lists and of the Excel. */

const typeItem = alias(referenceItems, 'training_type');
const nameItem = alias(referenceItems, 'training_name');

export const joinedTrainings = (ex: Executor) => ex.select({ t: trainings, employee_name: employees.full_name, type_name: typeItem.label, name_name: nameItem.label })
  .from(trainings).innerJoin(employees, eq(employees.id, trainings.employee_id))
  .innerJoin(typeItem, eq(typeItem.id, trainings.training_type_id)).innerJoin(nameItem, eq(nameItem.id, trainings.training_name_id));
type Row = Awaited<ReturnType<ReturnType<typeof joinedTrainings>['execute']>>[number];

export const toTraining = (r: Row): Training => ({
  id: r.t.id, employee_id: r.t.employee_id, employee_name: r.employee_name,
  training_type: { id: r.t.training_type_id, name: r.type_name }, training_name: { id: r.t.training_name_id, name: r.name_name },
  started_at: r.t.started_at, finished_at: r.t.finished_at, validity_date: r.t.validity_date, mandatory: r.t.mandatory,
  score: r.t.score, evaluation_note: r.t.evaluation_note, evaluated_at: r.t.evaluated_at, created_at: r.t.created_at.toISOString(),
});

const FILTER_COLUMNS: Record<string, SQL | typeof trainings.started_at> = {
  full_name: sql`${employees.full_name}`, national_id_number: sql`${employees.national_id_number}`,
  training_type_id: sql`${trainings.training_type_id}`, training_name_id: sql`${trainings.training_name_id}`,
  started_at: trainings.started_at, validity_date: sql`${trainings.validity_date}`, mandatory: sql`${trainings.mandatory}`,
  security_project_id: sql`${employees.security_project_id}`,
};
const FIELDS: FilterFields = { [TRAINING_SOURCE]: Object.fromEntries(TRAINING_FILTER_FIELDS.map((f) => [f.name, { column: FILTER_COLUMNS[f.name]!, type: f.type, label: f.label }])) };

/** The training-management report's WHERE (trainings joined with employees): current employees, the filter groups. */
export const managementWhere = (tree: QueryFilter, type: ReportType) =>
  and(isNull(employees.deleted_at), compileFilter(tree, FIELDS, { maxGroups: maxGroupsOf(type) }));

/** An employee's trainings, or the training-management report's filter: plain JSON, so an export job reads the same rows. */
export type TrainingExportParams = { employee_id: number } | { filter: QueryFilter; type: ReportType };

export const trainingExportWhere = (p: TrainingExportParams) =>
  ('employee_id' in p ? eq(trainings.employee_id, p.employee_id) : managementWhere(p.filter, p.type));

const COLUMNS = [
  { header: 'Ad Soyad', key: 'employee_name', width: 28 }, { header: 'Eğitim Türü', key: 'type', width: 24 }, { header: 'Eğitim Adı', key: 'name', width: 30 },
  { header: 'Başlangıç', key: 'started_at', width: 12 }, { header: 'Bitiş', key: 'finished_at', width: 12 }, { header: 'Geçerlilik', key: 'validity_date', width: 12 },
  { header: 'Zorunlu', key: 'mandatory', width: 10 }, { header: 'Puan', key: 'score', width: 8 },
];

const cellsOf = (t: Training) => [
  t.employee_name, t.training_type.name, t.training_name.name, turkishDay(t.started_at), turkishDay(t.finished_at), turkishDay(t.validity_date),
  t.mandatory ? 'Evet' : 'Hayır', t.score,
];

/**
 * The trainings' Excel ('Eğitimler'; the management report holds every employee's trainings): the
 * ids first, newest start first, then a page of rows at a time (idPages), streamed on the request or
 * written by an export job above the threshold (exports/).
 */
export const trainingExport = exportSource<TrainingExportParams>('employees.trainings', async (app, params) => {
  const db = app.deps.database.db;
  const ids = (await db.select({ id: trainings.id }).from(trainings).innerJoin(employees, eq(employees.id, trainings.employee_id))
    .where(trainingExportWhere(params)).orderBy(desc(trainings.started_at), desc(trainings.id))).map((r) => r.id);
  const read = async (page: number[]) => (await joinedTrainings(db).where(inArray(trainings.id, page))).map(toTraining);
  return { sheetName: 'Eğitimler', columns: COLUMNS, pages: mapPages(idPages(ids, read, (t) => t.id), (page) => page.map(cellsOf)) };
});
