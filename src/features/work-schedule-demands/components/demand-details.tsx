import { useTranslation } from 'react-i18next';
import type { WorkScheduleDemand } from '@/contracts/work-schedule-demands';
import { formatDateTime, formatDay, formatDays, formatSchedule } from './format';
import { StatusBadge } from './status-badge';
import './wsd.css';
import { shiftCodeLabel } from './shift-code';

/** Everything about one demand (spec 2 §3 fields), for its requester and its reviewers. */
export function DemandDetails({ demand }: { demand: WorkScheduleDemand }) {
  const { t } = useTranslation('work-schedule-demands');
  const rows: [string, React.ReactNode, string?][] = [
    [t('fields.status'), <StatusBadge state={demand.status} testId="wsd-demand-status" />],
    [t('fields.requester'), demand.requester.full_name],
    [t('fields.type'), t(`kinds.${demand.type}`)],
    [t('fields.type_id'), demand.demand_type.name],
    [t('fields.period_id'), `${demand.period.name} (${t('details.shiftStart', { day: formatDay(demand.period.shift_start_date) })})`],
    [t('fields.days'), formatDays(demand.request_start_date, demand.request_end_date), 'wsd-demand-days'],
    [t('fields.work_schedule_id'), demand.work_schedule ? `${demand.work_schedule.name} — ${formatSchedule(demand.work_schedule)} (${demand.work_schedule_number ?? ''})` : '—'],
    [t('fields.current_shift'), demand.shift_short_code ? `${shiftCodeLabel(demand.shift_short_code, t)}${demand.shift_begin_time ? ` ${demand.shift_begin_time}–${demand.shift_end_time}` : ''}` : '—'],
    [t('fields.long_period_count'), String(demand.long_period_count)],
    [t('fields.description'), demand.description || '—'],
    [t('fields.created_at'), formatDateTime(demand.created_at)],
  ];
  if (demand.decided_at) {
    rows.push([t('fields.decided_by'), demand.decided_by?.full_name ?? (demand.auto_rejected ? t('details.automatic') : '—')]);
    rows.push([t('fields.decided_at'), formatDateTime(demand.decided_at)]);
  }
  if (demand.exitReason) rows.push([t('fields.exitReason'), demand.exitReason, 'wsd-demand-reason']);
  return (
    <dl className="wsd-details" data-testid="wsd-demand-details">
      {rows.map(([label, value, testId]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
