import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorrespondenceDetails } from '@/contracts/correspondence/correspondence';
import { toasts } from '@/lib/ui/toasts';
import '@/lib/ui/dialog.css';
import { LABEL_COUNT_KEY, MANDATORY_KEY } from '../api/shell-routes';
import { recordRead, registerReadKind } from '../offline/read-kind';
import { CORRESPONDENCE_KEY } from '../api/keys';
import { SafeHtml } from './safe-html';
import { FileLinks } from './file-links';
import { SurveyAnswer } from './survey-answer';
import { VideoPlayer } from './video-player';

registerReadKind();

/**
 * Spec 3 §4: one mandatory item at a time in a dialog that cannot be dismissed (no close button,
 * Escape does nothing); its one button marks it read and shows the next; when none remain the
 * inbox and the count refresh.
 */
export default function MandatoryDialog({ items }: { items: CorrespondenceDetails[] }) {
  const { t } = useTranslation('correspondence');
  const client = useQueryClient();
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const item = items[index];

  useEffect(() => {
    const dialog = ref.current;
    if (item && dialog && !dialog.open) dialog.showModal();
    if (!item && dialog?.open) dialog.close();
  }, [item]);

  if (!item) return null;

  const next = () => {
    if (index + 1 >= items.length) {
      client.setQueryData(MANDATORY_KEY, []);
      void client.invalidateQueries({ queryKey: CORRESPONDENCE_KEY });
      void client.invalidateQueries({ queryKey: LABEL_COUNT_KEY });
    }
    setIndex(index + 1);
  };

  const close = async () => {
    setBusy(true);
    try {
      const how = await recordRead(item.id, t('readSummary', { subject: item.subject }));
      if (how === 'queued') toasts.success(t('readQueued'));
      next();
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={ref} className="apron-dialog" style={{ maxWidth: '760px' }} onCancel={(e) => e.preventDefault()} data-testid="mandatory-dialog" aria-labelledby="mandatory-title">
      <div className="apron-dialog-box">
      <header className="apron-dialog-header">
        <h2 id="mandatory-title">{item.subject}</h2>
      </header>
      <div className="apron-dialog-body">
        <p className="correspondence-meta">
          {t('mandatoryCounter', { current: index + 1, total: items.length })} · {item.reference_code} · {item.sender.full_name}
        </p>
        {/* A survey item stays until its survey is answered (spec 3 §5: surveys are mandatory). */}
        <VideoPlayer key={`video-${item.id}`} item={item} />
        {item.survey ? <SurveyAnswer key={item.id} item={item} onAnswered={next} /> : !item.video && <SafeHtml html={item.body} testId="mandatory-body" />}
        <FileLinks item={item} />
        {!item.survey && <div className="apron-actions">
          <IonButton onClick={() => void close()} disabled={busy} data-testid="mandatory-read">
            {t('actions.readAndClose')}
          </IonButton>
        </div>}
      </div>
      </div>
    </dialog>
  );
}
