import { IonChip, IonIcon, IonLabel } from '@ionic/react';
import { addOutline, closeCircle, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { WARNING_TYPES, type WarningItem } from '@/contracts/warnings';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { fetchWarnings, useCreateWarning, useDeleteWarning, usePsychoactiveProjects, WARNINGS_KEY } from '../api/warnings';
import { PositionSearch } from '../components/position-search';
import { WarningForm } from '../components/warning-form';
import '../components/warnings.css';
import { displayDate } from '@/contracts/display-dates';

const formatDay = (d: string) => displayDate(d);

/**
 * /warning/list [position_id, project_id, page]: warnings of the psychoactive-substance projects,
 * by project and by person; holders of the permission record new ones (docs/decisions/warnings.md).
 */
export default function WarningListPage() {
  const { t } = useTranslation('warnings');
  const confirm = useConfirm();
  const projects = usePsychoactiveProjects();
  const create = useCreateWarning();
  const remove = useDeleteWarning();
  const [adding, setAdding] = useState(false);
  const [search] = useSearchParams();
  // The chosen person's name, for the filter chip (a link with only position_id shows the list's own name).
  const [personName, setPersonName] = useState<{ id: string; name: string } | null>(null);
  const projectId = search.get('project_id') ? Number(search.get('project_id')) : undefined;

  const onDelete = async (w: WarningItem) => {
    if (!(await confirm({ header: t('list.deleteHeader'), message: t('list.deleteMessage', { person: w.position.full_name, date: formatDay(w.occurred_on) }), destructive: true }))) return;
    toasts.success((await remove.mutateAsync(w.id)).message);
  };

  const columns: Column<WarningItem>[] = [
    { key: 'occurred_on', label: t('fields.occurred_on'), sort: 'occurred_on', render: (w) => formatDay(w.occurred_on) },
    { key: 'person', label: t('fields.position_id'), render: (w) => <>{w.position.full_name}<div className="warning-note">{w.position.role_name}{w.position.national_id_number ? ` · ${w.position.national_id_number}` : ''}</div></> },
    { key: 'project', label: t('fields.security_project_id'), render: (w) => w.security_project.name },
    { key: 'type', label: t('fields.warning_type'), sort: 'warning_type', render: (w) => <span className={`warning-badge warning-badge-${w.warning_type}`}>{t(`types.${w.warning_type}`)}</span> },
    { key: 'substance', label: t('fields.substance'), render: (w) => (w.substance ? t(`substances.${w.substance}`) : '—') },
    { key: 'description', label: t('fields.description'), render: (w) => <span className="warning-description">{w.description || '—'}</span> },
    { key: 'recorded_by', label: t('fields.recorded_by'), render: (w) => w.recorded_by.full_name },
    {
      key: 'actions', label: '',
      render: (w) => w.deletable && (
        <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void onDelete(w)} danger testId={`warning-delete-${w.id}`} />
      ),
    },
  ];

  return (
    <Page
      title={t('list.title')}
      primary={{ label: t('actions.create'), icon: addOutline, onClick: () => setAdding(true), disabled: adding, testId: 'warning-create' }}
    >
      {adding && projects.data && (
        <WarningForm projects={projects.data} projectId={projectId} saving={create.isPending} onCancel={() => setAdding(false)}
          onSubmit={async (body) => {
            const result = await create.mutateAsync(body);
            toasts.success(String(result.helper_data.message ?? t('messages.created')));
            setAdding(false);
          }} />
      )}
      <PagedList
        testId="warnings-list"
        queryKey={[...WARNINGS_KEY, 'list']}
        fetch={fetchWarnings}
        columns={columns}
        rowKey={(w) => w.id}
        filters={['project_id', 'position_id', 'warning_type']}
        emptyMessage={t('list.empty')}
        renderFilters={(params, setFilters) => (
          <>
            <SelectInput label={t('fields.security_project_id')} value={params.filters.project_id} emptyOption={t('choose.allProjects')} testId="warnings-project"
              options={(projects.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.warnings_count})` }))}
              onChange={(id) => setFilters({ project_id: id || undefined })} />
            <SelectInput label={t('fields.warning_type')} value={params.filters.warning_type} emptyOption={t('choose.allTypes')} testId="warnings-type"
              options={WARNING_TYPES.map((w) => ({ value: w, label: t(`types.${w}`) }))} onChange={(type) => setFilters({ warning_type: type || undefined })} />
            {params.filters.position_id ? (
              <IonChip outline data-testid="warnings-position-chip" onClick={() => { setPersonName(null); setFilters({ position_id: undefined }); }}>
                <IonLabel>{personName?.id === params.filters.position_id ? personName.name : t('list.personFilter', { id: params.filters.position_id })}</IonLabel>
                <IonIcon icon={closeCircle} aria-label={t('actions.clearPerson')} />
              </IonChip>
            ) : (
              <PositionSearch label={t('fields.position_id')} projectId={params.filters.project_id ? Number(params.filters.project_id) : undefined} testId="warnings-position"
                onSelect={(p) => { setPersonName({ id: String(p.id), name: p.full_name }); setFilters({ position_id: String(p.id) }); }} />
            )}
          </>
        )}
      />
    </Page>
  );
}
