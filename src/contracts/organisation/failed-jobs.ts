import { z } from 'zod';
import { endpoint, listQuery, okMessage, text } from '../http';

/** System administration of the management panel: the spec names no permission (docs/decisions/organisation.md). */
const access = { permission: 'view-users' } as const;

export const FAILED_JOB_MESSAGES = {
  retriedManual: 'İş yeniden çalıştırıldı.',
  retriedQueue: 'İş yeniden kuyruğa alındı.',
  retriedMany: (n: number) => `${n} iş yeniden kuyruğa alındı.`,
  deleted: 'Başarısız iş silindi.',
  queueOff: 'İş kuyruğu çalışmıyor; yalnızca elle yeniden çalıştırılabilir.',
  unknownJob: 'Bu işin tanımı artık yok.',
  failedAgain: (message: string) => `İş yine başarısız oldu: ${message}`,
} as const;

/** Spec 1 §4: retried manually (0: run here and now) or through the queue (1). */
export const RETRY_MODES = [0, 1] as const;
export const retryBody = z.object({ queue: z.coerce.number().int().refine((n) => n === 0 || n === 1, 'Yeniden deneme yolu 0 (elle) veya 1 (kuyruk) olmalıdır.') });
export type RetryBody = z.input<typeof retryBody>;
export const jobParams = z.object({ id: z.string().uuid('Geçersiz iş kimliği.') });

export const failedJob = z.object({
  id: z.string(), name: z.string(), payload: z.string(), error: z.string().nullable(), retry_count: z.number(),
  created_at: z.string(), failed_at: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJob>;

export const listFailedJobs = endpoint({
  method: 'GET', path: '/failed-job', access, summary: "pg-boss's failed jobs, newest first; filter payload (over the job's name and data).",
  query: listQuery.extend({ payload: text(200).optional() }), data: z.array(failedJob),
});
export const createFailedJobForm = endpoint({
  method: 'GET', path: '/failed-job/create', access, summary: 'The retry choices (Manual=0, Queue=1) and the queues with failed jobs.',
  data: z.object({ modes: z.array(z.object({ value: z.number(), label: z.string() })), queues: z.array(z.object({ name: z.string(), failed: z.number() })) }),
});
export const retryFailedJobs = endpoint({
  method: 'POST', path: '/failed-job', access, summary: 'Retries every failed job (of the payload filter) through the queue.',
  body: z.object({ payload: text(200).optional() }), data: z.object({ retried: z.number(), message: z.string() }),
});
export const editFailedJob = endpoint({ method: 'GET', path: '/failed-job/{id}/edit', access, summary: 'One failed job with its whole payload and error.', params: jobParams, data: failedJob });
export const retryFailedJob = endpoint({
  method: 'PUT', path: '/failed-job/{id}', access, summary: 'Retries one failed job: queue 0 runs it here and now, 1 puts it back in its queue.',
  params: jobParams, body: retryBody, data: z.object({ message: z.string(), output: z.string().nullable() }),
});
export const deleteFailedJob = endpoint({ method: 'DELETE', path: '/failed-job/{id}', access, summary: 'Deletes a failed job.', params: jobParams, data: okMessage });
