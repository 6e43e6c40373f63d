import { IonInput } from '@ionic/react';
import { addOutline, createOutline, peopleOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SECURITY_PROJECT_TYPES } from '@/contracts/security-project-types';
import type { SecurityProject } from '@/contracts/security-projects';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { fetchProjects, PROJECTS_KEY, useDeleteProject } from '../api/projects';

/** /security-projects [page, keyword, type]: list, filters, create, edit, members, delete. */
export default function SecurityProjectsPage() {
  const { t } = useTranslation('security-projects');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const remove = useDeleteProject();

  const onDelete = async (project: SecurityProject) => {
    if (!(await confirm({ header: t('delete.header'), message: t('delete.message', { name: project.name }), confirmText: t('delete.confirm'), destructive: true }))) return;
    remove.mutate(project.id, { onSuccess: (result) => toasts.success(result.message) });
  };

  const columns: Column<SecurityProject>[] = [
    { key: 'name', label: t('fields.name'), sort: 'name', render: (p) => p.name },
    { key: 'short_code', label: t('fields.short_code'), sort: 'short_code', render: (p) => p.short_code },
    { key: 'type', label: t('fields.type'), sort: 'type', render: (p) => t(`types.${p.type}`) },
    { key: 'enable', label: t('fields.enable'), render: (p) => (p.enable ? t('status.active') : t('status.passive')) },
    { key: 'members', label: t('fields.members'), render: (p) => p.members_count },
    {
      key: 'actions',
      label: '',
      render: (p) => (
        <div className="apron-actions">
          <IconButton icon={peopleOutline} label={t('actions.members')} href={`/project-users-edit/${p.id}`} testId={`project-members-${p.id}`} />
          <IconButton icon={createOutline} label={t('actions.edit')} href={`/project-edit/${p.id}`} testId={`project-edit-${p.id}`} />
          <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void onDelete(p)} danger testId={`project-delete-${p.id}`} />
        </div>
      ),
    },
  ];

  return (
    <Page
      title={t('title')}
      primary={{ label: t('actions.create'), icon: addOutline, onClick: () => navigate('/project-edit'), testId: 'project-create' }}
    >
      <PagedList
        testId="projects-list"
        queryKey={PROJECTS_KEY}
        fetch={fetchProjects}
        columns={columns}
        rowKey={(p) => p.id}
        filters={['keyword', 'type']}
        emptyMessage={t('empty')}
        renderFilters={(params, setFilters) => (
          <>
            <IonInput
              label={t('filters.keyword')}
              labelPlacement="stacked"
              debounce={400}
              value={params.filters.keyword ?? ''}
              onIonInput={(e) => setFilters({ keyword: String(e.detail.value ?? '') || undefined })}
              clearInput
              data-testid="projects-keyword"
            />
            <SelectInput
              label={t('fields.type')}
              value={params.filters.type}
              options={SECURITY_PROJECT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              onChange={(type) => setFilters({ type: type || undefined })}
              emptyOption={t('filters.allTypes')}
              testId="projects-type"
            />
          </>
        )}
      />
    </Page>
  );
}
