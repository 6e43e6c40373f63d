import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Period, PeriodBody } from '@/contracts/performance/periods';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormActions } from '@/lib/forms/components/form-actions';
import { Dialog } from '@/lib/ui/dialog';
import { toasts } from '@/lib/ui/toasts';
import { call, P, usePerfMutation } from '../api/performance';
import { TextInput } from './bits';

/** Create or edit a period (the status moves by its own confirmed button, never here). */
export function PeriodDialog({ period, onClose }: { period: Period | null; onClose: () => void }) {
  const { t } = useTranslation('performance');
  const [body, setBody] = useState<PeriodBody>({
    name: period?.name ?? '', start_at: period?.start_at ?? '', end_at: period?.end_at ?? '', objection_deadline: period?.objection_deadline ?? null,
    role_group_ids: period?.role_group_ids ?? [], security_project_ids: period?.security_project_ids ?? [],
  });
  const save = usePerfMutation((b: PeriodBody) => (period ? call(P.updatePeriod, { params: { id: period.id }, body: { ...b, status: period.status } }) : call(P.createPeriod, { body: b })));
  const submit = async () => {
    const res = await save.mutateAsync(body);
    toasts.success(String(res.helper_data.message ?? ''));
    onClose();
  };
  return (
    <Dialog open title={period ? t('periods.edit') : t('periods.create')} closeText={t('close')} onClose={onClose} testId="period-dialog">
      <form className="apron-form" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <TextInput label={t('fields.name')} value={body.name} onChange={(name) => setBody({ ...body, name })} testId="period-name" />
        <DateInput label={t('fields.start_at')} value={body.start_at} onChange={(start_at) => setBody({ ...body, start_at })} data-testid="period-start" />
        <DateInput label={t('fields.end_at')} value={body.end_at} onChange={(end_at) => setBody({ ...body, end_at })} data-testid="period-end" />
        <DateInput label={t('fields.objection_deadline')} value={body.objection_deadline ?? ''} onChange={(v) => setBody({ ...body, objection_deadline: v || null })} data-testid="period-deadline" />
        <FormActions><IonButton type="submit" disabled={save.isPending} data-testid="period-save">{t('save')}</IonButton></FormActions>
      </form>
    </Dialog>
  );
}
