import { IonBadge, IonItem, IonLabel, IonList, IonListHeader, IonNote } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { ShiftImport } from '@/contracts/transfers/transfers';
import { DataTable } from '@/lib/list/data-table';
import type { Column } from '@/lib/list/columns';

type Person = ShiftImport['samples']['added'][number];
type Changed = ShiftImport['samples']['changed'][number];

/** What applying a shift file would change: counts, then up to 200 of each kind; bad rows by line. */
export function ImportPreview({ preview }: { preview: ShiftImport }) {
  const { t } = useTranslation('transfers');
  const person: Column<Person>[] = [
    { key: 'full_name', label: t('fields.person'), render: (p) => p.full_name, priority: 1 },
    { key: 'shift', label: t('fields.shift'), render: (p) => p.shift },
    { key: 'stop', label: t('fields.stop'), render: (p) => p.stop_name },
    { key: 'pickup', label: t('fields.pickup'), render: (p) => p.pickup_time },
    { key: 'driver', label: t('fields.driver'), render: (p) => p.driver_name ?? t('shifts.unassigned'), priority: 3 },
  ];
  const was = (c: Changed, f: string, now: string, before: string) => (c.fields.includes(f) ? <><s>{before}</s> → <strong>{now}</strong></> : now);
  const changed: Column<Changed>[] = [
    { key: 'full_name', label: t('fields.person'), render: (c) => c.full_name, priority: 1 },
    { key: 'shift', label: t('fields.shift'), render: (c) => was(c, 'shift_start', c.shift, c.before.shift) },
    { key: 'stop', label: t('fields.stop'), render: (c) => was(c, 'shuttle_stop_id', c.stop_name, c.before.stop_name) },
    { key: 'pickup', label: t('fields.pickup'), render: (c) => was(c, 'pickup_time', c.pickup_time, c.before.pickup_time) },
    { key: 'driver', label: t('fields.driver'), render: (c) => was(c, 'driver_id', c.driver_name ?? '—', c.before.driver_name ?? '—') },
  ];
  return (
    <section data-testid="import-preview">
      <p data-testid="import-counts">
        <IonBadge color="success">{t('import.added', { n: preview.added })}</IonBadge>{' '}
        <IonBadge color="warning">{t('import.changed', { n: preview.changed })}</IonBadge>{' '}
        <IonBadge color="danger">{t('import.removed', { n: preview.removed })}</IonBadge>{' '}
        <IonBadge color="medium">{t('import.unchanged', { n: preview.unchanged })}</IonBadge>
      </p>
      {preview.to_notify > 0 && <p data-testid="import-notify">{t('import.toNotify', { n: preview.to_notify })}</p>}
      {preview.bad_rows.length > 0 && (
        <IonList data-testid="import-bad-rows">
          <IonListHeader><IonLabel color="danger">{t('import.badRows', { n: preview.bad_rows.length })}</IonLabel></IonListHeader>
          {preview.bad_rows.map((b) => (
            <IonItem key={b.line}><IonLabel><strong>{t('import.line', { line: b.line })}</strong><IonNote color="danger"> {b.errors.join(' ')}</IonNote></IonLabel></IonItem>
          ))}
        </IonList>
      )}
      {preview.samples.added.length > 0 && <><h3>{t('import.addedTitle')}</h3><DataTable rows={preview.samples.added} columns={person} rowKey={(p) => `a${p.national_id_number}`} testId="import-added" /></>}
      {preview.samples.changed.length > 0 && <><h3>{t('import.changedTitle')}</h3><DataTable rows={preview.samples.changed} columns={changed} rowKey={(p) => `c${p.national_id_number}`} testId="import-changed" /></>}
      {preview.samples.removed.length > 0 && <><h3>{t('import.removedTitle')}</h3><DataTable rows={preview.samples.removed} columns={person} rowKey={(p) => `r${p.national_id_number}`} testId="import-removed" /></>}
    </section>
  );
}
