import { chevronBack, chevronForward } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoWeekOf, isoWeeksInYear, turkeyDate } from '@/contracts/calendar';
import { SCHEDULE_YEAR_MAX, SCHEDULE_YEAR_MIN } from '@/contracts/calendar';
import { SelectInput } from '@/lib/forms/components/select-input';
import { IconButton } from '@/lib/ui/icon-button';
import { useWeek } from '../api/dashboard';
import { stepWeek } from '../rules';
import { day } from './format';
import { Widget } from './widget';

const YEARS = Array.from({ length: SCHEDULE_YEAR_MAX - SCHEDULE_YEAR_MIN + 1 }, (_, i) => SCHEDULE_YEAR_MIN + i);

/** The caller's own week, Monday to Sunday, with its counts; any week of 2014–2049. */
export function ScheduleWidget() {
  const { t } = useTranslation('dashboard');
  const [at, setAt] = useState(() => isoWeekOf(turkeyDate(new Date())));
  const query = useWeek(at.year, at.week);
  const weeks = Array.from({ length: isoWeeksInYear(at.year) }, (_, i) => i + 1);
  const minutes = (m: number) => t('schedule.hours', { hours: Math.floor(m / 60), minutes: String(m % 60).padStart(2, '0') });
  const controls = (
    <div className="dashboard-controls">
      <IconButton icon={chevronBack} label={t('schedule.previous')} onClick={() => setAt(stepWeek(at, -1))} testId="schedule-previous" />
      <SelectInput label={t('schedule.week')} value={at.week} options={weeks.map((w) => ({ value: String(w), label: String(w) }))}
        onChange={(w) => setAt({ ...at, week: Number(w) })} testId="schedule-week" />
      <SelectInput label={t('schedule.year')} value={at.year} options={YEARS.map((y) => ({ value: String(y), label: String(y) }))}
        onChange={(y) => setAt({ year: Number(y), week: Math.min(at.week, isoWeeksInYear(Number(y))) })} testId="schedule-year" />
      <IconButton icon={chevronForward} label={t('schedule.next')} onClick={() => setAt(stepWeek(at, 1))} testId="schedule-next" />
    </div>
  );
  return (
    <Widget title={t('schedule.title')} testId="widget-schedule" query={query} controls={controls} wide isEmpty={() => false} emptyText="">
      {({ schedule, count }) => (
        <>
          <p className="apron-card-kicker" data-testid="schedule-range">{`${day(schedule.starts_on)} – ${day(schedule.ends_on)}`}</p>
          <ol className="dashboard-week">
            {schedule.days.map((d) => (
              <li key={d.date} className={`dashboard-day dashboard-day-${d.kind ?? 'none'}`} data-testid="schedule-day">
                <strong>{t(`weekday.${d.day_of_week}`)}</strong>
                <span>{day(d.date).slice(0, 5)}</span>
                <span>{d.kind === 'work' ? `${d.starts_at}–${d.ends_at}` : t(`schedule.kind.${d.kind ?? 'none'}`)}</span>
                {d.security_project && <small>{d.security_project.short_code}</small>}
              </li>
            ))}
          </ol>
          <p className="dashboard-total" data-testid="schedule-counts">
            {t('schedule.counts', { work: count.work_days, off: count.off_days, leave: count.leave_days, night: count.night_shifts, time: minutes(count.planned_minutes) })}
          </p>
        </>
      )}
    </Widget>
  );
}
