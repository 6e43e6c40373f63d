import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { deletionRefusal } from '@/contracts/work-schedule-demands-rules';
import { useSession } from '@/lib/session/session-context';
import { useConfirm } from '@/lib/ui/confirm';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useDeleteDemand, useDemand } from '../api/demands';
import { DemandDetails } from '../components/demand-details';

const LIST = '/work-schedule-demand/list/1';

/** /work-schedule-demand/{id}/view: one own demand; withdrawn (deleted) while it waits. */
export default function DemandViewPage() {
  const { t } = useTranslation('work-schedule-demands');
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const userId = useSession().data.user.id;
  const demand = useDemand(id);
  const remove = useDeleteDemand();
  const d = demand.data;

  const onDelete = async () => {
    if (!d || !(await confirm({ header: t('view.deleteHeader'), message: t('view.deleteMessage', { number: d.number }), confirmText: t('actions.delete'), destructive: true }))) return;
    remove.mutate(d.id, {
      onSuccess: (result) => {
        toasts.success(result.message);
        navigate(LIST, { replace: true });
      },
    });
  };

  return (
    <Page title={d ? t('view.title', { number: d.number }) : t('view.loadingTitle')} backHref={LIST}>
      {demand.isPending ? (
        <Loading />
      ) : demand.isError || !d ? (
        <LoadError onRetry={() => void demand.refetch()} />
      ) : (
        <>
          <DemandDetails demand={d} />
          {d.requester.user_id === userId && !deletionRefusal(d) && (
            <IonButton color="danger" fill="outline" disabled={remove.isPending} onClick={() => void onDelete()} data-testid="wsd-demand-delete">
              {t('actions.delete')}
            </IonButton>
          )}
        </>
      )}
    </Page>
  );
}
