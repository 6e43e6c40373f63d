import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { DataOf } from '@/contracts/http';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CRITERIA_LABELS, criterionBody, REQUIRED_TITLE } from '@/contracts/performance/criteria';
import { isAllowed } from '@/contracts/performance/period-status';
import { SelectInput } from '@/lib/forms/components/select-input';
import { FormActions } from '@/lib/forms/components/form-actions';
import { useSession } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { call, P, useCriteria, usePerfMutation } from '../api/performance';
import { Section, TextInput } from '../components/bits';

type Draft = { id?: number; name: string; type: 'i' | 'b'; source_type_id: string; options: { id?: number; name: string; point: string }[] } & Record<'criterion_entry_limit' | 'weight' | 'unit_point' | 'standard_goal' | 'substandard_goal', string>;
const NUMBERS = ['criterion_entry_limit', 'weight', 'unit_point', 'standard_goal', 'substandard_goal'] as const;
type CriteriaData = DataOf<typeof P.getCriteria>;
const blank = (): Draft => ({ name: '', type: 'i', source_type_id: '', criterion_entry_limit: '', weight: '', unit_point: '', standard_goal: '', substandard_goal: '', options: [] });

/** /performance-period-list/{id}/performance-criteria: the criteria editor (every field required, spec 3 §5). */
export default function CriteriaPage() {
  const { t } = useTranslation('performance');
  const id = Number(useParams<{ performancePeriodId: string }>().performancePeriodId);
  const can = useSession().can;
  const q = useCriteria(id);
  if (q.isPending) return <Page title={t('criteria')}><Loading /></Page>;
  if (q.isError) return <Page title={t('criteria')}><LoadError onRetry={() => void q.refetch()} /></Page>;
  return <CriteriaEditor key={q.dataUpdatedAt} id={id} data={q.data.data} editable={can('edit-performance-periods') && isAllowed(q.data.data.period.status, 'edit_criteria')} />;
}

function CriteriaEditor({ id, data, editable }: { id: number; data: CriteriaData; editable: boolean }) {
  const { t } = useTranslation('performance');
  const [list, setList] = useState<Draft[]>(() => data.criterias.map((c) => ({ ...c, source_type_id: c.source_type_id ? String(c.source_type_id) : '', options: c.options.map((o) => ({ ...o, point: String(o.point) })),
    ...Object.fromEntries(NUMBERS.map((k) => [k, String(c[k])])) } as unknown as Draft)));
  const save = usePerfMutation((criterias: unknown[]) => call(P.putCriteria, { params: { id }, body: { criterias: criterias as never } }));
  // From the latest state, not this render's list: fields typed quickly (or a busy browser) must not undo each other.
  const set = (i: number, change: Partial<Draft> | ((c: Draft) => Partial<Draft>)) =>
    setList((prev) => prev.map((c, j) => (j === i ? { ...c, ...(typeof change === 'function' ? change(c) : change) } : c)));

  const submit = async () => {
    const bodies = [];
    for (const c of list) {
      const parsed = criterionBody.safeParse({ ...c, source_type_id: c.source_type_id ? Number(c.source_type_id) : null, options: c.options.map((o) => ({ ...o, point: Number(o.point) })) });
      if (!parsed.success) {
        // spec 3 §8: '<label> alanı gereklidir.' titled 'Bilgi', one toast per missing field
        toasts.showAll(parsed.error.issues.map((issue) => ({ kind: 'info', header: REQUIRED_TITLE, message: issue.message })));
        return;
      }
      bodies.push(parsed.data);
    }
    toasts.success(String((await save.mutateAsync(bodies)).helper_data.message ?? ''));
  };
  const sources = data.source_types.map((s) => ({ value: s.id, label: s.name }));
  return (
    <Page title={`${t('criteria')} — ${data.period.name}`} backHref="/performance-period-list">
      <form className="apron-form" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate data-testid="criteria-form">
        {list.map((c, i) => (
          <Section key={c.id ?? `new-${i}`} title={c.name || t('criteriaNew')} testId={`criterion-${i}`}>
            <TextInput label={CRITERIA_LABELS.name} value={c.name} onChange={(name) => set(i, { name })} testId={`criterion-${i}-name`} />
            <SelectInput label={t('fields.type')} value={c.type} options={[{ value: 'i', label: t('type.i') }, { value: 'b', label: t('type.b') }]} onChange={(v) => set(i, { type: v as 'i' | 'b' })} testId={`criterion-${i}-type`} />
            <SelectInput label={t('fields.source')} value={c.source_type_id} options={sources} emptyOption={t('voteOnly')} onChange={(v) => set(i, { source_type_id: v })} testId={`criterion-${i}-source`} />
            {NUMBERS.map((k) => <TextInput key={k} type="number" label={CRITERIA_LABELS[k]} value={c[k]} onChange={(v) => set(i, { [k]: v })} testId={`criterion-${i}-${k}`} />)}
            {c.options.map((o, j) => (
              <div key={j} className="apron-inline">
                <TextInput label={t('fields.option')} value={o.name} onChange={(name) => set(i, (cur) => ({ options: cur.options.map((x, k) => (k === j ? { ...x, name } : x)) }))} testId={`criterion-${i}-option-${j}-name`} />
                <TextInput label={t('fields.point')} type="number" value={o.point} onChange={(point) => set(i, (cur) => ({ options: cur.options.map((x, k) => (k === j ? { ...x, point } : x)) }))} testId={`criterion-${i}-option-${j}-point`} />
              </div>
            ))}
            {editable && <IonButton size="small" fill="clear" onClick={() => set(i, (cur) => ({ options: [...cur.options, { name: '', point: '0' }] }))} data-testid={`criterion-${i}-add-option`}>{t('addOption')}</IonButton>}
            {editable && <IonButton size="small" fill="clear" color="danger" onClick={() => setList((prev) => prev.filter((_, j) => j !== i))}>{t('delete')}</IonButton>}
          </Section>
        ))}
        {editable && (
          <FormActions>
            <IonButton fill="outline" onClick={() => setList((prev) => [...prev, blank()])} data-testid="criterion-add">{t('addCriterion')}</IonButton>
            <IonButton type="submit" disabled={save.isPending} data-testid="criteria-save">{t('save')}</IonButton>
          </FormActions>
        )}
      </form>
    </Page>
  );
}
