import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { turkeyDate } from '@/contracts/dashboard';
import { WSD_RULE_MESSAGES, approvalRefusal, rejectionRefusal } from '@/contracts/work-schedule-demands-rules';
import { useSession } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useApprove, useDemand, useReject } from '../api/demands';
import { DemandDetails } from '../components/demand-details';
import { RejectDialog } from '../components/reject-dialog';

const LIST = '/work-schedule-demand-review/list';

/** /work-schedule-demand-review/{id}/view: one demand with approve and reject, as the rules allow this position. */
export default function ReviewViewPage() {
  const { t } = useTranslation('work-schedule-demands');
  const id = Number(useParams().id);
  const { permissions } = useSession();
  const demand = useDemand(id);
  const approve = useApprove();
  const reject = useReject();
  const [rejecting, setRejecting] = useState(false);
  const d = demand.data;
  const today = turkeyDate(new Date());
  const approveRefusal = d ? approvalRefusal(d, permissions) : null;
  const rejectRefusal = d ? rejectionRefusal({ status: d.status, shift_start_date: d.period.shift_start_date }, permissions, today) : null;

  return (
    <Page title={d ? t('view.title', { number: d.number }) : t('view.loadingTitle')} backHref={LIST}>
      {demand.isPending ? (
        <Loading />
      ) : demand.isError || !d ? (
        <LoadError onRetry={() => void demand.refetch()} />
      ) : (
        <>
          <DemandDetails demand={d} />
          <div className="wsd-selection">
            <IonButton color="success" disabled={Boolean(approveRefusal) || approve.isPending} data-testid="wsd-review-approve-one"
              onClick={() => approve.mutate([d.id], { onSuccess: (r) => toasts.success(r.helper_data.message as string) })}>
              {t('actions.approve')}
            </IonButton>
            <IonButton color="danger" disabled={Boolean(rejectRefusal) || reject.isPending} onClick={() => setRejecting(true)} data-testid="wsd-review-reject-one">
              {t('actions.reject')}
            </IonButton>
          </div>
          {(approveRefusal || rejectRefusal) && d.status !== 'rejected' && (
            <p className="wsd-note" data-testid="wsd-review-refusal">{WSD_RULE_MESSAGES[(rejectRefusal ?? approveRefusal)!]}</p>
          )}
          <RejectDialog count={rejecting ? 1 : 0} saving={reject.isPending} onClose={() => setRejecting(false)}
            onReject={(reason) => reject.mutateAsync({ ids: [d.id], reason }).then((r) => {
              toasts.success(r.helper_data.message as string);
              setRejecting(false);
            })} />
        </>
      )}
    </Page>
  );
}
