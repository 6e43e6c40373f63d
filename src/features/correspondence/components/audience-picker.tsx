import { IonButton } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudiencePicker as TypedAudiencePicker, type PickedEntry } from '@/lib/people/audience-picker';
import { Dialog } from '@/lib/ui/dialog';
import { fetchProjectRoles } from '../api/correspondence';

export type { PickedEntry };

/** Receivers or viewers (spec 3 §3); a security project can be added as a whole or by its roles (the add dialog). */
export function AudiencePicker({ label, value, onChange, testId }: { label: string; value: PickedEntry[]; onChange: (v: PickedEntry[]) => void; testId: string }) {
  const { t } = useTranslation('correspondence');
  const [project, setProject] = useState<{ id: number; name: string } | null>(null);
  const projectRoles = useQuery({ queryKey: ['correspondence', 'project-roles', project?.id], queryFn: () => fetchProjectRoles(project!.id), enabled: !!project });
  const add = (e: PickedEntry) => {
    if (!value.some((v) => v.type === e.type && v.id === e.id)) onChange([...value, e]);
  };
  return (
    <TypedAudiencePicker label={label} value={value} onChange={onChange} testId={testId} words={{ ns: 'correspondence', prefix: 'audience' }}
      optionExtra={(type, o) => type === 'security_project' && (
        <IonButton fill="clear" size="small" onClick={() => setProject(o)}>{t('audience.projectRoles')}</IonButton>
      )}>
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
    </TypedAudiencePicker>
  );
}
