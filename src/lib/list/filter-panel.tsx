import { IonButton, IonIcon } from '@ionic/react';
import { closeOutline, filterOutline } from 'ionicons/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/lib/ui/dialog';
import { COMPACT_QUERY, PHONE_QUERY, useMedia } from '@/lib/ui/use-media';
import '@/lib/ui/kit-content.css';

/** One active filter as a chip: what it is and what it holds; `onRemove` clears it. */
export interface ActiveFilter {
  key: string;
  label: string;
  value: string;
  onRemove?: () => void;
}

export interface FilterPanelProps {
  children: ReactNode;
  active: readonly ActiveFilter[];
  onClear?: () => void;
  /** How many filters are set, chips or not (default: the chips). */
  activeCount?: number;
  /** Names the panel's remembered open/closed state and its test ids. */
  testId?: string;
}

const remembered = (id: string | undefined): boolean | null => {
  if (!id) return null;
  const value = sessionStorage.getItem(`apron.filters.${id}`);
  return value === null ? null : value === '1';
};

/**
 * Filters before content, folded (docs/ui.md): a row with the 'Filtreler' button and a chip per active
 * filter, then the inputs — open on desktops, folded on tablets, a bottom sheet on phones.
 */
export function FilterPanel({ children, active, onClear, activeCount = active.length, testId }: FilterPanelProps) {
  const { t } = useTranslation('common');
  const phone = useMedia(PHONE_QUERY);
  const compact = useMedia(COMPACT_QUERY);
  const [chosen, setChosen] = useState<boolean | null>(() => remembered(testId));
  const open = chosen ?? !compact;
  const toggle = (next: boolean) => {
    setChosen(next);
    if (testId && !phone) sessionStorage.setItem(`apron.filters.${testId}`, next ? '1' : '0');
  };
  const id = testId ?? 'list';
  const inputs = <div className="apron-filters">{children}</div>;
  return (
    <div className="apron-filter-area" data-testid={`${id}-filters`}>
      <div className="apron-filter-bar">
        <IonButton fill={open && !phone ? 'solid' : 'outline'} size="small" aria-expanded={open} onClick={() => toggle(!open)} data-testid={`${id}-filters-toggle`}>
          <IonIcon aria-hidden="true" slot="start" icon={filterOutline} />
          {activeCount ? `${t('filters.toggle')} (${activeCount})` : t('filters.toggle')}
        </IonButton>
        {active.map((f) => (
          <span key={f.key} className="apron-chip" data-testid={`${id}-chip-${f.key}`}>
            <span>{`${f.label}: ${f.value}`}</span>
            {f.onRemove && (
              <button type="button" onClick={f.onRemove} aria-label={t('filters.remove', { label: f.label })}>
                <IonIcon icon={closeOutline} aria-hidden="true" />
              </button>
            )}
          </span>
        ))}
        {activeCount > 0 && onClear && (
          <IonButton fill="clear" size="small" onClick={onClear} data-testid={`${id}-filters-clear`}>
            {t('filters.clear')}
          </IonButton>
        )}
      </div>
      {phone ? (
        <Dialog open={open && chosen !== null} title={t('filters.title')} closeText={t('actions.close')} onClose={() => toggle(false)} className="apron-sheet apron-filter-sheet" testId={`${id}-filter-sheet`}>
          {inputs}
          <div className="apron-filter-sheet-actions">
            <IonButton onClick={() => toggle(false)}>{t('filters.apply')}</IonButton>
          </div>
        </Dialog>
      ) : (
        open && <div className="apron-filter-panel">{inputs}</div>
      )}
    </div>
  );
}
