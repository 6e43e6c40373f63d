import { sql, type SQL } from 'drizzle-orm';
import type { TransactionLogQuery } from '../../../src/contracts/sms/sms';
import type { Executor } from '../../db/client';
import { rows } from '../../db/sql';
import { exportSource } from '../exports/export-sources';
import { turkishDateTime } from '../files/workbook';
import { idPages, mapPages } from '../files/xlsx-export';

/** The SMS transaction report (every message logged, bulk and payroll): its filters, rows, and its Excel. */

/** The report's filters without paging: what the list, its count and the Excel share. */
export type TransactionLogFilters = Partial<Omit<TransactionLogQuery, 'page' | 'perpage' | 'ordering' | 'with_helper_data'>>;

export function logFilters(q: TransactionLogFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.start_date) parts.push(sql`l.created_at >= (${q.start_date}::date)::timestamp at time zone 'Europe/Istanbul'`);
  if (q.end_date) parts.push(sql`l.created_at < ((${q.end_date}::date + 1)::timestamp at time zone 'Europe/Istanbul')`);
  if (q.gsm) parts.push(sql`l.gsm like ${`%${q.gsm.replace(/\D/g, '')}%`}`);
  if (q.national_id_number) parts.push(sql`l.national_id_number like ${`${q.national_id_number.replace(/\D/g, '')}%`}`);
  if (q.position_id) parts.push(sql`l.position_id = ${q.position_id}`);
  if (q.reference_code) parts.push(sql`l.reference_code = ${q.reference_code}`);
  if (q.client_id) parts.push(sql`l.client_id = ${q.client_id}`);
  if (q.status) parts.push(sql`l.status = ${q.status}`);
  return sql.join(parts, sql` and `);
}

export const LOG_SELECT = sql`select l.id, l.reference_code, l.gsm, l.full_name, l.national_id_number, l.position_id, l.client_id, c.name as client_name,
  nullif(trim(coalesce(su.first_name, '') || ' ' || coalesce(su.last_name, '')), '') as sender_full_name, l.body, l.segments, l.gateway,
  l.status, l.status_reason, l.created_at, l.delivered_at
  from sms_transaction_logs l join sms_clients c on c.id = l.client_id left join users su on su.id = l.sender_user_id`;

/** The report's order: newest first. */
export const LOG_ORDER = sql`l.created_at desc, l.id desc`;

const n = (v: unknown) => Number(v);
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

export const mapLog = (r: Record<string, unknown>) => ({
  id: n(r.id), reference_code: String(r.reference_code), gsm: String(r.gsm), full_name: String(r.full_name),
  national_id_number: (r.national_id_number as string | null) ?? null, position_id: r.position_id === null ? null : n(r.position_id),
  client_id: n(r.client_id), client_name: String(r.client_name), sender_full_name: (r.sender_full_name as string | null) ?? null,
  body: String(r.body), segments: n(r.segments), gateway: String(r.gateway), status: r.status as 'queued' | 'pending' | 'delivered' | 'failed',
  status_reason: (r.status_reason as string | null) ?? null, created_at: iso(r.created_at)!, delivered_at: iso(r.delivered_at),
});

export async function countLogs(ex: Executor, q: TransactionLogFilters): Promise<number> {
  const [total] = rows<{ n: number }>(await ex.execute(sql`select count(*)::int as n from sms_transaction_logs l where ${logFilters(q)}`));
  return n(total?.n ?? 0);
}

const STATUS_TR = { queued: 'Kuyrukta', pending: 'Bekliyor', delivered: 'İletildi', failed: 'İletilemedi' } as const;

const COLUMNS = [
  { header: 'Referans', key: 'reference_code', width: 18 },
  { header: 'GSM', key: 'gsm', width: 15 },
  { header: 'Ad Soyad', key: 'full_name', width: 28 },
  { header: 'TC Kimlik No', key: 'national_id_number', width: 14 },
  { header: 'Kaynak', key: 'client_name', width: 18 },
  { header: 'Gönderen', key: 'sender_full_name', width: 24 },
  { header: 'Mesaj', key: 'body', width: 50 },
  { header: 'SMS', key: 'segments', width: 6 },
  { header: 'Durum', key: 'status', width: 12 },
  { header: 'Açıklama', key: 'status_reason', width: 30 },
  { header: 'Tarih', key: 'created_at', width: 18 },
  { header: 'İletim', key: 'delivered_at', width: 18 },
];

const cellsOf = (r: ReturnType<typeof mapLog>) => [
  r.reference_code, r.gsm, r.full_name, r.national_id_number, r.client_name, r.sender_full_name, r.body, r.segments,
  STATUS_TR[r.status], r.status_reason, turkishDateTime(r.created_at), turkishDateTime(r.delivered_at),
];

/**
 * The report's Excel ('SMS Raporu'; one bulk SMS to everyone is 100,000 rows): the matching ids in
 * the report's order first, then a page of rows at a time (files/xlsx-export.ts idPages), streamed
 * on the request or written by an export job above the threshold (exports/).
 */
export const transactionLogExport = exportSource<TransactionLogFilters>('sms.transaction-log', async (app, filters) => {
  const ex = app.deps.database.db;
  const ids = rows<{ id: number }>(await ex.execute(sql`select l.id from sms_transaction_logs l where ${logFilters(filters)} order by ${LOG_ORDER}`)).map((r) => n(r.id));
  const read = async (page: number[]) => rows<Record<string, unknown>>(await ex.execute(sql`${LOG_SELECT} where l.id in (${sql.join(page.map((i) => sql`${i}`), sql`, `)})`)).map(mapLog);
  return { sheetName: 'SMS Raporu', columns: COLUMNS, pages: mapPages(idPages(ids, read, (r) => r.id), (page) => page.map(cellsOf)) };
});
