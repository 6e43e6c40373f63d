import { IonButton, IonInput } from '@ionic/react';
import { trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EMPLOYEE_MESSAGES as M } from '@/contracts/employees/messages';
import { ApiError } from '@/lib/api/client';
import { DateInput } from '@/lib/forms/components/date-input';
import { SelectInput } from '@/lib/forms/components/select-input';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { checkConflict, useRewardPenalties, useRewardPenaltyForm, useRewardPenaltyMutations } from '../api/reward-penalty';
import { formatDay } from './format';
import { DataTable } from '@/lib/list/data-table';

/**
 * /gss/employee/{id}/employee-reward-penalty/edit/{type_id}/{page}: one type's records and the add
 * form. A report or absence is checked for conflicts first; a report over one absence replaces it
 * after the user confirms (spec 1 §4).
 */
export function RewardPenaltyTab({ id, typeId, page }: { id: number; typeId: number; page: number }) {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const form = useRewardPenaltyForm(id);
  const records = useRewardPenalties(id, typeId, page);
  const { create, remove } = useRewardPenaltyMutations(id);
  const [values, setValues] = useState({ reason_guid: '', reason: '', event_at: '', report_finish_date: '' });
  const [error, setError] = useState('');
  if (form.isPending) return <Loading />;
  if (form.isError) return <LoadError onRetry={() => void form.refetch()} />;
  const types = form.data.types;
  const type = types.find((x) => x.id === typeId) ?? types[0];
  const set = (k: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  const isReport = type?.performance_type.type === 're';

  const onSave = async () => {
    setError('');
    if (!type) return setError(M.typeRequired);
    if (!values.reason_guid) return setError(M.reasonRequired);
    if (!values.event_at) return setError(M.required(t('rp.event_at')));
    const dates = { employee_reward_penalty_type_id: type.id, event_at: values.event_at, report_finish_date: isReport ? values.report_finish_date || null : null };
    let deleting: number | null = null;
    try {
      const conflict = await checkConflict(id, dates);
      if (conflict.conflict_status === 'refused') return setError(conflict.message ?? '');
      if (conflict.conflict_status === 'replace') {
        if (!(await confirm({ message: conflict.message ?? '', destructive: true }))) return;
        deleting = conflict.conflict_records[0]?.id ?? null;
      }
      await create.mutateAsync({ ...dates, reason_guid: values.reason_guid, reason: values.reason || null, deleting_record: deleting });
      toasts.show({ kind: 'success', message: M.saved });
      setValues({ reason_guid: '', reason: '', event_at: '', report_finish_date: '' });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const errors = (e.body as { errors?: Record<string, string[]> } | null)?.errors;
      setError(errors ? Object.values(errors).flat().join(' ') : e.message);
    }
  };

  return (
    <div data-testid="employee-reward-penalty">
      <nav className="employees-tabs" aria-label={t('rp.types')}>
        {types.map((x) => (
          <IonButton key={x.id} fill={x.id === type?.id ? 'solid' : 'outline'} size="small" data-testid={`rp-type-${x.id}`}
            onClick={() => navigate(`/gss/employee/${id}/employee-reward-penalty/edit/${x.id}/1`)}>{x.name}</IonButton>
        ))}
      </nav>
      {type && (
        <div className="employees-form">
          <SelectInput label={t('rp.reason')} value={values.reason_guid} emptyOption={t('choose')} options={type.reasons.map((r) => ({ value: r.guid, label: r.code ? `${r.name} (${r.code})` : r.name }))} onChange={set('reason_guid')} testId="rp-reason" />
          <div data-testid="rp-event-at"><DateInput label={t('rp.event_at')} labelPlacement="stacked" value={values.event_at} onChange={set('event_at')} name="event_at" /></div>
          {isReport && <div data-testid="rp-finish"><DateInput label={t('rp.report_finish_date')} labelPlacement="stacked" value={values.report_finish_date} onChange={set('report_finish_date')} name="report_finish_date" /></div>}
          <IonInput label={t('rp.description')} labelPlacement="stacked" value={values.reason} maxlength={2000} onIonInput={(e) => set('reason')(String(e.detail.value ?? ''))} data-testid="rp-description" />
          {error && <p className="apron-error" role="alert" data-testid="rp-error">{error}</p>}
          <IonButton onClick={() => void onSave()} disabled={create.isPending} data-testid="rp-save">{t('rp.add')}</IonButton>
        </div>
      )}
      {records.isPending ? <Loading /> : records.isError ? <LoadError onRetry={() => void records.refetch()} /> : !records.data.data.length ? <Empty message={t('rp.empty')} /> : (
        <DataTable testId="rp-list" rows={records.data.data} rowKey={(r) => r.id} rowTestId={(r) => `rp-row-${r.id}`} columns={[
          { key: 'reason', label: t('rp.reason'), render: (r) => r.reason_name },
          { key: 'event_at', label: t('rp.event_at'), render: (r) => formatDay(r.event_at) },
          { key: 'finish', label: t('rp.report_finish_date'), render: (r) => formatDay(r.report_finish_date) },
          { key: 'description', label: t('rp.description'), render: (r) => r.reason },
          {
            key: 'actions', label: '', render: (r) => (
                  <IconButton icon={trashOutline} label={t('list.delete')} onClick={async () => { if (await confirm({ message: t('rp.confirmDelete'), destructive: true })) remove.mutate(r.id); }} danger />
            ),
          },
        ]} />
      )}
    </div>
  );
}
