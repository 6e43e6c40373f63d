import { IonButton, IonInput } from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LEVELS, createLanguage, deleteLanguage, listLanguages } from '@/contracts/employees/children';
import { EMPLOYEE_MESSAGES as M } from '@/contracts/employees/messages';
import { call, data } from '@/lib/api/client';
import { SelectInput } from '@/lib/forms/components/select-input';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { EMPLOYEES_KEY } from '../api/employees';
import { DataTable } from '@/lib/list/data-table';

/** /gss/employee/{id}/employee-language: language skills, added and deleted (with confirmation). */
export function LanguageTab({ id }: { id: number }) {
  const { t } = useTranslation('employees');
  const confirm = useConfirm();
  const client = useQueryClient();
  const key = [...EMPLOYEES_KEY, 'card', id, 'languages'];
  const list = useQuery({ queryKey: key, queryFn: () => call(listLanguages, { params: { id }, query: { perpage: 100 } }) });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const add = useMutation({ mutationFn: (body: { language: string; level: (typeof LANGUAGE_LEVELS)[number] }) => data(createLanguage, { params: { id }, body }), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (lid: number) => data(deleteLanguage, { params: { id, lid } }), onSuccess: refresh });
  const [language, setLanguage] = useState('');
  const [level, setLevel] = useState('');
  const [error, setError] = useState('');

  const onAdd = async () => {
    if (!language.trim()) return setError(M.required(t('languages.language')));
    if (!level) return setError(M.required(t('languages.level')));
    setError('');
    await add.mutateAsync({ language: language.trim(), level: level as (typeof LANGUAGE_LEVELS)[number] });
    setLanguage('');
    setLevel('');
  };

  return (
    <div data-testid="employee-languages">
      <div className="employees-toolbar">
        <IonInput label={t('languages.language')} labelPlacement="stacked" value={language} maxlength={64} onIonInput={(e) => setLanguage(String(e.detail.value ?? ''))} data-testid="language-name" />
        <SelectInput label={t('languages.level')} value={level} emptyOption={t('choose')} options={LANGUAGE_LEVELS.map((l) => ({ value: l, label: l }))} onChange={setLevel} testId="language-level" />
        <IonButton onClick={() => void onAdd()} disabled={add.isPending} data-testid="language-add">{t('languages.add')}</IonButton>
      </div>
      {error && <p className="apron-error" role="alert">{error}</p>}
      {list.isPending ? <Loading /> : list.isError ? <LoadError onRetry={() => void list.refetch()} /> : !list.data.data.length ? <Empty message={t('languages.empty')} /> : (
        <DataTable rows={list.data.data} rowKey={(l) => l.id} rowTestId={(l) => `language-${l.id}`} columns={[
          { key: 'language', label: t('languages.language'), render: (l) => l.language },
          { key: 'level', label: t('languages.level'), render: (l) => l.level },
          {
            key: 'actions', label: '', render: (l) => (
                  <IconButton icon={trashOutline} label={t('list.delete')} onClick={async () => { if (await confirm({ message: t('reasons.confirmDelete', { name: l.language }), destructive: true })) remove.mutate(l.id); }} danger />
            ),
          },
        ]} />
      )}
    </div>
  );
}
