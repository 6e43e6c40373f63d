import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { observationNote } from '@/contracts/performance/cards';
import { DateInput } from '@/lib/forms/components/date-input';
import { FileInput } from '@/lib/forms/components/file-input';
import { FilesPicker, type ChosenFile } from '@/lib/forms/components/files-picker';
import { FormActions } from '@/lib/forms/components/form-actions';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { C, call, downloadFile, fetchNotes, PERF_KEY, useNoteForm, useNotePositions, usePerfMutation } from '../api/performance';
import { formatDay, Section, TextInput } from '../components/bits';

type Note = z.infer<typeof observationNote>;

/** As many files as the server takes in one request (notes.service attach: filesMax 10); each ≤ 8 MB. */
export const NOTE_FILES_MAX = 10;

/** The files as the server's upload kit reads them (`files[]`, sniffed by their bytes there). */
function filesForm(files: File[]): FormData {
  const form = new FormData();
  for (const f of files) form.append('files[]', f, f.name);
  return form;
}

/** A note's attachments, each a download; the author may add more (a note's text never changes). */
function Attachments({ note }: { note: Note }) {
  const { t } = useTranslation('performance');
  const attach = usePerfMutation((file: File) => call(C.addNoteAttachment, { params: { id: note.id }, body: filesForm([file]) }));
  return (
    <div className="perf-note-files" data-testid={`note-files-${note.id}`}>
      {note.attachments.map((a) => (
        <IonButton key={a.id} size="small" fill="clear" data-testid={`note-file-${note.id}-${a.id}`} title={t('notes.download', { name: a.name })}
          onClick={() => void downloadFile(C.getNoteAttachment, { params: { id: note.id, attachmentId: a.id } }, a.name)}>
          {a.name}
        </IonButton>
      ))}
      {note.attachments.length === 0 ? <span>—</span> : null}
      {note.can_attach && note.attachments.length < NOTE_FILES_MAX ? (
        <FileInput label={t('notes.addFile')} disabled={attach.isPending}
          onChange={(file) => { if (file) void attach.mutateAsync(file).then((r) => toasts.success(String(r.helper_data.message ?? ''))); }} />
      ) : null}
    </div>
  );
}

/** /create-performance-card-note: observation notes; warned before creating, never editable afterwards. */
export default function CreateNotePage() {
  const { t } = useTranslation('performance');
  const confirm = useConfirm();
  const [q, setQ] = useState('');
  const positions = useNotePositions(q.length >= 3 ? q : '');
  const warning = useNoteForm().data?.data.warning ?? '';
  const [positionId, setPositionId] = useState('');
  const [date, setDate] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const client = useQueryClient();
  // The note first (its text is final), then its files in one multipart request by the same author.
  const create = usePerfMutation(async () => {
    const made = await call(C.createNote, { body: { position_id: positionId as unknown as number, date, body } });
    const chosen = files.flatMap((f) => (f.file ? [f.file] : []));
    if (!chosen.length) return made;
    try {
      return await call(C.addNoteAttachment, { params: { id: made.data.id }, body: filesForm(chosen) });
    } catch (error) {
      // The note exists even when a file was refused: show it (the author adds the file again from its row).
      setBody('');
      setFiles([]);
      void client.invalidateQueries({ queryKey: PERF_KEY });
      throw error;
    }
  });
  const submit = async () => {
    if (!(await confirm({ message: warning }))) return;
    // A refusal is shown by the app's error toasts (MutationCache).
    const r = await create.mutateAsync(undefined).catch(() => null);
    if (!r) return;
    toasts.success(files.length ? t('notes.savedWithFiles') : String(r.helper_data.message ?? ''));
    setBody('');
    setFiles([]);
  };
  const columns: Column<Note>[] = [
    { key: 'full_name', label: t('fields.full_name'), render: (n) => n.full_name ?? '—' },
    { key: 'date', label: t('fields.date'), render: (n) => formatDay(n.date) },
    { key: 'body', label: t('fields.note'), render: (n) => n.body },
    { key: 'author', label: t('fields.author'), priority: 2, render: (n) => n.author },
    { key: 'attachments', label: t('notes.files'), render: (n) => <Attachments note={n} /> },
  ];
  return (
    <Page title={t('notes.title')}>
      <Section title={t('notes.create')}>
        <form className="apron-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} data-testid="note-form">
          <TextInput label={t('search')} value={q} onChange={setQ} testId="note-search" />
          <SelectInput label={t('fields.full_name')} value={positionId} emptyOption={t('choose')} options={(positions.data?.data ?? []).map((p) => ({ value: p.id, label: p.full_name }))} onChange={setPositionId} testId="note-position" />
          <DateInput label={t('fields.date')} value={date} onChange={setDate} data-testid="note-date" />
          <TextInput label={t('fields.note')} rows={4} value={body} onChange={setBody} testId="note-body" />
          <FilesPicker value={files} onChange={setFiles} max={NOTE_FILES_MAX} disabled={create.isPending} testId="note-files-picker"
            labels={{ choose: t('notes.chooseFiles'), remove: t('notes.removeFile'), hint: t('notes.filesHint', { max: NOTE_FILES_MAX }), tooMany: t('notes.tooManyFiles', { max: NOTE_FILES_MAX }), none: t('notes.noFiles') }} />
          <p className="apron-warning">{warning}</p>
          <FormActions><IonButton type="submit" disabled={create.isPending} data-testid="note-save">{t('save')}</IonButton></FormActions>
        </form>
      </Section>
      <PagedList testId="note-list" queryKey={[...PERF_KEY, 'notes']} fetch={fetchNotes} columns={columns} rowKey={(n) => n.id} emptyMessage={t('empty')} />
    </Page>
  );
}
