import { chevronBack, chevronForward } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/lib/ui/icon-button';

/** Previous / next for a widget's pages (timeline, flights). */
export function Pager({ page, lastPage, onPage, testId }: { page: number; lastPage: number; onPage: (page: number) => void; testId: string }) {
  const { t } = useTranslation('dashboard');
  if (lastPage <= 1) return null;
  return (
    <div className="dashboard-pager" data-testid={testId}>
      <IconButton icon={chevronBack} label={t('previous')} onClick={() => onPage(page - 1)} disabled={page <= 1} />
      <span>{t('pageOf', { page, last: lastPage })}</span>
      <IconButton icon={chevronForward} label={t('next')} onClick={() => onPage(page + 1)} disabled={page >= lastPage} />
    </div>
  );
}
