import { trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ProjectMember } from '@/contracts/security-projects';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { PositionPicker } from '@/lib/people/position-picker';
import { RoleDisplay } from '@/lib/people/role-display';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { fetchMembers, membersKey, useAddMember, useProject, useRemoveMember } from '../api/members';

/** /project-users-edit/{id}: add members through the position search, remove with confirmation. */
export default function ProjectUsersPage() {
  const { t } = useTranslation('security-projects');
  const projectId = Number(useParams().id);
  const project = useProject(projectId);
  const add = useAddMember(projectId);
  const remove = useRemoveMember(projectId);
  const confirm = useConfirm();

  const onRemove = async (member: ProjectMember) => {
    if (!(await confirm({ header: t('members.removeHeader'), message: t('members.removeMessage', { name: member.full_name }), confirmText: t('members.remove'), destructive: true }))) return;
    remove.mutate(member.id, { onSuccess: (result) => toasts.success(result.message) });
  };

  const columns: Column<ProjectMember>[] = [
    { key: 'full_name', label: t('members.name'), render: (m) => m.full_name },
    { key: 'national_id_number', label: t('members.nationalId'), render: (m) => m.national_id_number ?? '—' },
    { key: 'role', label: t('members.role'), render: (m) => <RoleDisplay value={m.role_display} /> },
    {
      key: 'actions',
      label: '',
      render: (m) => (
        <div className="apron-actions">
          <IconButton icon={trashOutline} label={t('members.remove')} onClick={() => void onRemove(m)} danger testId={`member-remove-${m.id}`} />
        </div>
      ),
    },
  ];

  return (
    <Page title={project.data?.project ? t('members.titleOf', { name: project.data.project.name }) : t('members.title')} backHref="/security-projects">
      <PositionPicker
        label={t('members.add')}
        onSelect={(position) => add.mutate(position.id, { onSuccess: () => toasts.success(t('members.added', { name: position.full_name })) })}
      />
      <PagedList testId="members-list" queryKey={membersKey(projectId)} fetch={fetchMembers(projectId)} columns={columns} rowKey={(m) => m.id} filters={['keyword']} emptyMessage={t('members.empty')} />
    </Page>
  );
}
