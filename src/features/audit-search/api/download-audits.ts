import { AUDIT_API } from '@/contracts/audits/endpoints';
import { AUDIT_EXPORT_NAMES, AUDIT_MESSAGES, type AuditFamily } from '@/contracts/audits/families';
import { send } from '@/lib/api/client';
import type { ExportJob } from '@/contracts/exports/export-jobs';
import { DOWNLOAD_FAILED, fileNameOf, followExportJob } from '@/lib/api/download';
import { flattenMessages } from '@/lib/api/error-toasts';
import { SEARCH_SCREENS } from '../screens';
import { searchQueryOf } from './search-query';

/** Bytes received so far and, when the server said, of how many. */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

export type AuditDownload = { ok: true; blob: Blob; fileName: string } | { ok: false; message: string };

/**
 * Spec 2 §8: a 422 shows the server's message ('Tek seferde 2000 kayıttan fazla kayıt
 * çekilemez.' when the filters match more than 2000 audits); any other failure 'Files download failed.'
 */
export async function refusalMessage(res: Response): Promise<string> {
  if (res.status !== 422) return DOWNLOAD_FAILED;
  try {
    const body = (await res.json()) as { errors?: unknown; message?: unknown };
    const first = flattenMessages(body.errors)[0] ?? (typeof body.message === 'string' ? body.message : undefined);
    return first || AUDIT_MESSAGES.exportTooMany;
  } catch {
    return AUDIT_MESSAGES.exportTooMany;
  }
}

/** Reads the body while reporting progress (browsers without streams read it at once). */
async function readWithProgress(res: Response, onProgress: (p: DownloadProgress) => void): Promise<Blob> {
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type });
}

/** GET /search/{family}-audit?download=true with the page's filters and order: the Excel file, or why not. */
export async function downloadAuditSearch(
  family: AuditFamily,
  filters: Record<string, string>,
  onProgress: (p: DownloadProgress) => void = () => {},
  ordering?: string,
): Promise<AuditDownload> {
  let res: Response;
  try {
    const query = { ...searchQueryOf(SEARCH_SCREENS[family], filters), ordering, download: true };
    res = await send(AUDIT_API[family].search, { query });
  } catch {
    return { ok: false, message: DOWNLOAD_FAILED };
  }
  if (res.status === 202) {
    // Above the server's export threshold the file is written by a job: followed, then downloaded.
    const job = ((await res.json().catch(() => null)) as { data?: ExportJob } | null)?.data;
    if (!job) return { ok: false, message: DOWNLOAD_FAILED };
    const result = await followExportJob(job);
    return result.ok && result.blob
      ? { ok: true, blob: result.blob, fileName: result.fileName ?? AUDIT_EXPORT_NAMES[family] }
      : { ok: false, message: result.toasts[0]?.message ?? DOWNLOAD_FAILED };
  }
  const disposition = res.headers.get('content-disposition');
  if (!res.ok || !disposition) return { ok: false, message: await refusalMessage(res) };
  try {
    const blob = await readWithProgress(res, onProgress);
    return { ok: true, blob, fileName: fileNameOf(disposition, AUDIT_EXPORT_NAMES[family]) };
  } catch {
    return { ok: false, message: DOWNLOAD_FAILED };
  }
}
