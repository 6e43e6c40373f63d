import { IonNote } from '@ionic/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DETECTION_REGISTER_DEFS, type DetectionDetails, type DetectionRegister } from '@/contracts/detections';
import { RoleDisplay } from '@/lib/people/role-display';
import { DetectionFiles } from './detection-files';
import { formatDateTime } from './format';
import './detections.css';

/** A detection the user may read but not change (someone else's, in one of their projects). */
export function DetectionSummary({ register, detection: d }: { register: DetectionRegister; detection: DetectionDetails }) {
  const { t } = useTranslation('detections');
  const rows: [string, ReactNode][] = [
    [t(`registers.${register}.item`), d.item.name],
    [t('fields.detecter'), <>{d.detecter.full_name} (<RoleDisplay value={d.detecter.role_display} />)</>],
    [t('fields.detecter_project_id'), d.detecter_project.name],
    ...(DETECTION_REGISTER_DEFS[register].flightNumber ? [[t('fields.flight_number'), d.flight_number ?? '—'] as [string, string]] : []),
    [t('fields.detected_at'), formatDateTime(d.detected_at)],
    [t('fields.description'), <span className="detection-description">{d.description || '—'}</span>],
    [t('fields.reporter_name'), d.reporter.full_name],
    [t('fields.created_at'), formatDateTime(d.created_at)],
  ];
  return (
    <div data-testid="detection-summary">
      <IonNote>{t('form.readOnly')}</IonNote>
      <dl className="detection-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="detection-section">
        <h2>{t('fields.files')}</h2>
        <DetectionFiles register={register} detectionId={d.id} files={d.files} />
      </section>
    </div>
  );
}
