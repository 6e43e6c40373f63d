import ExcelJS from 'exceljs';
import { DRILL_RESULT_LABELS, DRILL_STAGE_LABELS, type DrillAudit, type DrillResult, type UnperformedRow } from '../../../src/contracts/drills';

/** '2026-03-10' -> '10.03.2026', as people in Türkiye read a day. */
export const turkishDate = (date: string | null) => (date ? `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}` : null);
const resultText = (r: DrillResult | null) => (r ? DRILL_RESULT_LABELS[r] : null);

type Column = { header: string; key: string; width: number };

async function workbook(sheetName: string, columns: readonly Column[], rows: Record<string, unknown>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Apron';
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  // Absent values stay empty cells, not empty strings.
  for (const row of rows) sheet.addRow(row);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const DRILL_EXPORT_COLUMNS = [
  { header: 'Tatbikat Tarihi', key: 'drill_date', width: 14 },
  { header: 'Tatbikat Kodu', key: 'code', width: 28 },
  { header: 'Güvenlik Projesi', key: 'project', width: 32 },
  { header: 'Personel', key: 'personal', width: 26 },
  { header: 'Görev', key: 'status', width: 14 },
  { header: 'Tatbikatı Yapan', key: 'creator', width: 26 },
  { header: 'Tatbikat Sonucu', key: 'drill_result', width: 16 },
  { header: 'Tekrar Test Tarihi', key: 'retest_drill_date', width: 16 },
  { header: 'Tekrar Testi Yapan', key: 'retest_creator', width: 26 },
  { header: 'Tekrar Test Sonucu', key: 'retest_drill_result', width: 18 },
  { header: 'Aşama', key: 'stage', width: 22 },
  { header: 'Açıklama', key: 'description', width: 50 },
] as const;

export const drillsWorkbook = (drills: DrillAudit[]) =>
  workbook('Tatbikatlar', DRILL_EXPORT_COLUMNS, drills.map((d) => ({
    drill_date: turkishDate(d.drill_date),
    code: d.drill_code.code,
    project: d.security_project.name,
    personal: d.drill_personal.full_name,
    status: d.status,
    creator: d.drill_creator.full_name,
    drill_result: resultText(d.drill_result),
    retest_drill_date: turkishDate(d.retest_drill_date),
    retest_creator: d.retest_drill_creator?.full_name ?? null,
    retest_drill_result: resultText(d.retest_drill_result),
    stage: DRILL_STAGE_LABELS[d.stage],
    description: d.description || null,
  })));

export const UNPERFORMED_EXPORT_COLUMNS = [
  { header: 'Personel', key: 'full_name', width: 28 },
  { header: 'TC Kimlik No', key: 'national_id_number', width: 14 },
  { header: 'Görev', key: 'role_name', width: 14 },
  { header: 'Güvenlik Projesi', key: 'project', width: 32 },
  { header: 'Son Tatbikat Tarihi', key: 'last_drill_date', width: 18 },
  { header: 'Son Tatbikat Sonucu', key: 'last_drill_result', width: 18 },
] as const;

export const unperformedWorkbook = (rows: UnperformedRow[]) =>
  workbook('Yapılmamış tatbikatlar', UNPERFORMED_EXPORT_COLUMNS, rows.map((r) => ({
    full_name: r.full_name,
    national_id_number: r.national_id_number,
    role_name: r.role_name,
    project: r.security_project.name,
    last_drill_date: turkishDate(r.last_drill_date),
    last_drill_result: resultText(r.last_drill_result),
  })));
