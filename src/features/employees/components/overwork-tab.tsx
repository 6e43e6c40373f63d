import { IonButton } from '@ionic/react';
import { trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_MESSAGES as M } from '@/contracts/employees/messages';
import { overworkActivationDate } from '@/contracts/employees/overwork';
import { DataTable } from '@/lib/list/data-table';
import { DateInput } from '@/lib/forms/components/date-input';
import { FileInput } from '@/lib/forms/components/file-input';
import { SelectInput } from '@/lib/forms/components/select-input';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { errorText, openStoredFile, useOverworkForm, useOverworkMutations, useOverworks } from '../api/tabs';
import { formatDay } from './format';
import { Pager } from './pager';

/**
 * /gss/employee/{id}/employee-overwork/edit/{page}: overwork consent petitions (spec 1 §3, §4).
 * The petition date may go back 15 days at most; the form shows the activation date the shared
 * rule gives (consent +1 day, withdrawal +31 days) before saving.
 */
export function OverworkTab({ id, page, onPage }: { id: number; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('employees');
  const confirm = useConfirm();
  const form = useOverworkForm(id);
  const list = useOverworks(id, page);
  const { create, remove } = useOverworkMutations(id);
  const [petitionDate, setPetitionDate] = useState('');
  const [state, setState] = useState<'' | '0' | '1'>('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const earliest = form.data?.earliest_petition_date ?? '';
  // The earliest day comes from the server's clock (today - 15), not the device's.
  const allowed = !petitionDate || !earliest || petitionDate >= earliest;

  const onSave = async () => {
    setError('');
    if (!petitionDate) return setError(M.required(t('overwork.petition_date')));
    if (!state) return setError(M.required(t('overwork.state')));
    if (!allowed) return setError(M.petitionTooOld);
    try {
      await create.mutateAsync({ petition_date: petitionDate, state: state === '1' ? 1 : 0, file });
      toasts.show({ kind: 'success', message: M.saved });
      setPetitionDate('');
      setState('');
      setFile(null);
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <div data-testid="employee-overwork">
      <div className="employees-form">
        <div data-testid="overwork-date">
          <DateInput label={t('overwork.petition_date')} labelPlacement="stacked" value={petitionDate} min={earliest || undefined} onChange={setPetitionDate} name="petition_date" />
        </div>
        <SelectInput label={t('overwork.state')} value={state} emptyOption={t('choose')} onChange={(v) => setState(v as '' | '0' | '1')} testId="overwork-state"
          options={[{ value: '1', label: t('overwork.given') }, { value: '0', label: t('overwork.withdrawn') }]} />
        {petitionDate && state && allowed && (
          <p data-testid="overwork-activation">{t('overwork.activationFrom', { day: formatDay(overworkActivationDate(petitionDate, state === '1')) })}</p>
        )}
        <FileInput label={file ? file.name : t('overwork.file')} value={file} onChange={setFile} accept=".pdf,.jpg,.jpeg,.png" />
        {error && <p className="apron-error" role="alert" data-testid="overwork-error">{error}</p>}
        <IonButton onClick={() => void onSave()} disabled={create.isPending} data-testid="overwork-save">{t('overwork.add')}</IonButton>
      </div>
      {list.isPending ? <Loading /> : list.isError ? <LoadError onRetry={() => void list.refetch()} /> : !list.data.data.length ? <Empty message={t('overwork.empty')} /> : (
        <>
          <DataTable rows={list.data.data} rowKey={(o) => o.id} rowTestId={(o) => `overwork-${o.id}`} columns={[
            { key: 'petition_date', label: t('overwork.petition_date'), render: (o) => formatDay(o.petition_date) },
            { key: 'state', label: t('overwork.state'), render: (o) => (o.state === 1 ? t('overwork.given') : t('overwork.withdrawn')) },
            { key: 'activation_date', label: t('overwork.activation_date'), render: (o) => formatDay(o.activation_date) },
            {
              key: 'file', label: t('overwork.file'), render: (o) => (o.overwork_petition_file
                ? <IonButton fill="clear" size="small" onClick={() => void openStoredFile(o.overwork_petition_file!.url, o.overwork_petition_file!.name)}>{o.overwork_petition_file.name}</IonButton>
                : o.has_document ? t('yes') : t('no')),
            },
            {
              key: 'actions', label: '', render: (o) => (
                <IconButton icon={trashOutline} label={t('list.delete')} onClick={async () => { if (await confirm({ message: t('overwork.confirmDelete', { day: formatDay(o.petition_date) }), destructive: true })) remove.mutate(o.id); }} danger testId={`overwork-delete-${o.id}`} />
              ),
            },
          ]} />
          <Pager page={page} pages={list.data.meta_data.last_page ?? 1} onPage={onPage} />
        </>
      )}
    </div>
  );
}
