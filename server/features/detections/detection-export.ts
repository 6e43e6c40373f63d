import type { FastifyReply } from 'fastify';
import type { DetectionItem, DetectionRegisterDef } from '../../../src/contracts/detections';
import { sendWorkbookPages, turkishDateTime } from '../files/workbook';

/** Columns of a register's export: Turkish headers, widths in characters (no flight column where none is kept). */
export function exportColumns(def: DetectionRegisterDef) {
  return [
    { header: 'Tespit Zamanı', key: 'detected_at', width: 18 },
    { header: def.itemHeader, key: 'item', width: 28 },
    ...(def.flightNumber ? [{ header: 'Uçuş No', key: 'flight_number', width: 12 }] : []),
    { header: 'Tespit Eden', key: 'detecter', width: 26 },
    { header: 'Tespit Edenin Rolü', key: 'role', width: 30 },
    { header: 'Güvenlik Projesi', key: 'project', width: 30 },
    { header: 'Açıklama', key: 'description', width: 60 },
    { header: 'Kaydeden', key: 'reporter', width: 26 },
    { header: 'Kayıt Tarihi', key: 'created_at', width: 18 },
    { header: 'Dosya Sayısı', key: 'files_count', width: 12 },
  ];
}

/** One detection's cells. */
const cells = (row: DetectionItem) => ({
    detected_at: turkishDateTime(row.detected_at),
    item: row.item.name,
    flight_number: row.flight_number,
    detecter: row.detecter.full_name,
    role: `${row.detecter.role_display.department.name} - ${row.detecter.role_display.role.name}`,
    project: row.detecter_project.name,
    // Absent values stay empty cells, not empty strings.
    description: row.description || null,
    reporter: row.reporter.full_name,
    created_at: turkishDateTime(row.created_at),
    files_count: row.files_count,
});

/** The pages as the register's .xlsx download, streamed: a bold, frozen, filterable header row and one row per detection. */
export const sendDetections = (reply: FastifyReply, def: DetectionRegisterDef, pages: AsyncIterable<readonly DetectionItem[]>) =>
  sendWorkbookPages(reply, def.exportName, 'Tespitler', exportColumns(def), pages, cells);
