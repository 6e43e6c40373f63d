import './performance.css';
import { IonButton, IonIcon, IonInput, IonTextarea } from '@ionic/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rating } from '@/contracts/performance/card-formula';
import type { PeriodStatus } from '@/contracts/performance/period-status';
import { displayDate } from '@/contracts/display-dates';

/** A labelled text input of this feature's forms (IonInput; dates use the kit's DateInput). */
export function TextInput({ label, value, onChange, testId, type = 'text', rows }: { label: string; value: string; onChange: (v: string) => void; testId: string; type?: 'text' | 'number'; rows?: number }) {
  if (rows) {
    return <IonTextarea label={label} labelPlacement="stacked" fill="outline" rows={rows} value={value} onIonInput={(e) => onChange(String(e.detail.value ?? ''))} data-testid={testId} />;
  }
  return <IonInput label={label} labelPlacement="stacked" fill="outline" type={type} inputmode={type === 'number' ? 'decimal' : undefined} value={value} onIonInput={(e) => onChange(String(e.detail.value ?? ''))} data-testid={testId} />;
}

/** dd/mm/yyyy of a day (or of a timestamp's day, as written); a dash for none. */
export const formatDay = (v: string | null | undefined) => (v ? displayDate(v.slice(0, 10)) : '') || '—';

export function StatusBadge({ status }: { status: PeriodStatus }) {
  const { t } = useTranslation('performance');
  return <span className={`apron-badge perf-status-${status}`} data-testid="period-status">{t(`status.${status}`)}</span>;
}

export function RatingText({ rating }: { rating: Rating | null }) {
  const { t } = useTranslation('performance');
  return <>{rating ? t(`rating.${rating}`) : '—'}</>;
}

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="apron-section" data-testid={testId}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A row action: an icon button named by its label (screen readers, tooltip), so the sticky actions cell stays narrow. */
export function ActionButton({ icon, label, onClick, href, testId, color, disabled }: { icon: string; label: string; onClick?: () => void; href?: string; testId?: string; color?: string; disabled?: boolean }) {
  return (
    <IonButton size="small" fill="clear" color={color} routerLink={href} onClick={onClick} disabled={disabled} aria-label={label} title={label} data-testid={testId}>
      <IonIcon aria-hidden="true" slot="icon-only" icon={icon} />
    </IonButton>
  );
}
