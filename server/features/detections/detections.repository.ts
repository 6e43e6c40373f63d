import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import {
  turkeyDayRange, type DetectionFilterValues, type DetectionRegister, type DetectionRegisterDef,
} from '../../../src/contracts/detections';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, orderingOf, personName, type Page } from '../../db/sql';
import { positions, users } from '../auth/auth.table';
import { files } from '../files/files.table';
import { companies, departments, roles } from '../organisation/organisation.table';
import { referenceItems } from '../reference-lists/reference-lists.table';
import { securityProjects } from '../security-projects/security-projects.table';
import { detectionFiles, detections } from './detections.table';

const detecterUser = alias(users, 'detecter_user');
const reporterUser = alias(users, 'reporter_user');
const fullName = (u: { first_name: AnyColumn; middle_name: AnyColumn; last_name: AnyColumn }) => sql<string>`concat_ws(' ', ${u.first_name}, ${u.middle_name}, ${u.last_name})`;
// Written out in full: inside a subquery drizzle leaves column names unqualified.
const filesCount = sql<number>`(select count(*)::int from detection_files f where f.detection_id = "detections"."id")`;

const columns = {
  id: detections.id,
  uuid: detections.uuid,
  register: detections.register,
  item_id: detections.item_id,
  item_name: referenceItems.label,
  flight_number: detections.flight_number,
  description: detections.description,
  detected_at: detections.detected_at,
  detecter_position_id: detections.detecter_position_id,
  detecter_user_id: positions.user_id,
  detecter_name: fullName(detecterUser),
  detecter_role_id: detections.detecter_role_id,
  role_name: roles.name,
  role_deleted: sql<boolean>`${roles.deleted_at} is not null`,
  department_id: departments.id,
  department_name: departments.name,
  department_deleted: sql<boolean>`${departments.deleted_at} is not null`,
  company_id: companies.id,
  company_name: companies.name,
  company_deleted: sql<boolean>`${companies.deleted_at} is not null`,
  detecter_project_id: detections.detecter_project_id,
  project_name: securityProjects.name,
  reporter_user_id: detections.reporter_user_id,
  reporter_name: fullName(reporterUser),
  files_count: filesCount,
  created_at: detections.created_at,
  updated_at: detections.updated_at,
};

export type DetectionRow = {
  id: number; uuid: string; register: DetectionRegister; item_id: number; item_name: string; flight_number: string | null;
  description: string; detected_at: Date; detecter_position_id: number; detecter_user_id: number | null; detecter_name: string;
  detecter_role_id: number; role_name: string; role_deleted: boolean; department_id: number; department_name: string;
  department_deleted: boolean; company_id: number; company_name: string; company_deleted: boolean; detecter_project_id: number;
  project_name: string; reporter_user_id: number; reporter_name: string; files_count: number; created_at: Date; updated_at: Date;
};

export type DetectionValues = Pick<typeof detections.$inferInsert,
  'item_id' | 'flight_number' | 'description' | 'detected_at' | 'detecter_position_id' | 'detecter_role_id' | 'detecter_project_id'>;

function detectionsQuery(db: Executor) {
  return db
    .select(columns)
    .from(detections)
    .innerJoin(referenceItems, eq(referenceItems.id, detections.item_id))
    .innerJoin(positions, eq(positions.id, detections.detecter_position_id))
    .leftJoin(detecterUser, eq(detecterUser.id, positions.user_id))
    .innerJoin(roles, eq(roles.id, detections.detecter_role_id))
    .innerJoin(departments, eq(departments.id, roles.department_id))
    .innerJoin(companies, eq(companies.id, departments.company_id))
    .innerJoin(securityProjects, eq(securityProjects.id, detections.detecter_project_id))
    .innerJoin(reporterUser, eq(reporterUser.id, detections.reporter_user_id));
}

/** Who sees which detections: everything (null), or those one reported and those of one's projects. */
export interface Visibility {
  userId: number;
  projects: number[] | null;
}

const ORDERABLE = { created_at: detections.created_at, detected_at: detections.detected_at, flight_number: detections.flight_number };

function visible(v: Visibility): SQL | undefined {
  if (v.projects === null) return undefined;
  const mine = eq(detections.reporter_user_id, v.userId);
  return v.projects.length ? or(mine, sql`${detections.detecter_project_id} in (${sql.join(v.projects.map((p) => sql`${p}`), sql`, `)})`) : mine;
}

const dayRange = (column: AnyColumn, day: string) => {
  const { from, to } = turkeyDayRange(day);
  return and(gte(column, from), lt(column, to))!;
};

function conditionsOf(def: DetectionRegisterDef, v: Visibility, f: DetectionFilterValues): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(detections.register, def.key), isNull(detections.deleted_at), visible(v)];
  const itemId = f[def.itemField];
  if (itemId) conditions.push(eq(detections.item_id, itemId));
  if (f.detecter_name) conditions.push(containsFolded(personName(detecterUser), f.detecter_name));
  if (def.roleFilter === 'detecter_role_name' && f.detecter_role_name) conditions.push(containsFolded(roles.name, f.detecter_role_name));
  if (def.roleFilter === 'detecter_role_group_id' && f.detecter_role_group_id) conditions.push(eq(detections.detecter_role_id, f.detecter_role_group_id));
  if (f.detecter_project_id) conditions.push(eq(detections.detecter_project_id, f.detecter_project_id));
  if (f.reporter_name) conditions.push(containsFolded(personName(reporterUser), f.reporter_name));
  if (f.created_at) conditions.push(dayRange(detections.created_at, f.created_at));
  if (f.detected_at) conditions.push(dayRange(detections.detected_at, f.detected_at));
  return and(...conditions);
}

