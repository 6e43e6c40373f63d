import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { observationNote } from '@/contracts/performance/cards';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormActions } from '@/lib/forms/components/form-actions';
import { SelectInput } from '@/lib/forms/components/select-input';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { C, call, fetchNotes, PERF_KEY, useNoteForm, useNotePositions, usePerfMutation } from '../api/performance';
import { formatDay, Section, TextInput } from '../components/bits';

type Note = z.infer<typeof observationNote>;

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
  const create = usePerfMutation(() => call(C.createNote, { body: { position_id: positionId as unknown as number, date, body } }));
  const submit = async () => {
    if (!(await confirm({ message: warning }))) return;
    toasts.success(String((await create.mutateAsync(undefined)).helper_data.message ?? ''));
    setBody('');
  };
  const columns: Column<Note>[] = [
    { key: 'full_name', label: t('fields.full_name'), render: (n) => n.full_name ?? '—' },
    { key: 'date', label: t('fields.date'), render: (n) => formatDay(n.date) },
    { key: 'body', label: t('fields.note'), render: (n) => n.body },
    { key: 'author', label: t('fields.author'), priority: 2, render: (n) => n.author },
  ];
  return (
    <Page title={t('notes.title')}>
      <Section title={t('notes.create')}>
        <form className="apron-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} data-testid="note-form">
          <TextInput label={t('search')} value={q} onChange={setQ} testId="note-search" />
          <SelectInput label={t('fields.full_name')} value={positionId} emptyOption={t('choose')} options={(positions.data?.data ?? []).map((p) => ({ value: p.id, label: p.full_name }))} onChange={setPositionId} testId="note-position" />
          <DateInput label={t('fields.date')} value={date} onChange={setDate} data-testid="note-date" />
          <TextInput label={t('fields.note')} rows={4} value={body} onChange={setBody} testId="note-body" />
          <p className="apron-warning">{warning}</p>
          <FormActions><IonButton type="submit" disabled={create.isPending} data-testid="note-save">{t('save')}</IonButton></FormActions>
        </form>
      </Section>
      <PagedList testId="note-list" queryKey={[...PERF_KEY, 'notes']} fetch={fetchNotes} columns={columns} rowKey={(n) => n.id} emptyMessage={t('empty')} />
    </Page>
  );
}
