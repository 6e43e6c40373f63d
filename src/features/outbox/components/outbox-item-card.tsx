import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryNow } from '@/lib/outbox/actions';
import { itemEditPath, kindOf } from '@/lib/outbox/kinds';
import type { OutboxItem } from '@/lib/outbox/types';
import { toasts } from '@/lib/ui/toasts';
import { formatTime, messageText } from '../format';
import { actionsOf, phaseOf, stepsOf } from '../item-steps';
import { DiscardForm } from './discard-form';

/** One record saved on the device: what it is, how far it got, why it stopped, what the user can do. */
export function OutboxItemCard({ item, now }: { item: OutboxItem; now: number }) {
  const { t } = useTranslation(['outbox-ui', 'outbox']);
  const [discarding, setDiscarding] = useState(false);
  const phase = phaseOf(item);
  const editPath = itemEditPath(item);
  const can = actionsOf(item, editPath);
  const kindLabel = kindOf(item.kind)?.label(item);
  const time = (ms: number | undefined) => formatTime(ms);

  const retry = async () => {
    try {
      await retryNow(item.id);
    } catch (error) {
      toasts.show({ kind: 'error', message: messageText((error as Error).message, t) });
    }
  };

  return (
    <article className={`apron-card apron-outbox-item phase-${phase}`} data-testid={`outbox-item-${item.id}`} data-phase={phase}>
      <header className="apron-outbox-item-head">
        <div>
          <h3>{item.summary}</h3>
          {/* A person's words only: the summary written at enqueue, never the request path or a uuid (issue 9). */}
          {kindLabel && kindLabel !== item.summary && <p className="apron-card-kicker">{kindLabel}</p>}
        </div>
        <span className={`apron-outbox-phase phase-${phase}`} data-testid="outbox-item-phase">
          {t(`phase.${phase}`)}
        </span>
      </header>

      <ol className="apron-outbox-steps" aria-label={t('steps.label')}>
        {stepsOf(item).map((step, index) => (
          <li key={step.key} className={`step-${step.state}`} data-testid={`outbox-step-${step.key}`} data-state={step.state}>
            {index > 0 && <span aria-hidden="true">→</span>}
            <span className="apron-outbox-step">
              <span>{t(`steps.${step.key}`)}</span>
              {step.at !== undefined && <time dateTime={new Date(step.at).toISOString()}>{time(step.at)}</time>}
            </span>
          </li>
        ))}
      </ol>

      <dl className="apron-outbox-details">
        {item.attempts > 0 && (
          <>
            <dt>{t('details.attempts')}</dt>
            <dd data-testid="outbox-item-attempts">{item.attempts}</dd>
          </>
        )}
        {(phase === 'pending' || phase === 'blocked') && item.nextAttemptAt > now && (
          <>
            <dt>{t('details.nextAttempt')}</dt>
            <dd>{time(item.nextAttemptAt)}</dd>
          </>
        )}
        {phase === 'blocked' && (
          <>
            <dt>{t('details.waiting')}</dt>
            <dd>{t('details.blocked')}</dd>
          </>
        )}
        {item.lastError && phase !== 'done' && phase !== 'discarded' && (
          <>
            <dt>{t('details.lastError')}</dt>
            <dd className="apron-outbox-error" data-testid="outbox-item-error">
              {messageText(item.lastError.message, t)}
            </dd>
          </>
        )}
        {item.discardReason !== undefined && (
          <>
            <dt>{t('details.discardReason')}</dt>
            <dd data-testid="outbox-item-discard-reason">{item.discardReason}</dd>
          </>
        )}
      </dl>

      {(can.retry || can.edit || can.discard) && !discarding && (
        <div className="apron-actions">
          {can.edit && (
            <IonButton fill="outline" size="small" routerLink={editPath} data-testid={`outbox-edit-${item.id}`}>
              {t('actions.edit')}
            </IonButton>
          )}
          {can.retry && (
            <IonButton fill="outline" size="small" onClick={() => void retry()} data-testid={`outbox-retry-${item.id}`}>
              {t('actions.retry')}
            </IonButton>
          )}
          {can.discard && (
            <IonButton fill="clear" size="small" color="danger" onClick={() => setDiscarding(true)} data-testid={`outbox-discard-${item.id}`}>
              {t('actions.discard')}
            </IonButton>
          )}
        </div>
      )}
      {discarding && <DiscardForm item={item} onClose={() => setDiscarding(false)} />}
    </article>
  );
}
