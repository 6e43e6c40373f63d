import { downloadExportJob, EXPORT_MESSAGES, getExportJob, type ExportJob } from '@/contracts/exports/export-jobs';
import type { Endpoint } from '@/contracts/http';
import { flattenMessages, type ToastSpec } from './error-toasts';
import { send, type CallInput } from './client';
import { exportProgress } from './export-progress';

export const DOWNLOAD_FAILED = 'Files download failed.';

/** File name from Content-Disposition (RFC 5987 filename* first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]!);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]! : fallback;
}

/**
 * Spec 1 §8 file-download failures: without Content-Disposition the body is read as JSON; its
 * errors each give an error toast, otherwise its data message is shown as info; else the generic text.
 */
export async function downloadFailureToasts(res: Response): Promise<ToastSpec[]> {
  try {
    const body = (await res.json()) as { errors?: unknown; data?: { message?: string }; message?: string };
    const errors = flattenMessages(body.errors);
    if (errors.length) return errors.map((message) => ({ kind: 'error', message }));
    if (body.data?.message) return [{ kind: 'info', message: body.data.message }];
  } catch {
    // not JSON: the generic text below
  }
  return [{ kind: 'error', message: DOWNLOAD_FAILED }];
}

export interface DownloadResult {
  ok: boolean;
  blob?: Blob;
  fileName?: string;
  toasts: ToastSpec[];
}

const failed = (message: string): DownloadResult => ({ ok: false, toasts: [{ kind: 'error', message }] });

/** The file of an answer that carries one (Content-Disposition), or why not. */
async function fileOf(res: Response, fallbackName: string): Promise<DownloadResult> {
  const disposition = res.headers.get('content-disposition');
  if (!res.ok || !disposition) return { ok: false, toasts: await downloadFailureToasts(res) };
  return { ok: true, blob: await res.blob(), fileName: fileNameOf(disposition, fallbackName), toasts: [] };
}

/**
 * A file download. A large Excel export answers 202 with an export job instead of the file
 * (docs/decisions/exports.md): then the job is followed (followExportJob) and its file downloaded.
 */
export async function download(endpoint: Endpoint, input: CallInput, fallbackName: string): Promise<DownloadResult> {
  let res: Response;
  try {
    res = await send(endpoint, input);
    if (res.status === 202) return await followExportJob((await res.json() as { data: ExportJob }).data);
  } catch {
    return failed(DOWNLOAD_FAILED);
  }
  return fileOf(res, fallbackName);
}

export interface FollowOptions {
  /** Between polls; 1.5 s. */
  intervalMs?: number;
  /** Tests pass a wait that does not sleep. */
  wait?: (ms: number) => Promise<void>;
}

/** Network failures in a row after which the wait is given up. */
const MISSES = 5;

/**
 * Polls an export job (quietly: no busy bar every poll) while it is queued or running, showing its
 * rows written in the progress panel, then downloads its file; a failed job gives its Turkish
 * message. A passing network failure is polled again; an answer the server refused ends the wait.
 */
export async function followExportJob(first: ExportJob, options: FollowOptions = {}): Promise<DownloadResult> {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let job = first;
  let misses = 0;
  exportProgress.put(job);
  try {
    while (job.status === 'queued' || job.status === 'running') {
      await wait(options.intervalMs ?? 1500);
      let res: Response;
      try {
        res = await send(getExportJob, { params: { id: job.id }, quiet: true });
      } catch {
        if (++misses >= MISSES) return failed(DOWNLOAD_FAILED);
        continue;
      }
      if (!res.ok) return { ok: false, toasts: await downloadFailureToasts(res) };
      misses = 0;
      job = ((await res.json()) as { data: ExportJob }).data;
      exportProgress.put(job);
    }
    if (job.status === 'failed') return failed(job.error ?? EXPORT_MESSAGES.failed);
    if (job.status === 'expired') return failed(EXPORT_MESSAGES.expired);
    return await fileOf(await send(downloadExportJob, { params: { id: job.id } }), job.file_name);
  } catch {
    return failed(DOWNLOAD_FAILED);
  } finally {
    exportProgress.remove(job.id);
  }
}

/** Hands a blob to the browser as a file save. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
