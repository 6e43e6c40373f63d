import { z } from 'zod';
import { endpoint, idParams, listQuery } from '../http';

const access = { permission: 'view-users' } as const;

/** The reports a user can have generated (spec 1 names none: docs/decisions/organisation.md). */
export const REPORT_TYPES = ['positions', 'users', 'roles'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TITLES: Record<ReportType, string> = { positions: 'Pozisyonlar', users: 'Kullanıcılar', roles: 'Roller ve yetkileri' };

export const REPORT_MESSAGES = {
  queued: 'Rapor hazırlanıyor; hazır olduğunda indirebilirsiniz.',
  notReady: 'Rapor henüz hazır değil.',
  queueOff: 'İş kuyruğu çalışmıyor; rapor hazırlanamaz.',
} as const;

export const report = z.object({
  id: z.number(), type: z.enum(REPORT_TYPES), title: z.string(), status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number(), rows: z.number().nullable(), error: z.string().nullable(), requested_by_name: z.string().nullable(),
  created_at: z.string(), finished_at: z.string().nullable(),
});
export type Report = z.infer<typeof report>;

export const reportBody = z.object({ type: z.enum(REPORT_TYPES, 'Rapor türü seçiniz.') });
export type ReportBody = z.input<typeof reportBody>;

export const listReports = endpoint({
  method: 'GET', path: '/report', access, summary: "The signed-in user's reports, newest first, with their progress.",
  query: listQuery.extend({ type: z.enum(REPORT_TYPES).optional() }), data: z.array(report),
});
export const createReportForm = endpoint({
  method: 'GET', path: '/report/create', access, summary: 'The report types.',
  data: z.object({ types: z.array(z.object({ value: z.enum(REPORT_TYPES), label: z.string() })) }),
});
/** Not in the spec (it lists no POST): the call that queues a report (docs/decisions/organisation.md). */
export const createReport = endpoint({ method: 'POST', path: '/report', access, summary: 'Queues a report; the job writes it.', body: reportBody, data: report });
export const downloadReport = endpoint({ method: 'GET', path: '/report/{id}/download', access, file: true, summary: 'The finished report (Excel).', params: idParams });
