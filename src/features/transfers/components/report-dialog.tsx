import { IonButton, IonItem, IonLabel, IonList, IonNote, IonSegment, IonSegmentButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { turkeyDate } from '@/contracts/calendar';
import { dailyReport, rangeReport } from '@/contracts/transfers/transfers';
import { download, saveBlob } from '@/lib/api/download';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormActions } from '@/lib/forms/components/form-actions';
import { Dialog } from '@/lib/ui/dialog';
import { toasts } from '@/lib/ui/toasts';
import { usePlan } from '../api/transfers';

const todayIso = () => turkeyDate(new Date());

/** The transfer report dialog (spec 3 §2): a date's plan and its Excel, or a range summary in Excel. */
export function ReportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('transfers');
  const [mode, setMode] = useState<'daily' | 'range'>('daily');
  const [date, setDate] = useState(todayIso());
  const [start, setStart] = useState(todayIso());
  const [end, setEnd] = useState(todayIso());
  const [showPlan, setShowPlan] = useState(false);
  const plan = usePlan(showPlan && open ? date : undefined);
  const get = async () => {
    const r = mode === 'daily'
      ? await download(dailyReport, { query: { transfer_date: date } }, `transfer-gunluk-${date}.xlsx`)
      : await download(rangeReport, { query: { start_date: start, end_date: end } }, `transfer-ozet-${start}-${end}.xlsx`);
    if (r.ok && r.blob) saveBlob(r.blob, r.fileName!);
    else toasts.showAll(r.toasts);
  };
  return (
    <Dialog open={open} title={t('report.title')} closeText={t('actions.close')} onClose={onClose} testId="report-dialog">
      <IonSegment value={mode} onIonChange={(e) => setMode(e.detail.value as 'daily')}>
        <IonSegmentButton value="daily" data-testid="report-daily-tab"><IonLabel>{t('report.daily')}</IonLabel></IonSegmentButton>
        <IonSegmentButton value="range" data-testid="report-range-tab"><IonLabel>{t('report.range')}</IonLabel></IonSegmentButton>
      </IonSegment>
      {mode === 'daily' ? (
        <DateInput label={t('fields.transferDate')} value={date} onChange={(v) => setDate(v)} data-testid="report-date" />
      ) : (
        <>
          <DateInput label={t('filters.from')} value={start} onChange={(v) => setStart(v)} data-testid="report-start" />
          <DateInput label={t('filters.to')} value={end} onChange={(v) => setEnd(v)} data-testid="report-end" />
        </>
      )}
      <FormActions>
        {mode === 'daily' && <IonButton fill="outline" onClick={() => setShowPlan(true)} data-testid="report-plan">{t('report.showPlan')}</IonButton>}
        <IonButton onClick={() => void get()} data-testid="report-download">{t('report.download')}</IonButton>
      </FormActions>
      {mode === 'daily' && showPlan && plan.data && (
        <section data-testid="plan">
          <p>{t('report.totals', plan.data.totals)}</p>
          <IonList>
            {plan.data.drivers.map((d) => (
              <IonItem key={d.id} data-testid={`plan-driver-${d.id}`}>
                <IonLabel>
                  <h3>{d.full_name} · {d.plate} · {t('report.seats', { n: d.capacity })}</h3>
                  {d.runs.map((r, i) => (
                    <p key={i}>
                      {t(`report.kind.${r.kind}`)} {r.time} — {t('report.people', { n: r.passengers })}
                      {r.stops.length > 0 && ` (${r.stops.map((s) => `${s.stop_name} ${s.time}`).join(', ')})`}
                      {r.over_capacity && <IonNote color="danger"> {t('report.overCapacity')}</IonNote>}
                    </p>
                  ))}
                  {d.conflicts.map((c, i) => <p key={`c${i}`}><IonNote color="danger">{t('report.conflict', c)}</IonNote></p>)}
                </IonLabel>
              </IonItem>
            ))}
            {plan.data.unassigned.map((u, i) => (
              <IonItem key={`u${i}`}><IonLabel color="warning">{t('report.unassigned', { ...u, n: u.passengers })}</IonLabel></IonItem>
            ))}
          </IonList>
        </section>
      )}
    </Dialog>
  );
}