/** The list's conditions over the joins they read (the name and role filters read the joined tables). */
function filtered<T extends PgSelect>(query: T, def: DetectionRegisterDef, v: Visibility, f: DetectionFilterValues) {
  return query
    .innerJoin(positions, eq(positions.id, detections.detecter_position_id))
    .leftJoin(detecterUser, eq(detecterUser.id, positions.user_id))
    .innerJoin(roles, eq(roles.id, detections.detecter_role_id))
    .innerJoin(reporterUser, eq(reporterUser.id, detections.reporter_user_id))
    .where(conditionsOf(def, v, f));
}

export const detectionsRepository = {
  async list(db: Executor, def: DetectionRegisterDef, v: Visibility, f: DetectionFilterValues, s: Page & { ordering?: string }) {
    const where = conditionsOf(def, v, f);
    const [rows, total] = await Promise.all([
      detectionsQuery(db).where(where).orderBy(...orderingOf(s.ordering, ORDERABLE), desc(detections.id)).limit(s.perpage).offset(offsetOf(s)),
      this.count(db, def, v, f),
    ]);
    return { rows: rows as DetectionRow[], total };
  },

  /** The Excel export's ids in the list's order, at most `limit`. */
  exportIds(db: Executor, def: DetectionRegisterDef, v: Visibility, f: DetectionFilterValues, ordering: string | undefined, limit: number): Promise<number[]> {
    return filtered(db.select({ id: detections.id }).from(detections).$dynamic(), def, v, f).orderBy(...orderingOf(ordering, ORDERABLE), desc(detections.id)).limit(limit)
      .then((rows) => rows.map((r) => r.id));
  },

  /** The detections with these ids, in no particular order (one page of the export). */
  byIds(db: Executor, ids: readonly number[]) {
    return detectionsQuery(db).where(inArray(detections.id, [...ids])).then((rows) => rows as DetectionRow[]);
  },

  count(db: Executor, def: DetectionRegisterDef, v: Visibility, f: DetectionFilterValues): Promise<number> {
    return filtered(db.select({ total: count() }).from(detections).$dynamic(), def, v, f).then((r) => Number(r[0]?.total ?? 0));
  },

  find(db: Executor, register: DetectionRegister, id: number): Promise<DetectionRow | undefined> {
    return detectionsQuery(db).where(and(eq(detections.id, id), eq(detections.register, register), isNull(detections.deleted_at)))
      .limit(1).then((r) => r[0] as DetectionRow | undefined);
  },

  /** By the device's UUID, in any register, deleted or not: a UUID is never given to a second detection. */
  findByUuid(db: Executor, uuid: string) {
    return db.select({ id: detections.id, register: detections.register, reporter_user_id: detections.reporter_user_id, deleted_at: detections.deleted_at })
      .from(detections).where(eq(detections.uuid, uuid)).limit(1).then((r) => r[0]);
  },

  insert(db: Executor, values: DetectionValues & { uuid: string; register: DetectionRegister; reporter_user_id: number; reporter_position_id: number | null; created_at: Date; updated_at: Date }) {
    return db.insert(detections).values(values).returning({ id: detections.id }).then((r) => r[0]!.id);
  },

  update(db: Executor, id: number, values: DetectionValues, now: Date) {
    return db.update(detections).set({ ...values, updated_at: now }).where(eq(detections.id, id));
  },

  /** Marks a change that touched only the files. */
  touch(db: Executor, id: number, now: Date) {
    return db.update(detections).set({ updated_at: now }).where(eq(detections.id, id));
  },

  softDelete(db: Executor, id: number, now: Date) {
    return db.update(detections).set({ deleted_at: now }).where(eq(detections.id, id));
  },

  files(db: Executor, detectionId: number) {
    return db.select({ file: files }).from(detectionFiles).innerJoin(files, eq(files.id, detectionFiles.file_id))
      .where(eq(detectionFiles.detection_id, detectionId)).orderBy(asc(detectionFiles.created_at), asc(files.id))
      .then((rows) => rows.map((r) => r.file));
  },

  async countFiles(db: Executor, detectionId: number) {
    const [row] = await db.select({ n: count() }).from(detectionFiles).where(eq(detectionFiles.detection_id, detectionId));
    return Number(row?.n ?? 0);
  },

  attachFile(db: Executor, detectionId: number, fileId: number, userId: number, now: Date) {
    return db.insert(detectionFiles).values({ detection_id: detectionId, file_id: fileId, added_by_user_id: userId, created_at: now }).onConflictDoNothing();
  },

  async detachFile(db: Executor, detectionId: number, fileId: number): Promise<boolean> {
    const removed = await db.delete(detectionFiles)
      .where(and(eq(detectionFiles.detection_id, detectionId), eq(detectionFiles.file_id, fileId)))
      .returning({ file_id: detectionFiles.file_id });
    return removed.length > 0;
  },
};
