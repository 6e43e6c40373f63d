import { IonButton, IonIcon } from '@ionic/react';
import { ellipsisVertical } from 'ionicons/icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The ⋮ menu of a compact header: the page's secondary actions stacked in a panel under the header.
 * Any click inside runs the action and closes the panel; a click outside or Escape closes it.
 */
export function OverflowMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <div className="apron-overflow" ref={root}>
      <IonButton aria-label={t('actions.more')} title={t('actions.more')} aria-expanded={open} onClick={() => setOpen(!open)} data-testid="page-overflow">
        <IonIcon aria-hidden="true" slot="icon-only" icon={ellipsisVertical} />
      </IonButton>
      {open && (
        // Clicks bubble here after the action's own handler ran.
        <div className="apron-overflow-panel" role="menu" onClick={() => setOpen(false)} data-testid="page-overflow-panel">
          {children}
        </div>
      )}
    </div>
  );
}
