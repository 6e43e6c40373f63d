import { IonButton, IonTextarea } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/lib/ui/confirm';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useCreateNote, useNoteWarning, useNotes } from '../api/record';
import { displayDateTime } from '@/contracts/display-dates';

/** Notes (spec 1 §2): create-only; the confirmation says a note cannot be edited afterwards. */
export function NotesTab({ id }: { id: number }) {
  const { t } = useTranslation('employees');
  const confirm = useConfirm();
  const notes = useNotes(id);
  const warning = useNoteWarning(id);
  const create = useCreateNote(id);
  const [text, setText] = useState('');

  const onSave = async () => {
    if (!text.trim()) return;
    if (!(await confirm({ message: warning.data?.warning ?? t('notes.warning') }))) return;
    await create.mutateAsync(text.trim());
    setText('');
    toasts.show({ kind: 'success', message: t('notes.saved') });
  };

  return (
    <div data-testid="employee-notes">
      <IonTextarea label={t('notes.new')} labelPlacement="stacked" value={text} maxlength={2000} autoGrow onIonInput={(e) => setText(String(e.detail.value ?? ''))} data-testid="note-text" />
      <IonButton onClick={() => void onSave()} disabled={!text.trim() || create.isPending} data-testid="note-save">{t('notes.add')}</IonButton>
      {notes.isPending ? <Loading /> : notes.isError ? <LoadError onRetry={() => void notes.refetch()} /> : !notes.data.data.length ? <Empty message={t('notes.empty')} /> : (
        <ul className="employees-notes">
          {notes.data.data.map((n) => (
            <li key={n.id} data-testid={`note-${n.id}`}>
              <p>{n.note}</p>
              <small>{n.created_by?.name ?? ''} · {displayDateTime(n.created_at)}</small>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
