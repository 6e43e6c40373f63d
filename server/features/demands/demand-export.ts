import ExcelJS from 'exceljs';
import { DEMAND_STATUS_LABELS, type DemandResponseRow } from '../../../src/contracts/demands';
import type { RoleDisplay } from '../../../src/contracts/people';

/** Columns of the response search export: Turkish headers, widths in characters. */
export const EXPORT_COLUMNS = [
  { header: 'Talep No', key: 'number', width: 14 },
  { header: 'Talep Türü', key: 'type', width: 28 },
  { header: 'Başlık', key: 'title', width: 40 },
  { header: 'Talep Eden', key: 'requester', width: 26 },
  { header: 'Talep Tarihi', key: 'created_at', width: 18 },
  { header: 'Durum', key: 'status', width: 14 },
  { header: 'Muhatap Rol', key: 'roles', width: 40 },
  { header: 'Yanıt', key: 'response', width: 60 },
  { header: 'Yönlendirilen Rol', key: 'redirect_role', width: 30 },
  { header: 'İşlem Yapan', key: 'responder', width: 26 },
  { header: 'İşlem Tarihi', key: 'responded_at', width: 18 },
] as const;

const dateTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
});

/** '05.01.2026 09:30' in Türkiye's time, as people there read it. */
export const turkishDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)).replace(',', '') : '');
const roleText = (role: RoleDisplay) => `${role.department.name} - ${role.role.name}`;

/** The rows as an .xlsx workbook: a bold, frozen header row and one row per routing step. */
export async function demandResponsesWorkbook(rows: DemandResponseRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Apron';
  const sheet = workbook.addWorksheet('Talepler', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      number: row.request.number,
      type: row.request.demand_type.name,
      title: row.request.title,
      requester: row.request.requester.full_name,
      created_at: turkishDateTime(row.request.created_at),
      status: DEMAND_STATUS_LABELS[row.status],
      roles: row.roles.map(roleText).join(', '),
      // Absent values stay empty cells, not empty strings.
      response: row.response ?? null,
      redirect_role: row.redirect_role ? roleText(row.redirect_role) : null,
      responder: row.responder?.full_name ?? null,
      responded_at: turkishDateTime(row.responded_at) || null,
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
