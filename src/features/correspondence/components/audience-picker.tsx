import { IonButton, IonChip, IonIcon, IonInput, IonLabel } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { closeCircle } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudienceType } from '@/contracts/correspondence/audience';
import { audienceOptions } from '@/contracts/correspondence/correspondence';
import { data } from '@/lib/api/client';
import { SelectInput } from '@/lib/forms/components/select-input';
import { Dialog } from '@/lib/ui/dialog';
import { fetchProjectRoles } from '../api/correspondence';

export interface PickedEntry {
  type: AudienceType;
  id: number;
  name: string;
}

const PICKABLE = ['role', 'department', 'security_project', 'personal_group', 'position_with_user'] as const;
type Pickable = (typeof PICKABLE)[number];

/** Receivers or viewers: typed entries (spec 3 §3); a security project can be added as a whole or by its roles (the add dialog). */
export function AudiencePicker({ label, value, onChange, testId }: { label: string; value: PickedEntry[]; onChange: (v: PickedEntry[]) => void; testId: string }) {
  const { t } = useTranslation('correspondence');
  const [type, setType] = useState<Pickable>('role');
  const [q, setQ] = useState('');
  const [project, setProject] = useState<{ id: number; name: string } | null>(null);
  const options = useQuery({
    queryKey: ['correspondence', 'audience-options', type, q],
    queryFn: () => data(audienceOptions, { query: { type, ...(q ? { q } : {}) } }),
    enabled: type !== 'position_with_user' || q.length >= 3,
  });
  const projectRoles = useQuery({ queryKey: ['correspondence', 'project-roles', project?.id], queryFn: () => fetchProjectRoles(project!.id), enabled: !!project });
  const has = (e: { type: string; id: number }) => value.some((v) => v.type === e.type && v.id === e.id);
  const add = (e: PickedEntry) => {
    if (!has(e)) onChange([...value, e]);
  };

  return (
    <fieldset className="correspondence-audience-picker" data-testid={testId}>
      <legend>{label}</legend>
      <div>
        {value.map((v) => (
          <IonChip key={`${v.type}:${v.id}`} data-testid={`${testId}-chip-${v.type}-${v.id}`}>
            <IonLabel>{t(`audience.${v.type}`)}: {v.name}</IonLabel>
            <IonIcon aria-hidden="true" icon={closeCircle} onClick={() => onChange(value.filter((x) => !(x.type === v.type && x.id === v.id)))} aria-label={t('actions.remove')} />
          </IonChip>
        ))}
      </div>
      <div className="correspondence-picker-row">
        <SelectInput label={t('audience.type')} value={type} onChange={(v) => { setType(v as Pickable); setQ(''); }}
          options={PICKABLE.map((p) => ({ value: p, label: t(`audience.${p}`) }))} testId={`${testId}-type`} />
        <IonInput label={t('audience.search')} labelPlacement="stacked" debounce={400} value={q} onIonInput={(e) => setQ(String(e.detail.value ?? ''))}
          helperText={type === 'position_with_user' ? t('audience.min3') : undefined} data-testid={`${testId}-search`} />
      </div>
      <ul className="correspondence-options">
        {(options.data ?? []).slice(0, 30).map((o) => (
          <li key={o.id}>
            <IonButton fill="clear" size="small" disabled={has({ type, id: o.id })} onClick={() => add({ type, id: o.id, name: o.name })} data-testid={`${testId}-option-${type}-${o.id}`}>
              + {o.name}
            </IonButton>
            {type === 'security_project' && (
              <IonButton fill="clear" size="small" onClick={() => setProject(o)}>{t('audience.projectRoles')}</IonButton>
            )}
          </li>
        ))}
      </ul>
      <Dialog open={!!project} title={project?.name ?? ''} closeText={t('actions.close')} onClose={() => setProject(null)} testId="project-add-dialog">
        <IonButton onClick={() => { add({ type: 'security_project', id: project!.id, name: project!.name }); setProject(null); }}>{t('audience.wholeProject')}</IonButton>
        <ul>
          {(projectRoles.data ?? []).map((r) => (
            <li key={r.id}>
              <IonButton fill="clear" size="small" onClick={() => add({ type: 'role', id: r.id, name: `${r.name} (${r.department_name})` })}>
                + {r.name} ({r.department_name}) · {r.members}
              </IonButton>
            </li>
          ))}
        </ul>
      </Dialog>
    </fieldset>
  );
}
