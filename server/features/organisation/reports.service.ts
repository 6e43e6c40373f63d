import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REPORT_MESSAGES as M, REPORT_TITLES, REPORT_TYPES, type Report, type ReportType } from '../../../src/contracts/organisation/reports';
import { intArray, offsetOf, pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { filesRepository } from '../files/files.repository';
import { filesService } from '../files/files.service';
import type { WorkbookColumn, WorkbookRow } from '../files/workbook';
import { idPages, mapPages, storeXlsx } from '../files/xlsx-export';
import { files } from '../files/files.table';
import { reports } from './admin.table';
import { distinctRoleWorkbook } from './roles.service';
import { companyOf, iso, rowsOf } from './shared';

export const REPORT_JOB = 'organisation.report';
/** Rows are read and written in pages of this many, and progress is written after each. */
const CHUNK = 500;

const cols = {
  id: reports.id, type: reports.type, status: reports.status, progress: reports.progress, rows: reports.rows, error: reports.error,
  created_at: reports.created_at, finished_at: reports.finished_at, file_id: reports.file_id, requested_by: reports.requested_by, position_id: reports.position_id,
  requested_by_name: sql<string | null>`(select concat_ws(' ', u.first_name, u.last_name) from users u where u.id = ${reports.requested_by})`,
};

/** Reports (spec 1: list, create, download): queued, written by a pg-boss job with its progress, then downloaded. */
export function reportsService(app: FastifyInstance) {
  const db = app.deps.database.db;
  const clock = app.deps.clock;
  const toReport = (r: Awaited<ReturnType<typeof one>>): Report => ({
    id: r.id, type: r.type as ReportType, title: REPORT_TITLES[r.type as ReportType] ?? r.type, status: r.status, progress: r.progress, rows: r.rows,
    error: r.error, requested_by_name: r.requested_by_name, created_at: iso(r.created_at), finished_at: r.finished_at ? iso(r.finished_at) : null,
  });
  async function one(id: number) {
    const [r] = await db.select(cols).from(reports).where(eq(reports.id, id));
    if (!r) throw notFound();
    return r;
  }
  /** A report is its requester's. */
  async function own(id: number, auth: AuthContext) {
    const r = await one(id);
    if (r.requested_by !== auth.userId) throw notFound();
    return r;
  }
  const setProgress = (id: number, values: Partial<typeof reports.$inferInsert>) => db.update(reports).set(values).where(eq(reports.id, id));

  const countOf = async (query: SQL) => Number(rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0);

  /**
   * Writes a sheet of `total` rows into the file store page by page (files/xlsx-export.ts storeXlsx:
   * 100,000 users or 120,000 positions never sit in memory as a workbook); progress up to 90 % after each page.
   */
  function store(id: number, total: number, sheetName: string, columns: readonly WorkbookColumn[], pages: AsyncIterable<WorkbookRow[]>) {
    const keys = columns.map((c) => c.key);
    return storeXlsx(app.fileStore, sheetName, columns, mapPages(pages, (page) => page.map((row) => keys.map((k) => row[k]))), async (written) => {
      await setProgress(id, { progress: Math.min(90, Math.round((written / Math.max(total, 1)) * 90)) });
    });
  }

  /** Pages of CHUNK rows by id: the ids in the report's order first, then each page's rows (`read` ends in `= any`, the page goes in as one int[]). */
  async function pagesById(order: SQL, read: SQL) {
    const ids = rowsOf<{ id: number }>(await db.execute(order)).map((r) => Number(r.id));
    const rowsOfPage = async (page: number[]) => rowsOf<WorkbookRow>(await db.execute(sql`${read}(${intArray(page)})`));
    return { total: ids.length, pages: idPages(ids, rowsOfPage, (r) => Number(r.id), CHUNK) };
  }

  async function build(id: number, type: ReportType, companyId: number): Promise<{ sha256: string; size: number; rows: number }> {
    if (type === 'roles') {
      const buffer = await distinctRoleWorkbook(db, companyId);
      const rows = await countOf(sql`select count(*)::int as n from roles r join departments d on d.id = r.department_id where r.deleted_at is null and d.company_id = ${companyId}`);
      return { ...(await app.fileStore.put(buffer)), rows };
    }
    if (type === 'positions') {
      const { total, pages } = await pagesById(
        sql`select p.id from positions p join departments d on d.id = p.department_id join roles r on r.id = p.role_id
          where p.deleted_at is null and p.company_id = ${companyId} order by d.name, r.name, p.id`,
        sql`select p.id, d.name as department, r.name as role, concat_ws(' ', u.first_name, u.middle_name, u.last_name) as person, u.name as username,
          case when p.is_primary then 'Evet' else 'Hayır' end as is_primary, to_char(p.starts_at, 'DD/MM/YYYY') as starts_at
        from positions p join departments d on d.id = p.department_id join roles r on r.id = p.role_id left join users u on u.id = p.user_id
        where p.id = any`);
      return store(id, total, 'Pozisyonlar', [
        { header: 'No', key: 'id', width: 8 }, { header: 'Departman', key: 'department', width: 30 }, { header: 'Rol', key: 'role', width: 28 },
        { header: 'Kişi', key: 'person', width: 30 }, { header: 'Kullanıcı Adı', key: 'username', width: 20 },
        { header: 'Birincil', key: 'is_primary', width: 10 }, { header: 'Başlangıç', key: 'starts_at', width: 12 },
      ], pages);
    }
    const { total, pages } = await pagesById(
      sql`select id from users where deleted_at is null order by id`,
      sql`select u.id, concat_ws(' ', u.first_name, u.middle_name, u.last_name) as person, u.name as username, u.email, u.mobile_number,
        (select count(*)::int from positions p where p.user_id = u.id and p.deleted_at is null) as positions
      from users u where u.id = any`);
    return store(id, total, 'Kullanıcılar', [
      { header: 'No', key: 'id', width: 8 }, { header: 'Ad Soyad', key: 'person', width: 30 }, { header: 'Kullanıcı Adı', key: 'username', width: 20 },
      { header: 'E-posta', key: 'email', width: 30 }, { header: 'Telefon', key: 'mobile_number', width: 16 }, { header: 'Pozisyon', key: 'positions', width: 10 },
    ], pages);
  }

  return {
    async list(q: Page & { type?: ReportType }, auth: AuthContext) {
      const where: SQL[] = [eq(reports.requested_by, auth.userId)];
      if (q.type) where.push(eq(reports.type, q.type));
      const [rows, [total]] = await Promise.all([
        db.select(cols).from(reports).where(and(...where)).orderBy(desc(reports.id)).limit(q.perpage).offset(offsetOf(q)),
        db.select({ n: count() }).from(reports).where(and(...where)),
      ]);
      return { data: rows.map(toReport), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },
    form: () => ({ types: REPORT_TYPES.map((value) => ({ value, label: REPORT_TITLES[value] })) }),
    /** The report row and its job are written in one transaction (a rolled-back request leaves no job). */
    async create(type: ReportType, auth: AuthContext) {
      if (!app.jobs.boss) throw conflict(M.queueOff);
      const id = await db.transaction(async (tx) => {
        const [r] = await tx.insert(reports).values({ type, requested_by: auth.userId, position_id: auth.positionId, created_at: clock() }).returning({ id: reports.id });
        const jobId = await app.jobs.send(REPORT_JOB, { report_id: r!.id }, { tx });
        await tx.update(reports).set({ job_id: jobId }).where(eq(reports.id, r!.id));
        await activityLogRepository.record(tx, { table_name: 'reports', target_id: r!.id, action: 'created', attributes: { type }, causer_id: auth.userId });
        return r!.id;
      });
      return toReport(await one(id));
    },
    /** The job: writes the workbook into the file store and marks the report done (a failure fails the job). */
    async generate(reportId: number) {
      const r = await one(reportId);
      await setProgress(reportId, { status: 'running', progress: 0, error: null });
      try {
        const companyId = await companyOf(db, r.position_id);
        const { sha256, size, rows } = await build(reportId, r.type as ReportType, companyId);
        const name = `${REPORT_TITLES[r.type as ReportType] ?? r.type}-${reportId}.xlsx`;
        await db.transaction(async (tx) => {
          const file = await filesRepository.insert(tx, {
            sha256, size, mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', original_name: name, owner_user_id: r.requested_by, created_at: clock(),
          });
          await tx.update(reports).set({ status: 'done', progress: 100, rows, file_id: file.id, finished_at: clock() }).where(eq(reports.id, reportId));
        });
        return { report_id: reportId, rows };
      } catch (error) {
        await setProgress(reportId, { status: 'failed', error: error instanceof Error ? error.message : String(error), finished_at: clock() });
        throw error;
      }
    },
    /** The finished file, streamed from the store (as an export job's file is). */
    async download(id: number, auth: AuthContext, request: FastifyRequest, reply: FastifyReply) {
      const r = await own(id, auth);
      if (r.status !== 'done' || !r.file_id) throw conflict(M.notReady);
      const [file] = await db.select().from(files).where(eq(files.id, r.file_id));
      if (!file) throw notFound();
      await filesService(app).sendFile(file, request, reply);
    },
  };
}
