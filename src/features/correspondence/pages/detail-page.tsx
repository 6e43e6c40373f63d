import { IonButton, IonChip } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { Box } from '@/contracts/correspondence/correspondence';
import { useConfirm } from '@/lib/ui/confirm';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useCorrespondence, useItemAction } from '../api/correspondence';
import { CORRESPONDENCE_KEY } from '../api/keys';
import { LABEL_COUNT_KEY } from '../api/shell-routes';
import { FileLinks } from '../components/file-links';
import { formatDateTime, formatDay } from '../components/format';
import { ReceiptsPanel } from '../components/receipts-panel';
import { SafeHtml } from '../components/safe-html';
import { SurveyAnswer } from '../components/survey-answer';
import { SurveyReport } from '../components/survey-report';
import { VideoPlayer } from '../components/video-player';
import { recordRead, registerReadKind } from '../offline/read-kind';

registerReadKind();

/** The four detail pages (spec 3 §2): inbox (opening reads it), outbox (receipts), draft (edit), approval (approve, reject). */
export function DetailPage({ box }: { box: Box }) {
  const { t } = useTranslation('correspondence');
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const client = useQueryClient();
  const item = useCorrespondence(id, 'read');
  const action = useItemAction();
  const reading = useRef(false);

  useEffect(() => {
    const d = item.data;
    // A survey item is read by answering its survey (the server refuses a plain reading).
    if (box !== 'inbox' || !d || d.read_at || d.survey_id !== null || reading.current) return;
    reading.current = true;
    void recordRead(d.id, t('readSummary', { subject: d.subject })).then(() => {
      void client.invalidateQueries({ queryKey: LABEL_COUNT_KEY });
      void client.invalidateQueries({ queryKey: [...CORRESPONDENCE_KEY, 'box', 'inbox'] });
    }).catch(() => undefined);
  }, [box, item.data, client, t]);

  const act = async (kind: 'approve' | 'reject' | 'delete') => {
    if (!(await confirm({ header: t(`confirm.${kind}.header`), message: t(`confirm.${kind}.message`), confirmText: t(`actions.${kind}`), destructive: kind !== 'approve' }))) return;
    action.mutate({ id, action: kind }, {
      onSuccess: (message) => {
        toasts.success(message);
        navigate(`/correspondence/list/${box === 'approval' ? 'approval' : box}`);
      },
    });
  };

  const d = item.data;
  return (
    <Page title={t(`detail.${box}`)} backHref={`/correspondence/list/${box}`}>
      {item.isPending ? <Loading /> : !d ? <LoadError onRetry={() => void item.refetch()} /> : (
        <article className="correspondence-detail" data-testid="correspondence-detail">
          <h2 data-testid="correspondence-subject">{d.subject}</h2>
          <p className="correspondence-meta">
            {d.reference_code ?? t('status.draft')} · {d.correspondence_type.name} · {d.sender.full_name} ({d.send_as === 'position' ? d.sender.position_name : t('sendAs.user')})
            {' · '}{formatDateTime(d.created_at)}{d.sent_at ? ` · ${t('fields.sent_at')}: ${formatDay(d.sent_at)}` : ''}
            {d.expiration_at ? ` · ${t('fields.expiration_at')}: ${formatDay(d.expiration_at)}` : ''}
          </p>
          <p>
            {d.is_mandatory && <IonChip color="danger">{t('mandatory')}</IonChip>}
            <IonChip>{t(`status.${d.status}`)}</IonChip>
            {d.revision > 1 && <IonChip>{t('revision', { n: d.revision })}</IonChip>}
          </p>
          <VideoPlayer item={d} />
          {d.survey_id === null && !d.video && <SafeHtml html={d.body} testId="correspondence-body" />}
          {box === 'inbox' && <SurveyAnswer item={d} />}
          <FileLinks item={d} />
          {box !== 'inbox' && (
            <p className="correspondence-audience">
              <strong>{t('fields.receivers')}:</strong> {d.send_to_everyone ? t('fields.send_to_everyone') : d.receivers.map((r) => r.name).join(', ')}
              {d.viewers.length > 0 && <><br /><strong>{t('fields.viewers')}:</strong> {d.viewers.map((r) => r.name).join(', ')}</>}
            </p>
          )}
          <div className="apron-actions">
            {box === 'approval' && d.status === 'pending' && (
              <>
                <IonButton onClick={() => void act('approve')} data-testid="correspondence-approve">{t('actions.approve')}</IonButton>
                <IonButton color="danger" onClick={() => void act('reject')} data-testid="correspondence-reject">{t('actions.reject')}</IonButton>
              </>
            )}
            {(box === 'draft' || (box === 'outbox' && d.status !== 'rejected')) && (
              <IonButton routerLink={`/correspondence/edit/${d.id}`} data-testid="correspondence-edit">{box === 'draft' ? t('actions.edit') : t('actions.revise')}</IonButton>
            )}
            {(box === 'draft' || (box === 'outbox' && d.status !== 'pending')) && (
              <IonButton color="danger" fill="outline" onClick={() => void act('delete')} data-testid="correspondence-delete">{t('actions.delete')}</IonButton>
            )}
          </div>
          {box === 'outbox' && d.status === 'approved' && d.survey_id !== null && <SurveyReport id={d.id} />}
          {box === 'outbox' && d.status === 'approved' && <ReceiptsPanel id={d.id} mandatory={d.is_mandatory} />}
        </article>
      )}
    </Page>
  );
}

export const InboxDetail = () => <DetailPage box="inbox" />;
export const OutboxDetail = () => <DetailPage box="outbox" />;
export const DraftDetail = () => <DetailPage box="draft" />;
export const ApprovalDetail = () => <DetailPage box="approval" />;
