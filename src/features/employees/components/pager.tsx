import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';

/** Previous / next for the card's paged tabs (the page is in the route). */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('employees');
  return (
    <div className="employees-selection">
      <IonButton fill="clear" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('history.previous')}</IonButton>
      <span>{page} / {Math.max(pages, 1)}</span>
      <IonButton fill="clear" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('history.next')}</IonButton>
    </div>
  );
}
