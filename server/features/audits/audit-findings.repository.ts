import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AuditFamily } from '../../../src/contracts/audits/families';
import type { RecordKey } from '../../../src/contracts/audits/schemas';
import type { Executor } from '../../db/client';
import { offsetOf, orderingOf, type Page } from '../../db/sql';
import { auditFindingImages, auditFindingPositions, auditFindings, audits } from './audits.table';

export type FindingRow = typeof auditFindings.$inferSelect;
export type FindingValues = typeof auditFindings.$inferInsert;
export type ImageRow = typeof auditFindingImages.$inferSelect;

const ORDERABLE = { created_at: auditFindings.created_at, rating_id: auditFindings.rating_id, id: auditFindings.id };
const byKey = (key: RecordKey) => (typeof key === 'number' ? eq(auditFindings.id, key) : eq(auditFindings.uuid, key));
/** The findings of an audit project (ggh, k9), or those on the audit itself (uog: project null). */
const underParent = (auditId: number, projectId: number | null): SQL =>
  and(eq(auditFindings.audit_id, auditId), projectId === null ? isNull(auditFindings.audit_project_id) : eq(auditFindings.audit_project_id, projectId))!;

export const auditFindingsRepository = {
  async list(db: Executor, auditId: number, projectId: number | null, s: Page & { ordering?: string }) {
    const where = underParent(auditId, projectId);
    const [rows, total] = await Promise.all([
      db.select().from(auditFindings).where(where).orderBy(...orderingOf(s.ordering ?? 'created_at', ORDERABLE), asc(auditFindings.id))
        .limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(auditFindings).where(where).then((r) => Number(r[0]?.total ?? 0)),
    ]);
    return { rows, total };
  },

  find(db: Executor, auditId: number, projectId: number | null, key: RecordKey): Promise<FindingRow | undefined> {
    return db.select().from(auditFindings).where(and(underParent(auditId, projectId), byKey(key))).limit(1).then((r) => r[0]);
  },

  /** A finding of a live audit of the family, by id or uuid (image paths name the finding alone). */
  findInFamily(db: Executor, family: AuditFamily, key: RecordKey): Promise<FindingRow | undefined> {
    return db.select({ finding: auditFindings }).from(auditFindings).innerJoin(audits, eq(audits.id, auditFindings.audit_id))
      .where(and(byKey(key), eq(audits.family, family), isNull(audits.deleted_at))).limit(1).then((r) => r[0]?.finding);
  },

  findById(db: Executor, id: number): Promise<FindingRow | undefined> {
    return db.select().from(auditFindings).where(eq(auditFindings.id, id)).limit(1).then((r) => r[0]);
  },

  findByUuid(db: Executor, uuid: string): Promise<FindingRow | undefined> {
    return db.select().from(auditFindings).where(eq(auditFindings.uuid, uuid)).limit(1).then((r) => r[0]);
  },

  insert(db: Executor, values: FindingValues): Promise<FindingRow> {
    return db.insert(auditFindings).values(values).returning().then((r) => r[0]!);
  },

  update(db: Executor, id: number, values: Partial<FindingValues>) {
    return db.update(auditFindings).set(values).where(eq(auditFindings.id, id));
  },

  remove(db: Executor, id: number) {
    return db.delete(auditFindings).where(eq(auditFindings.id, id));
  },

  async positionIds(db: Executor, findingIds: readonly number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    if (!findingIds.length) return out;
    const rows = await db.select().from(auditFindingPositions).where(inArray(auditFindingPositions.finding_id, [...findingIds]))
      .orderBy(auditFindingPositions.position_id);
    for (const r of rows) out.set(r.finding_id, [...(out.get(r.finding_id) ?? []), r.position_id]);
    return out;
  },

  async setPositions(db: Executor, findingId: number, positionIds: readonly number[]) {
    await db.delete(auditFindingPositions).where(eq(auditFindingPositions.finding_id, findingId));
    if (positionIds.length) await db.insert(auditFindingPositions).values(positionIds.map((position_id) => ({ finding_id: findingId, position_id })));
  },

  images(db: Executor, findingIds: readonly number[]): Promise<ImageRow[]> {
    if (!findingIds.length) return Promise.resolve([]);
    return db.select().from(auditFindingImages).where(inArray(auditFindingImages.finding_id, [...findingIds])).orderBy(asc(auditFindingImages.id));
  },

  image(db: Executor, findingId: number, imageId: number): Promise<ImageRow | undefined> {
    return db.select().from(auditFindingImages).where(and(eq(auditFindingImages.finding_id, findingId), eq(auditFindingImages.id, imageId)))
      .limit(1).then((r) => r[0]);
  },

  countImages(db: Executor, findingId: number): Promise<number> {
    return db.select({ n: count() }).from(auditFindingImages).where(eq(auditFindingImages.finding_id, findingId)).then((r) => Number(r[0]?.n ?? 0));
  },

  insertImage(db: Executor, values: typeof auditFindingImages.$inferInsert): Promise<ImageRow> {
    return db.insert(auditFindingImages).values(values).returning().then((r) => r[0]!);
  },

  removeImage(db: Executor, id: number) {
    return db.delete(auditFindingImages).where(eq(auditFindingImages.id, id));
  },
};
