import { useCallback, useState } from 'react';
import { saveBlob, type DownloadResult } from '@/lib/api/download';
import { toasts } from '@/lib/ui/toasts';

/**
 * Runs a download and saves the file; failures become the spec's toasts ('Files download failed.'
 * or the server's own messages). `busy` is true while one runs.
 */
export function useDownload() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (start: () => Promise<DownloadResult>, fallbackName: string): Promise<DownloadResult> => {
    setBusy(true);
    try {
      const result = await start();
      if (result.ok && result.blob) saveBlob(result.blob, result.fileName ?? fallbackName);
      else toasts.showAll(result.toasts);
      return result;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
