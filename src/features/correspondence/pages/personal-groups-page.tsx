import { IonButton, IonInput } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { addOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { audienceOptions } from '@/contracts/correspondence/correspondence';
import type { PersonalGroup } from '@/contracts/correspondence/personal-groups';
import { data } from '@/lib/api/client';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { SelectInput } from '@/lib/forms/components/select-input';
import { useConfirm } from '@/lib/ui/confirm';
import { Dialog } from '@/lib/ui/dialog';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { fetchGroups, GROUPS_KEY, useDeleteGroup, useSaveGroup } from '../api/admin';

type Kind = 'related_departments' | 'related_positions' | 'related_roles';
const SOURCE: Record<Kind, 'department' | 'position_with_user' | 'role'> = { related_departments: 'department', related_positions: 'position_with_user', related_roles: 'role' };

function GroupDialog({ group, onClose }: { group: PersonalGroup | 'new'; onClose: () => void }) {
  const { t } = useTranslation('correspondence');
  const save = useSaveGroup();
  const initial = group === 'new' ? null : group;
  const [name, setName] = useState(initial?.name ?? '');
  const [members, setMembers] = useState<Record<Kind, { id: number; name: string }[]>>({
    related_departments: initial?.related_departments ?? [], related_positions: initial?.related_positions ?? [], related_roles: initial?.related_roles ?? [],
  });
  const [kind, setKind] = useState<Kind>('related_roles');
  const [q, setQ] = useState('');
  const options = useQuery({
    queryKey: ['correspondence', 'audience-options', SOURCE[kind], q],
    queryFn: () => data(audienceOptions, { query: { type: SOURCE[kind], ...(q ? { q } : {}) } }),
    enabled: kind !== 'related_positions' || q.length >= 3,
  });
  const submit = () => save.mutate({
    id: initial?.id,
    body: { name, related_departments: members.related_departments.map((m) => m.id), related_positions: members.related_positions.map((m) => m.id), related_roles: members.related_roles.map((m) => m.id), related_groups: [] },
  }, { onSuccess: (r) => { toasts.success(String(r.helper_data.message)); onClose(); } });
  return (
    <Dialog open title={initial ? t('groups.edit') : t('groups.create')} closeText={t('actions.close')} onClose={onClose} testId="personal-group-dialog">
      <IonInput label={t('fields.name')} labelPlacement="stacked" value={name} onIonInput={(e) => setName(String(e.detail.value ?? ''))} data-testid="personal-group-name" />
      {(Object.keys(SOURCE) as Kind[]).map((k) => (
        <p key={k}><strong>{t(`groups.${k}`)}:</strong> {members[k].map((m) => (
          <IonButton key={m.id} size="small" fill="outline" onClick={() => setMembers({ ...members, [k]: members[k].filter((x) => x.id !== m.id) })}>{m.name} ✕</IonButton>
        ))}</p>
      ))}
      <SelectInput label={t('audience.type')} value={kind} onChange={(v) => { setKind(v as Kind); setQ(''); }} options={(Object.keys(SOURCE) as Kind[]).map((k) => ({ value: k, label: t(`groups.${k}`) }))} />
      <IonInput label={t('audience.search')} labelPlacement="stacked" debounce={400} value={q} onIonInput={(e) => setQ(String(e.detail.value ?? ''))} />
      <ul className="correspondence-options">
        {(options.data ?? []).slice(0, 20).map((o) => (
          <li key={o.id}><IonButton fill="clear" size="small" onClick={() => !members[kind].some((m) => m.id === o.id) && setMembers({ ...members, [kind]: [...members[kind], o] })}>+ {o.name}</IonButton></li>
        ))}
      </ul>
      <IonButton onClick={submit} disabled={save.isPending} data-testid="personal-group-save">{t('actions.save')}</IonButton>
    </Dialog>
  );
}

/** /personal-group [page]: the user's own reusable audiences; create and edit in a dialog. */
export default function PersonalGroupsPage() {
  const { t } = useTranslation('correspondence');
  const confirm = useConfirm();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<PersonalGroup | 'new' | null>(null);
  const names = (l: { name: string }[]) => l.map((x) => x.name).join(', ');
  const columns: Column<PersonalGroup>[] = [
    { key: 'name', label: t('fields.name'), render: (d) => d.name },
    { key: 'members', label: t('groups.members'), render: (d) => [names(d.related_departments), names(d.related_roles), names(d.related_positions)].filter(Boolean).join(' · ') },
    {
      key: 'actions', label: '',
      render: (d) => (
        <div className="apron-actions">
          <IconButton icon={createOutline} label={t('actions.edit')} onClick={() => setEditing(d)} />
          <IconButton
            icon={trashOutline}
            label={t('actions.delete')}
            onClick={async () => {
            if (await confirm({ header: t('confirm.delete.header'), message: t('groups.deleteMessage', { name: d.name }), confirmText: t('actions.delete'), destructive: true })) {
              remove.mutate(d.id, { onSuccess: (r) => toasts.success(String(r.helper_data.message)) });
            }
          }}
            danger
          />
        </div>
      ),
    },
  ];
  return (
    <Page title={t('groups.title')} primary={{ label: t('actions.create'), icon: addOutline, onClick: () => setEditing('new'), testId: 'personal-group-create' }}>
      <PagedList testId="personal-groups-list" queryKey={GROUPS_KEY} fetch={fetchGroups} columns={columns} rowKey={(d) => d.id} emptyMessage={t('empty')} />
      {editing && <GroupDialog group={editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}
