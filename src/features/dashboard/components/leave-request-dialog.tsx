import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_DAY_MESSAGES as HR_MESSAGES, leaveUsedDays, normaliseLeaveTime } from '@/contracts/leave-days';
import { ApiError } from '@/lib/api/client';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormField } from '@/lib/forms/components/form-field';
import { MaskedInput } from '@/lib/forms/components/masked-input';
import { SelectInput } from '@/lib/forms/components/select-input';
import { Dialog } from '@/lib/ui/dialog';
import { Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useLeaveTypes, useRequestLeave } from '../api/leave';
import { requestDays } from '../rules';
import { TimeInput } from '@/lib/forms/components/time-input';

interface Values { leaveTypeId: string; startDay: string; startTime: string; endDay: string; endTime: string; description: string }

/** A leave request for oneself: type, start and end (dd/mm/yyyy, 24-hour HH:mm); used days = whole days, rounded up. */
export function LeaveRequestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const types = useLeaveTypes(true);
  const send = useRequestLeave();
  const [v, setV] = useState<Values>({ leaveTypeId: '', startDay: '', startTime: '08:30', endDay: '', endTime: '08:30', description: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof Values) => (value: string) => setV({ ...v, [field]: value });
  const days = requestDays(v);

  const submit = () => {
    const found: Record<string, string> = {};
    if (!v.leaveTypeId) found.leaveTypeId = t('leaveRequest.required');
    const start = normaliseLeaveTime(`${v.startDay} ${v.startTime}`);
    const end = normaliseLeaveTime(`${v.endDay} ${v.endTime}`);
    if (!start) found.startDate = HR_MESSAGES.dateTime;
    if (!end) found.endDate = HR_MESSAGES.dateTime;
    else if (start && end <= start) found.endDate = HR_MESSAGES.endBeforeStart;
    setErrors(found);
    if (Object.keys(found).length > 0 || !start || !end) return;
    send.mutate(
      { leaveTypeId: Number(v.leaveTypeId), startDate: start, endDate: end, usedDays: leaveUsedDays(start, end), description: v.description || null },
      {
        onSuccess: (r) => { toasts.success(String(r.helper_data.message ?? HR_MESSAGES.saved)); onClose(); },
        onError: (error) => {
          const body = error instanceof ApiError ? (error.body as { errors?: Record<string, string[]> } | null) : null;
          if (body?.errors) setErrors(Object.fromEntries(Object.entries(body.errors).map(([k, m]) => [k.replace(/^leaveDay\./, ''), String(m[0] ?? '')])));
        },
      },
    );
  };

  return (
    <Dialog open title={t('leaveRequest.title')} closeText={t('leaveRequest.close')} onClose={onClose} testId="leave-request-dialog">
      {types.isPending ? <Loading /> : (
        <form className="apron-form" noValidate onSubmit={(e) => { e.preventDefault(); submit(); }} data-testid="leave-request-form">
          <FormField error={errors.leaveTypeId}>
            <SelectInput label={t('leaveRequest.type')} value={v.leaveTypeId} emptyOption={t('leaveRequest.choose')} onChange={set('leaveTypeId')} testId="leave-type"
              options={(types.data?.data ?? []).map((lt) => ({ value: String(lt.id), label: lt.name }))} />
          </FormField>
          <div className="dashboard-controls">
            <FormField error={errors.startDate}>
              <div data-testid="leave-start-day"><DateInput label={t('leaveRequest.startDay')} labelPlacement="stacked" value={v.startDay} onChange={set('startDay')} invalid={!!errors.startDate} /></div>
            </FormField>
            <div data-testid="leave-start-time"><TimeInput label={t('leaveRequest.time')} labelPlacement="stacked" value={v.startTime} onChange={set('startTime')} /></div>
          </div>
          <div className="dashboard-controls">
            <FormField error={errors.endDate}>
              <div data-testid="leave-end-day"><DateInput label={t('leaveRequest.endDay')} labelPlacement="stacked" value={v.endDay} onChange={set('endDay')} invalid={!!errors.endDate} /></div>
            </FormField>
            <div data-testid="leave-end-time"><TimeInput label={t('leaveRequest.time')} labelPlacement="stacked" value={v.endTime} onChange={set('endTime')} /></div>
          </div>
          <p className="dashboard-total" data-testid="leave-used-days">{days === null ? t('leaveRequest.daysUnknown') : t('leaveRequest.days', { count: days })}</p>
          {errors.usedDays && <p className="apron-card-note">{errors.usedDays}</p>}
          <FormField error={errors.description}>
            <MaskedInput label={t('leaveRequest.description')} labelPlacement="stacked" value={v.description} onChange={set('description')} mask={(s) => s.slice(0, 500)} />
          </FormField>
          <IonButton type="submit" disabled={send.isPending} data-testid="leave-request-save">{t('leaveRequest.send')}</IonButton>
        </form>
      )}
    </Dialog>
  );
}
