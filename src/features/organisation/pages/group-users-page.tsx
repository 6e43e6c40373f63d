import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { addGroupMember, editPositionGroupForm, removeGroupMember, type GroupMember } from '@/contracts/organisation/position-groups';
import { call, data } from '@/lib/api/client';
import type { Column } from '@/lib/list/paged-list';
import { PagedList } from '@/lib/list/paged-list';
import { PositionPicker } from '@/lib/people/position-picker';
import { RoleDisplay } from '@/lib/people/role-display';
import { Page } from '@/lib/ui/page';
import { reportError } from '@/lib/api/query-client';
import { toasts } from '@/lib/ui/toasts';
import { fetchGroupMembers, GROUPS_KEY } from '../api/organisation';
import { RowActions } from '@/lib/list/row-actions';

/** /group-users/{id}: member positions — add, delete with confirmation, paginate. */
export default function GroupUsersPage() {
  const { t } = useTranslation('organisation');
  const id = Number(useParams().id);
  const client = useQueryClient();
  const key = [...GROUPS_KEY, id, 'members'];
  const group = useQuery({ queryKey: [...GROUPS_KEY, 'form', id], queryFn: () => data(editPositionGroupForm, { params: { id } }) });
  const refresh = () => client.invalidateQueries({ queryKey: GROUPS_KEY });
  const columns: Column<GroupMember>[] = [
    { key: 'full_name', label: t('fields.fullName'), render: (m) => m.full_name },
    { key: 'role', label: t('fields.roleDisplay'), render: (m) => <RoleDisplay value={m.role_display} /> },
    {
      key: 'actions', label: '',
      render: (m) => (
        <RowActions name={m.full_name} testId={`member-${m.id}`} onDelete={async () => {
          const r = await call(removeGroupMember, { params: { id, positionId: m.id } });
          await refresh();
          return r;
        }} />
      ),
    },
  ];
  return (
    <Page title={group.data?.group ? t('groups.membersOf', { name: group.data.group.name }) : t('groups.members')} backHref="/position-group">
      <PositionPicker label={t('groups.addMember')} testId="group-member"
        onSelect={(p) => void call(addGroupMember, { params: { id }, body: { position: p.id } }).then((r) => { toasts.success(String(r.helper_data.message)); return refresh(); }).catch(reportError)} />
      <PagedList testId="group-members-list" queryKey={key} fetch={fetchGroupMembers(id)} columns={columns} rowKey={(m) => m.member_id} emptyMessage={t('empty')} />
    </Page>
  );
}
