import { IonButton, IonCheckbox, IonIcon, IonInput } from '@ionic/react';
import { createOutline, downloadOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EMPLOYEE_MESSAGES as M } from '@/contracts/employees/messages';
import type { Training } from '@/contracts/employees/training';
import { DataTable } from '@/lib/list/data-table';
import { DateInput } from '@/lib/forms/components/date-input';
import { SelectInput } from '@/lib/forms/components/select-input';
import { useSession } from '@/lib/session/session-context';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { errorText } from '../api/tabs';
import { bodyOf, downloadEmployeeTrainings, useTrainingForm, useTrainingMutations, useTrainingNames, useTrainings } from '../api/trainings';
import { formatDay } from './format';
import { Pager } from './pager';

const EMPTY = { training_type_id: '', training_name_id: '', started_at: '', finished_at: '', validity_date: '', mandatory: false };
const canWrite = (can: (p: string) => boolean) => can('create-employee-training') || can('edit-employees');

/**
 * /gss/employee/{id}/employee-training/edit/{page}: the employee's trainings, added, edited and
 * deleted (create-employee-training shows the form, spec 3 §6), and their Excel.
 */
export function TrainingTab({ id, page, onPage }: { id: number; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('employees');
  const confirm = useConfirm();
  const writable = canWrite(useSession().can);
  const list = useTrainings(id, page);
  const { create, update, remove } = useTrainingMutations(id);
  const [editing, setEditing] = useState<Training | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState('');
  const set = (k: keyof typeof EMPTY) => (v: string | boolean) => setValues((s) => ({ ...s, [k]: v }));

  const onSave = async () => {
    setError('');
    if (!values.training_type_id) return setError(M.required(t('training.type')));
    if (!values.training_name_id) return setError(M.required(t('training.name')));
    if (!values.started_at) return setError(M.required(t('training.started_at')));
    const body = {
      ...(editing ? bodyOf(editing) : {}),
      training_type_id: Number(values.training_type_id), training_name_id: Number(values.training_name_id), started_at: values.started_at,
      finished_at: values.finished_at || null, validity_date: values.validity_date || null, mandatory: values.mandatory,
    };
    try {
      if (editing) await update.mutateAsync({ trainingId: editing.id, body });
      else await create.mutateAsync(body);
      toasts.show({ kind: 'success', message: M.saved });
      setEditing(null);
      setValues(EMPTY);
    } catch (e) {
      setError(errorText(e));
    }
  };
  const edit = (x: Training) => {
    setEditing(x);
    setValues({
      training_type_id: String(x.training_type.id), training_name_id: String(x.training_name.id), started_at: x.started_at,
      finished_at: x.finished_at ?? '', validity_date: x.validity_date ?? '', mandatory: x.mandatory,
    });
  };

  return (
    <div data-testid="employee-training">
      <div className="employees-toolbar">
        <Link className="employees-link" to={`/gss/employee/${id}/employee-training/edit/evaluate/1`} data-testid="training-evaluate-link">{t('training.evaluate')}</Link>
        <IonButton fill="outline" size="small" onClick={() => void downloadEmployeeTrainings(id)} data-testid="training-excel">
          <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />{t('training.excel')}
        </IonButton>
      </div>
      {writable && <TrainingForm id={id} values={values} set={set} editing={editing !== null} saving={create.isPending || update.isPending} error={error}
        onSave={() => void onSave()} onCancel={() => { setEditing(null); setValues(EMPTY); setError(''); }} />}
      {list.isPending ? <Loading /> : list.isError ? <LoadError onRetry={() => void list.refetch()} /> : !list.data.data.length ? <Empty message={t('training.empty')} /> : (
        <>
          <DataTable rows={list.data.data} rowKey={(x) => x.id} rowTestId={(x) => `training-${x.id}`} columns={[
            { key: 'type', label: t('training.type'), render: (x) => x.training_type.name },
            { key: 'name', label: t('training.name'), render: (x) => x.training_name.name },
            { key: 'started_at', label: t('training.started_at'), render: (x) => formatDay(x.started_at) },
            { key: 'finished_at', label: t('training.finished_at'), render: (x) => formatDay(x.finished_at) },
            { key: 'validity_date', label: t('training.validity_date'), render: (x) => formatDay(x.validity_date) },
            { key: 'mandatory', label: t('training.mandatory'), render: (x) => (x.mandatory ? t('yes') : t('no')) },
            { key: 'score', label: t('training.score'), render: (x) => x.score ?? '—' },
            {
              key: 'actions', label: '', render: (x) => writable && (
                <span className="employees-actions">
                  <IconButton icon={createOutline} label={t('card.edit')} onClick={() => edit(x)} testId={`training-edit-${x.id}`} />
                  <IconButton icon={trashOutline} label={t('list.delete')} onClick={async () => { if (await confirm({ message: t('reasons.confirmDelete', { name: x.training_name.name }), destructive: true })) remove.mutate(x.id); }} danger testId={`training-delete-${x.id}`} />
                </span>
              ),
            },
          ]} />
          <Pager page={page} pages={list.data.meta_data.last_page ?? 1} onPage={onPage} />
        </>
      )}
    </div>
  );
}

function TrainingForm({ id, values, set, editing, saving, error, onSave, onCancel }: {
  id: number; values: typeof EMPTY; set: (k: keyof typeof EMPTY) => (v: string | boolean) => void; editing: boolean; saving: boolean; error: string;
  onSave: () => void; onCancel: () => void;
}) {
  const { t } = useTranslation('employees');
  const form = useTrainingForm(id);
  const names = useTrainingNames(values.training_type_id ? Number(values.training_type_id) : null);
  if (form.isPending) return <Loading />;
  if (form.isError) return <LoadError onRetry={() => void form.refetch()} />;
  return (
    <div className="employees-form" data-testid="training-form">
      <SelectInput label={t('training.type')} value={values.training_type_id} emptyOption={t('choose')} testId="training-type"
        options={form.data.training_types.map((o) => ({ value: String(o.id), label: o.name }))} onChange={(v) => { set('training_type_id')(v); set('training_name_id')(''); }} />
      <SelectInput label={t('training.name')} value={values.training_name_id} emptyOption={t('choose')} testId="training-name"
        options={(names.data ?? form.data.training_names).map((o) => ({ value: String(o.id), label: o.name }))} onChange={set('training_name_id')} />
      <div data-testid="training-started"><DateInput label={t('training.started_at')} labelPlacement="stacked" value={values.started_at} onChange={set('started_at')} name="started_at" /></div>
      <div data-testid="training-finished"><DateInput label={t('training.finished_at')} labelPlacement="stacked" value={values.finished_at} onChange={set('finished_at')} name="finished_at" /></div>
      <div data-testid="training-validity"><DateInput label={t('training.validity_date')} labelPlacement="stacked" value={values.validity_date} onChange={set('validity_date')} name="validity_date" /></div>
      <IonCheckbox checked={values.mandatory} onIonChange={(e) => set('mandatory')(e.detail.checked)} labelPlacement="end" data-testid="training-mandatory">{t('training.mandatory')}</IonCheckbox>
      {error && <p className="apron-error" role="alert" data-testid="training-error">{error}</p>}
      <div className="employees-toolbar">
        <IonButton onClick={onSave} disabled={saving} data-testid="training-save">{editing ? t('training.update') : t('training.add')}</IonButton>
        {editing && <IonButton fill="clear" onClick={onCancel}>{t('close')}</IonButton>}
      </div>
    </div>
  );
}

/**
 * /gss/employee/{id}/employee-training/edit/evaluate/{page}: a score (0–100) and a note per
 * training; saving keeps every other field as it is.
 */
export function TrainingEvaluateTab({ id, page, onPage }: { id: number; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('employees');
  const writable = canWrite(useSession().can);
  const list = useTrainings(id, page);
  const { update } = useTrainingMutations(id);
  const [drafts, setDrafts] = useState<Record<number, { score: string; note: string }>>({});
  const [error, setError] = useState('');
  const draftOf = (x: Training) => drafts[x.id] ?? { score: x.score === null ? '' : String(x.score), note: x.evaluation_note ?? '' };
  const setDraft = (x: Training, patch: Partial<{ score: string; note: string }>) => setDrafts((s) => ({ ...s, [x.id]: { ...draftOf(x), ...patch } }));

  const onSave = async (x: Training) => {
    setError('');
    const d = draftOf(x);
    const score = d.score.trim() === '' ? null : Number(d.score);
    if (score !== null && (!Number.isInteger(score) || score < 0 || score > 100)) return setError(t('training.scoreRange'));
    try {
      await update.mutateAsync({ trainingId: x.id, body: { ...bodyOf(x), score, evaluation_note: d.note.trim() || null } });
      toasts.show({ kind: 'success', message: M.saved });
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <div data-testid="employee-training-evaluate">
      <Link className="employees-link" to={`/gss/employee/${id}/employee-training/edit/1`}>{t('training.back')}</Link>
      {error && <p className="apron-error" role="alert" data-testid="training-error">{error}</p>}
      {list.isPending ? <Loading /> : list.isError ? <LoadError onRetry={() => void list.refetch()} /> : !list.data.data.length ? <Empty message={t('training.empty')} /> : (
        <>
          <DataTable rows={list.data.data} rowKey={(x) => x.id} rowTestId={(x) => `evaluate-${x.id}`} columns={[
            { key: 'name', label: t('training.name'), render: (x) => `${x.training_type.name} — ${x.training_name.name}` },
            { key: 'started_at', label: t('training.started_at'), render: (x) => formatDay(x.started_at) },
            {
              key: 'score', label: t('training.score'), render: (x) => (
                <IonInput aria-label={t('training.score')} inputmode="numeric" value={draftOf(x).score} maxlength={3} disabled={!writable}
                  onIonInput={(e) => setDraft(x, { score: String(e.detail.value ?? '') })} data-testid={`evaluate-score-${x.id}`} />
              ),
            },
            {
              key: 'note', label: t('training.note'), render: (x) => (
                <IonInput aria-label={t('training.note')} value={draftOf(x).note} maxlength={2000} disabled={!writable}
                  onIonInput={(e) => setDraft(x, { note: String(e.detail.value ?? '') })} data-testid={`evaluate-note-${x.id}`} />
              ),
            },
            { key: 'evaluated_at', label: t('training.evaluated_at'), render: (x) => formatDay(x.evaluated_at) },
            {
              key: 'actions', label: '', render: (x) => writable && (
                <IonButton size="small" onClick={() => void onSave(x)} disabled={update.isPending} data-testid={`evaluate-save-${x.id}`}>{t('training.saveEvaluation')}</IonButton>
              ),
            },
          ]} />
          <Pager page={page} pages={list.data.meta_data.last_page ?? 1} onPage={onPage} />
        </>
      )}
    </div>
  );
}
