import { z } from 'zod';
import { endpoint, idParams } from '../http';

/**
 * Large Excel exports as background jobs (issue 16, docs/decisions/exports.md): an export route
 * whose filter matches more rows than the server's threshold answers 202 with an export job
 * instead of the file; its requester polls the job and downloads the finished file. Anyone else
 * gets 404, as if the job did not exist.
 */

export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

export const exportJob = z.object({
  id: z.number(),
  kind: z.string(),
  file_name: z.string(),
  status: z.enum(EXPORT_JOB_STATUSES),
  rows_total: z.number(),
  rows_written: z.number(),
  /** Turkish, for the requester: why the file could not be written. */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJob>;

export const EXPORT_MESSAGES = {
  failed: 'Excel dosyası hazırlanamadı. Lütfen yeniden deneyin.',
  notReady: 'Excel dosyası henüz hazır değil.',
  expired: 'Excel dosyasının süresi doldu; lütfen yeniden dışa aktarın.',
} as const;

/** The job of a 202 answer: its id and how to follow it (the client builds these paths from the id). */
export const getExportJob = endpoint({
  method: 'GET', path: '/export-jobs/{id}', access: 'signed-in', params: idParams, data: exportJob,
  summary: "An export job's status and progress (rows written / total); the requester's only (others: 404).",
});

export const downloadExportJob = endpoint({
  method: 'GET', path: '/export-jobs/{id}/file', access: 'signed-in', params: idParams, file: true,
  summary: "A finished export job's Excel file; the requester's only (others: 404), until it expires (409 before it is done or after).",
});
