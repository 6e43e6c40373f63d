import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { exportProgress } from '@/lib/api/export-progress';

/** The export jobs this tab waits for (lib/api/export-progress.ts), for any component that shows them. */
export const useExportJobs = () => useSyncExternalStore(exportProgress.subscribe, exportProgress.get);

/**
 * A large Excel export being written by the server (202, docs/decisions/exports.md): its file name,
 * a bar and rows written of the total, until the file downloads. Plain elements at the bottom of the
 * screen (clear of the header's sync badge, like the toasts), mounted once in the shell, so every
 * export that becomes a job shows it whichever screen started it.
 */
export function ExportProgressPanel() {
  const jobs = useExportJobs();
  const { t, i18n } = useTranslation();
  if (!jobs.length) return null;
  const n = (value: number) => value.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR');
  return (
    <div className="apron-export-progress" role="status" aria-live="polite" data-testid="export-progress">
      {jobs.map((job) => (
        <div key={job.id} className="apron-export-job" data-testid="export-progress-job">
          <strong>{t('export.preparing', { name: job.file_name })}</strong>
          <progress max={Math.max(job.rows_total, 1)} value={job.rows_written} aria-label={t('export.progressLabel', { name: job.file_name })} />
          <span data-testid="export-progress-rows">
            {job.status === 'queued' ? t('export.queued') : t('export.rows', { written: n(job.rows_written), total: n(job.rows_total) })}
          </span>
        </div>
      ))}
    </div>
  );
}
