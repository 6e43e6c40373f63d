import { inArray, type SQL } from 'drizzle-orm';
import type { ReportType } from '../../../src/contracts/employees/filter-fields';
import type { EmployeeRow } from '../../../src/contracts/employees/schemas';
import type { QueryFilter } from '../../../src/contracts/query-filter';
import type { Executor } from '../../db/client';
import { exportSource } from '../exports/export-sources';
import { turkishDay } from '../files/workbook';
import { employeeWhere } from './employee-filter';
import { employeesRepository as repo, toEmployeeRow } from './employees.repository';
import { employees } from './employees.table';

/**
 * The list's Excel, streamed (files/xlsx-stream.ts; exceljs's WorkbookWriter was 6× slower than the
 * read): rows are read in keyset batches and written as they come, so 100,000 rows take the memory
 * of one batch.
 */
const COLUMNS = [
  { header: 'Ad Soyad', key: 'full_name', width: 28 },
  { header: 'T.C. Kimlik No', key: 'national_id_number', width: 14 },
  { header: 'Kullanıcı Adı', key: 'username', width: 16 },
  { header: 'Cep Telefonu', key: 'mobile_number', width: 14 },
  { header: 'Rol', key: 'role', width: 18 },
  { header: 'Departman', key: 'department', width: 22 },
  { header: 'Proje', key: 'security_project', width: 28 },
  { header: 'Sözleşme Türü', key: 'term_type', width: 18 },
  { header: 'İşe Giriş', key: 'hired_at', width: 12 },
  { header: 'İstifa Tarihi', key: 'resignation_date', width: 12 },
  { header: 'Çıkış Tarihi', key: 'exit_date', width: 12 },
  { header: 'Operasyon Kodu', key: 'nickname', width: 14 },
];

const BATCH = 2000;

const KEYS = COLUMNS.map((c) => c.key);

/** One row's cells in the columns' order; days as people in Türkiye read them. */
const cells = (r: EmployeeRow) => {
  const shown: Record<string, string | null> = {
    ...r, hired_at: turkishDay(r.hired_at), resignation_date: turkishDay(r.resignation_date), exit_date: turkishDay(r.exit_date),
  } as unknown as Record<string, string | null>;
  return KEYS.map((key) => shown[key]);
};

/** What the export reads: the request's filter (or selected ids) and the day it was asked on, so a job writes the same rows. */
export interface EmployeeExportParams {
  body: EmployeeExportBody;
  today: string;
}
export type EmployeeExportBody = QueryFilter & { employee_ids: number[]; report_type: ReportType };

/** Selected rows: exactly those (whatever their status); none selected: the whole filter. */
export const employeeExportWhere = ({ body, today }: EmployeeExportParams): SQL | undefined =>
  body.employee_ids.length ? inArray(employees.id, body.employee_ids) : employeeWhere(body, body.report_type, today);

function pagesOf(db: Executor, where: SQL | undefined, today: string) {
  // The next batch is read while this one is written (one batch ahead: still constant memory).
  const read = (after: number) => {
    const next = repo.batchAfter(db, where, after, BATCH);
    next.catch(() => undefined); // awaited below; a failure is not "unhandled" meanwhile
    return next;
  };
  async function* batches() {
    let pending = read(0);
    for (;;) {
      const rows = await pending;
      const full = rows.length === BATCH;
      if (full) pending = read(rows.at(-1)!.id as number);
      yield rows.map((raw) => cells(toEmployeeRow(raw, today)));
      if (!full) return;
    }
  }
  return batches();
}

/** The employee list's Excel (spec 1 §7), streamed on the request or written by an export job (exports/). */
export const employeeExport = exportSource<EmployeeExportParams>('employees', (app, params) => ({
  sheetName: 'Personel', columns: COLUMNS, pages: pagesOf(app.deps.database.db, employeeExportWhere(params), params.today),
}));
