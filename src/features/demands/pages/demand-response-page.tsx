import { IonNote } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useAnswer, useRedirect, useResponseForm } from '../api/demand-responses';
import { AnswerForm } from '../components/answer-form';
import { RedirectForm } from '../components/redirect-form';
import { RequestFiles } from '../components/request-files';
import { RequestHistory } from '../components/request-history';
import { RequestSummary } from '../components/request-summary';

/** /demand-response/{demandResponseId}: a demand routed to the active role; answer it or redirect it. */
export default function DemandResponsePage() {
  const { t } = useTranslation('demands');
  const id = Number(useParams().demandResponseId);
  const form = useResponseForm(id);
  const answer = useAnswer(id);
  const redirect = useRedirect(id);

  if (form.isPending) return <Page title={t('responses.title')} backHref="/demand-responses"><Loading /></Page>;
  if (form.isError) return <Page title={t('responses.title')} backHref="/demand-responses"><LoadError onRetry={() => void form.refetch()} /></Page>;
  const { step, request, can_act, companies } = form.data;
  const busy = answer.isPending || redirect.isPending;

  return (
    <Page title={t('responses.detailsTitle', { number: request.number })} backHref="/demand-responses">
      <RequestSummary request={request} />
      <section className="demand-section">
        <h2>{t('fields.files')}</h2>
        <RequestFiles requestId={request.id} files={request.files} />
      </section>
      <RequestHistory steps={request.history} />
      {can_act ? (
        <>
          <AnswerForm saving={busy} onSubmit={async (response) => {
            const result = await answer.mutateAsync(response);
            toasts.success(String(result.helper_data.message ?? t('saved')));
          }} />
          <RedirectForm companies={companies} exclude={new Set(step.roles.map((r) => r.role.id))} saving={busy} onSubmit={async (roleId) => {
            const result = await redirect.mutateAsync(roleId);
            toasts.success(String(result.helper_data.message ?? t('saved')));
          }} />
        </>
      ) : (
        <IonNote data-testid="demand-response-closed">{t('responses.closed', { status: t(`status.${step.status}`) })}</IonNote>
      )}
    </Page>
  );
}
