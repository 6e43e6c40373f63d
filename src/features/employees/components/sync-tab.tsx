import { IonButton, IonCheckbox, IonInput } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_MESSAGES as M } from '@/contracts/employees/messages';
import { SYNC_ACTIONS, SYNC_PROVIDERS } from '@/contracts/employees/record';
import type { Employee } from '@/contracts/employees/schemas';
import { DataTable } from '@/lib/list/data-table';
import { SelectInput } from '@/lib/forms/components/select-input';
import { useSession } from '@/lib/session/session-context';
import { useConfirm } from '@/lib/ui/confirm';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { errorText, useActivity, useSyncMutations, useSyncRuns } from '../api/tabs';
import { formatWhen } from './format';
import { Pager } from './pager';

type Provider = (typeof SYNC_PROVIDERS)[number];
type Action = (typeof SYNC_ACTIONS)[number];

/**
 * /gss/employee/{id}/employee-sync (spec 1 §2): manual sends to the external systems through the
 * HR-provider adapter, the sync flags, editing the three external ids, the JSON of the record
 * (preview and copy), the sync runs and the record's activity log.
 */
export function SyncTab({ id, employee }: { id: number; employee: Employee }) {
  const { t } = useTranslation('employees');
  const confirm = useConfirm();
  const canActivity = useSession().can('view-activity-log');
  const [page, setPage] = useState(1);
  const [activityPage, setActivityPage] = useState(1);
  const runs = useSyncRuns(id, page);
  const activity = useActivity(id, activityPage, canActivity);
  const { run, ids } = useSyncMutations(id);
  const [provider, setProvider] = useState<Provider | ''>('');
  const [action, setAction] = useState<Action | ''>('');
  const [queue, setQueue] = useState(false);
  const [external, setExternal] = useState({ gps_id: employee.gps_id ?? '', schedule_id: employee.schedule_id ? String(employee.schedule_id) : '', enterprise_uuid: employee.user.enterprise_uuid ?? '' });
  const [error, setError] = useState('');
  const json = JSON.stringify(employee, null, 2);

  const onRun = async () => {
    setError('');
    if (!provider) return setError(M.required(t('sync.provider')));
    if (!action) return setError(M.syncActionRequired);
    if (!(await confirm({ message: t('sync.confirm', { provider: t(`sync.providers.${provider}`), action: t(`sync.actions.${action}`) }) }))) return;
    try {
      await run.mutateAsync({ provider, action, queue });
      toasts.show({ kind: 'success', message: t('sync.done') });
    } catch (e) {
      setError(errorText(e));
    }
  };
  const onIds = async () => {
    setError('');
    const schedule = external.schedule_id.trim();
    if (schedule && !/^\d{1,9}$/.test(schedule)) return setError(M.problem(t('sync.schedule_id')));
    try {
      await ids.mutateAsync({ gps_id: external.gps_id.trim() || null, schedule_id: schedule ? Number(schedule) : null, enterprise_uuid: external.enterprise_uuid.trim() || null });
      toasts.show({ kind: 'success', message: M.updated });
    } catch (e) {
      setError(errorText(e));
    }
  };
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      toasts.show({ kind: 'success', message: t('sync.copied') });
    } catch {
      toasts.show({ kind: 'error', message: t('sync.copyFailed') });
    }
  };

  const flags = (runs.data?.helper_data as { flags?: Record<string, boolean> } | undefined)?.flags;
  return (
    <div data-testid="employee-sync">
      <h3>{t('sync.manual')}</h3>
      <div className="employees-toolbar">
        <SelectInput label={t('sync.provider')} value={provider} emptyOption={t('choose')} onChange={(v) => setProvider(v as Provider)} testId="sync-provider"
          options={SYNC_PROVIDERS.map((p) => ({ value: p, label: t(`sync.providers.${p}`) }))} />
        <SelectInput label={t('sync.action')} value={action} emptyOption={t('choose')} onChange={(v) => setAction(v as Action)} testId="sync-action"
          options={SYNC_ACTIONS.map((a) => ({ value: a, label: t(`sync.actions.${a}`) }))} />
        <IonCheckbox checked={queue} onIonChange={(e) => setQueue(e.detail.checked)} labelPlacement="end" data-testid="sync-queue">{t('sync.queue')}</IonCheckbox>
        <IonButton onClick={() => void onRun()} disabled={run.isPending} data-testid="sync-run">{t('sync.run')}</IonButton>
      </div>
      {flags && (
        <ul data-testid="sync-flags">
          {SYNC_PROVIDERS.map((p) => <li key={p}>{t(`sync.providers.${p}`)}: {flags[`is_sync_with_${p}`] ? t('sync.synced') : t('sync.notSynced')}</li>)}
        </ul>
      )}
      {error && <p className="apron-error" role="alert" data-testid="sync-error">{error}</p>}

      <h3>{t('sync.externalIds')}</h3>
      <div className="employees-toolbar">
        <IonInput label={t('sync.gps_id')} labelPlacement="stacked" value={external.gps_id} maxlength={64} onIonInput={(e) => setExternal((s) => ({ ...s, gps_id: String(e.detail.value ?? '') }))} data-testid="sync-gps-id" />
        <IonInput label={t('sync.schedule_id')} labelPlacement="stacked" inputmode="numeric" value={external.schedule_id} maxlength={9} onIonInput={(e) => setExternal((s) => ({ ...s, schedule_id: String(e.detail.value ?? '') }))} data-testid="sync-schedule-id" />
        <IonInput label={t('sync.enterprise_uuid')} labelPlacement="stacked" value={external.enterprise_uuid} maxlength={64} onIonInput={(e) => setExternal((s) => ({ ...s, enterprise_uuid: String(e.detail.value ?? '') }))} data-testid="sync-enterprise-uuid" />
        <IonButton onClick={() => void onIds()} disabled={ids.isPending} data-testid="sync-save-ids">{t('sync.saveIds')}</IonButton>
      </div>

      <h3>{t('sync.runs')}</h3>
      {runs.isPending ? <Loading /> : runs.isError ? <LoadError onRetry={() => void runs.refetch()} /> : !runs.data.data.length ? <Empty message={t('sync.noRuns')} /> : (
        <>
          <DataTable rows={runs.data.data} rowKey={(r) => r.id} rowTestId={(r) => `sync-run-${r.id}`} columns={[
            { key: 'when', label: t('history.when'), render: (r) => formatWhen(r.created_at) },
            { key: 'provider', label: t('sync.provider'), render: (r) => t(`sync.providers.${r.provider}`, { defaultValue: r.provider }) },
            { key: 'action', label: t('sync.action'), render: (r) => t(`sync.actions.${r.action}`, { defaultValue: r.action }) },
            { key: 'queue', label: t('sync.queue'), render: (r) => (r.queue ? t('yes') : t('no')) },
            { key: 'status', label: t('sync.status'), render: (r) => r.status },
          ]} />
          <Pager page={page} pages={runs.data.meta_data.last_page ?? 1} onPage={setPage} />
        </>
      )}

      <h3>{t('sync.json')}</h3>
      <IonButton fill="outline" size="small" onClick={() => void onCopy()} data-testid="sync-copy">{t('sync.copy')}</IonButton>
      <pre className="employees-json" data-testid="sync-json">{json}</pre>

      {canActivity && (
        <>
          <h3>{t('sync.activity')}</h3>
          {activity.isPending ? <Loading /> : activity.isError ? <LoadError onRetry={() => void activity.refetch()} /> : !activity.data.data.length ? <Empty message={t('history.empty')} /> : (
            <div data-testid="sync-activity">
              <DataTable rows={activity.data.data} rowKey={(a) => a.id} columns={[
                { key: 'when', label: t('history.when'), render: (a) => formatWhen(a.created_at) },
                { key: 'who', label: t('history.who'), render: (a) => a.causer?.name ?? '—' },
                { key: 'action', label: t('history.action'), render: (a) => a.action },
                { key: 'changes', label: t('history.changes'), render: (a) => Object.entries(a.properties.attributes).map(([k, v]) => `${k}: ${JSON.stringify(a.properties.old[k] ?? null)} → ${JSON.stringify(v)}`).join('; ') },
              ]} />
              <Pager page={activityPage} pages={activity.data.meta_data.last_page ?? 1} onPage={setActivityPage} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
