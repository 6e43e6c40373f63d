import { createOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { displayDate } from '@/contracts/display-dates';
import { REFERENCE_LISTS, type ReferenceListKey } from '@/contracts/reference-lists';
import { useSession } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { useReferenceShow } from '../api/reference-items';
import { REFERENCE_SCREENS, editHref } from '../screens';

/** Read-only view of one item (spec 1 §2 "/offices/{id}/detail"); managers get an edit action. */
export default function ReferenceDetailPage({ list }: { list: ReferenceListKey }) {
  const { t } = useTranslation('reference-lists');
  const navigate = useNavigate();
  const { permissions } = useSession();
  const screens = REFERENCE_SCREENS[list];
  const id = Number(useParams().id);
  const item = useReferenceShow(list, id);
  const canManage = REFERENCE_LISTS[list].manage.some((p) => permissions.has(p));

  return (
    <Page
      title={t('detailTitle', { list: t(`lists.${list}.title`) })}
      backHref={screens.list}
      primary={canManage ? { label: t('edit'), icon: createOutline, onClick: () => navigate(editHref(screens, id)), testId: 'reference-detail-edit' } : undefined}
    >
      {item.isPending ? (
        <Loading />
      ) : item.isError ? (
        <LoadError onRetry={() => void item.refetch()} />
      ) : (
        <div className="apron-folded" data-testid="reference-detail">
          <dl>
            <dt>{t(`lists.${list}.field`)}</dt>
            <dd>{item.data.label}</dd>
            <dt>{t('createdAt')}</dt>
            <dd>{displayDate(item.data.created_at)}</dd>
            <dt>{t('updatedAt')}</dt>
            <dd>{displayDate(item.data.updated_at)}</dd>
          </dl>
        </div>
      )}
    </Page>
  );
}
