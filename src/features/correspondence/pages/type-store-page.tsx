import { IonButton, IonCheckbox, IonInput } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { audienceOptions } from '@/contracts/correspondence/correspondence';
import type { CorrespondenceType } from '@/contracts/correspondence/types';
import { data } from '@/lib/api/client';
import { SelectInput } from '@/lib/forms/components/select-input';
import { Page } from '@/lib/ui/page';
import { Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useSaveType, useType } from '../api/admin';
import { FormActions } from '@/lib/forms/components/form-actions';

type Item = { type: 'role' | 'department' | 'company'; id: number; name: string };

function ItemSet({ label, value, onChange, testId }: { label: string; value: Item[]; onChange: (v: Item[]) => void; testId: string }) {
  const { t } = useTranslation('correspondence');
  const [kind, setKind] = useState<'role' | 'department'>('role');
  const options = useQuery({ queryKey: ['correspondence', 'audience-options', kind, ''], queryFn: () => data(audienceOptions, { query: { type: kind } }) });
  return (
    <fieldset data-testid={testId}>
      <legend>{label}</legend>
      <p>{value.map((v) => (
        <IonButton key={`${v.type}${v.id}`} size="small" fill="outline" onClick={() => onChange(value.filter((x) => x !== v))}>{t(`typeItems.${v.type}`)}: {v.name} ✕</IonButton>
      ))}</p>
      <SelectInput label={t('audience.type')} value={kind} onChange={(v) => setKind(v as 'role' | 'department')} options={[{ value: 'role', label: t('typeItems.role') }, { value: 'department', label: t('typeItems.department') }]} />
      <SelectInput label={t('actions.add')} value="" emptyOption={t('choose')} testId={`${testId}-add`}
        options={(options.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
        onChange={(v) => { const o = options.data?.find((x) => x.id === Number(v)); if (o && !value.some((x) => x.type === kind && x.id === o.id)) onChange([...value, { type: kind, id: o.id, name: o.name }]); }} />
    </fieldset>
  );
}

function TypeForm({ id, initial }: { id?: number; initial?: CorrespondenceType }) {
  const { t } = useTranslation('correspondence');
  const navigate = useNavigate();
  const save = useSaveType(id);
  const [name, setName] = useState(initial?.name ?? '');
  const [yearly, setYearly] = useState(initial?.sequence_yearly_reset ?? false);
  const [survey, setSurvey] = useState(initial?.is_survey ?? false);
  const [viewers, setViewers] = useState<Item[]>((initial?.viewers ?? []) as Item[]);
  const [receivers, setReceivers] = useState<Item[]>((initial?.receivers ?? []) as Item[]);
  const strip = (l: Item[]) => l.map(({ type: k, id: i }) => ({ type: k, id: i }));
  return (
    <form className="apron-form" data-testid="correspondence-type-form" onSubmit={(e) => {
      e.preventDefault();
      save.mutate({ name, sequence_yearly_reset: yearly, is_survey: survey, viewers: strip(viewers), receivers: strip(receivers) }, {
        onSuccess: (r) => { toasts.success(String(r.helper_data.message)); navigate('/correspondence-type/list/1'); },
      });
    }}>
      <IonInput label={t('fields.name')} labelPlacement="stacked" value={name} onIonInput={(e) => setName(String(e.detail.value ?? ''))} data-testid="correspondence-type-name" />
      <label className="apron-check"><IonCheckbox checked={yearly} onIonChange={(e) => setYearly(e.detail.checked)} /> {t('types.yearlyReset')}</label>
      <label className="apron-check"><IonCheckbox checked={survey} onIonChange={(e) => setSurvey(e.detail.checked)} data-testid="correspondence-type-survey" /> {t('types.isSurvey')}</label>
      <ItemSet label={t('types.viewers')} value={viewers} onChange={setViewers} testId="type-viewers" />
      <ItemSet label={t('types.receivers')} value={receivers} onChange={setReceivers} testId="type-receivers" />
      <FormActions>
        <IonButton type="submit" disabled={save.isPending} data-testid="correspondence-type-save">{t('actions.save')}</IonButton>
      </FormActions>
    </form>
  );
}

/** /correspondence-type/create and /correspondence-type/{id}/edit. */
export default function TypeStorePage() {
  const { t } = useTranslation('correspondence');
  const id = Number(useParams().id) || undefined;
  const type = useType(id);
  return (
    <Page title={id ? t('types.edit') : t('types.create')} backHref="/correspondence-type/list/1">
      {id && type.isPending ? <Loading /> : <TypeForm key={id ?? 'new'} id={id} initial={type.data} />}
    </Page>
  );
}
