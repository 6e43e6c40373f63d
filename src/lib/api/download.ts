import type { Endpoint } from '@/contracts/http';
import { flattenMessages, type ToastSpec } from './error-toasts';
import { send, type CallInput } from './client';

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

export async function download(endpoint: Endpoint, input: CallInput, fallbackName: string): Promise<DownloadResult> {
  let res: Response;
  try {
    res = await send(endpoint, input);
  } catch {
    return { ok: false, toasts: [{ kind: 'error', message: DOWNLOAD_FAILED }] };
  }
  const disposition = res.headers.get('content-disposition');
  if (!res.ok || !disposition) return { ok: false, toasts: await downloadFailureToasts(res) };
  return { ok: true, blob: await res.blob(), fileName: fileNameOf(disposition, fallbackName), toasts: [] };
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
