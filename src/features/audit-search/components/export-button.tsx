import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { downloadOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditFamily } from '@/contracts/audits/families';
import { saveBlob } from '@/lib/api/download';
import { toasts } from '@/lib/ui/toasts';
import { downloadAuditSearch, type DownloadProgress } from '../api/download-audits';

/** "Excel indir": the search's current filters as an Excel file, with progress while it comes. */
export function ExportButton({ family, filters, ordering }: { family: AuditFamily; filters: Record<string, string>; ordering: string }) {
  const { t } = useTranslation('audit-search');
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const busy = progress !== null;

  const onClick = async () => {
    setProgress({ received: 0, total: null });
    try {
      const result = await downloadAuditSearch(family, filters, setProgress, ordering);
      if (result.ok) saveBlob(result.blob, result.fileName);
      else toasts.show({ kind: 'error', message: result.message });
    } finally {
      setProgress(null);
    }
  };

  const label = !progress
    ? t('actions.downloadExcel')
    : progress.total
      ? t('export.percent', { percent: Math.min(100, Math.round((progress.received / progress.total) * 100)) })
      : progress.received > 0
        ? t('export.received', { kb: Math.ceil(progress.received / 1024) })
        : t('export.preparing');

  return (
    <IonButton onClick={() => void onClick()} disabled={busy} aria-label={label} title={label} aria-busy={busy} data-testid="audit-search-export">
      {busy ? <IonSpinner slot="start" name="crescent" /> : <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />}
      <span className={busy ? 'audit-search-progress' : 'audit-search-toolbar-text'} data-testid="audit-search-export-label">{label}</span>
    </IonButton>
  );
}
