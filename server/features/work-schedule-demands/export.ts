import type { FastifyReply } from 'fastify';
import { minuteText } from '../../../src/contracts/work-schedule-demand-options';
import { WSD_EXPORT_NAME, WSD_KIND_LABELS, WSD_STATUS_LABELS, type WorkScheduleDemand } from '../../../src/contracts/work-schedule-demands';
import { sendWorkbookPages, turkishDateTime, turkishDay } from '../files/workbook';

/** Columns of the review export: Turkish headers, widths in characters. */
export const WSD_EXPORT_COLUMNS = [
  { header: 'Talep No', key: 'number', width: 12 },
  { header: 'Talep Eden', key: 'requester', width: 26 },
  { header: 'Dönem Türü', key: 'kind', width: 12 },
  { header: 'Talep Tipi', key: 'type', width: 24 },
  { header: 'Dönem', key: 'period', width: 24 },
  { header: 'Başlangıç Tarihi', key: 'start', width: 14 },
  { header: 'Bitiş Tarihi', key: 'end', width: 14 },
  { header: 'Çalışma Programı', key: 'schedule', width: 26 },
  { header: 'Mevcut Vardiya', key: 'shift', width: 16 },
  { header: 'Durum', key: 'status', width: 20 },
  { header: 'Red Nedeni', key: 'reason', width: 40 },
  { header: 'Karar Veren', key: 'decider', width: 26 },
  { header: 'Karar Tarihi', key: 'decided_at', width: 18 },
  { header: 'Talep Tarihi', key: 'created_at', width: 18 },
] as const;

/** The demands' pages as an .xlsx download, streamed: a bold, frozen, filterable header row and one row per demand. */
export function sendWsdDemands(reply: FastifyReply, pages: AsyncIterable<readonly WorkScheduleDemand[]>): Promise<void> {
  return sendWorkbookPages(reply, WSD_EXPORT_NAME, 'Talepler', WSD_EXPORT_COLUMNS, pages, (d) => {
    const schedule = d.work_schedule;
    return {
      number: d.number,
      requester: d.requester.full_name,
      kind: WSD_KIND_LABELS[d.type],
      type: d.demand_type.name,
      period: d.period.name,
      start: turkishDay(d.request_start_date),
      end: turkishDay(d.request_end_date),
      schedule: schedule ? `${schedule.shiftCode} ${minuteText(schedule.beginMinute)}-${minuteText(schedule.endMinute)}` : null,
      shift: d.shift_short_code,
      status: WSD_STATUS_LABELS[d.status],
      reason: d.exitReason,
      decider: d.decided_by?.full_name ?? (d.auto_rejected ? 'Otomatik' : null),
      decided_at: turkishDateTime(d.decided_at) || null,
      created_at: turkishDateTime(d.created_at),
    };
  });
}
