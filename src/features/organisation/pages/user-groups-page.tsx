import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { myPositionGroups, supportUserGroups } from '@/contracts/organisation/support';
import { data } from '@/lib/api/client';
import { Page } from '@/lib/ui/page';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { SUPPORT_KEY } from '../api/organisation';

/** /user/groups/{id} (a user's groups) and /user/my-groups (the active position's groups). */
export default function UserGroupsPage() {
  const { t } = useTranslation('organisation');
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const groups = useQuery({
    queryKey: [...SUPPORT_KEY, 'groups', id ?? 'mine'],
    queryFn: () => (id ? data(supportUserGroups, { params: { id } }) : data(myPositionGroups)),
  });
  return (
    <Page title={id ? t('support.groups') : t('support.myGroups')} backHref={id ? '/support/user/list' : undefined}>
      {groups.isPending ? <Loading /> : groups.isError ? <LoadError onRetry={() => void groups.refetch()} /> : !groups.data.length ? <Empty message={t('support.noGroups')} /> : (
        <ul className="org-groups" data-testid="user-groups">
          {groups.data.map((g) => <li key={`${g.id}-${g.position_id}`}><strong>{g.name}</strong> <small>{g.position_label}</small></li>)}
        </ul>
      )}
    </Page>
  );
}
