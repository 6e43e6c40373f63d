import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { turkeyDate } from '@/contracts/calendar';
import { useBirthdays, useCompanyEvents, useHolidays, useWaitingLeave } from '../api/dashboard';
import { dateTime, day } from './format';
import { Widget } from './widget';

const UPCOMING_HOLIDAYS = 6;
// The form (inputs, date kit) loads when it is opened, not with the first screen.
const LeaveRequestDialog = lazy(() => import('./leave-request-dialog').then((m) => ({ default: m.LeaveRequestDialog })));

/** The next official holidays not yet over (this year's, then next year's). */
export function HolidaysWidget() {
  const { t } = useTranslation('dashboard');
  const today = turkeyDate(new Date());
  const query = useHolidays(Number(today.slice(0, 4)));
  return (
    <Widget title={t('holidays.title')} testId="widget-holidays" query={query} emptyText={t('holidays.empty')}
      isEmpty={(r) => !r.data.some((h) => h.ends_on >= today)}>
      {(r) => (
        <ul className="dashboard-rows">
          {r.data.filter((h) => h.ends_on >= today).slice(0, UPCOMING_HOLIDAYS).map((h) => (
            <li key={`${h.name}${h.starts_on}`} data-testid="holiday-row">
              <strong>{h.name}</strong>
              <span>{h.starts_on === h.ends_on ? day(h.starts_on) : `${day(h.starts_on)} – ${day(h.ends_on)}`}</span>
              {h.half_day_on && <small>{t('holidays.halfDay', { date: day(h.half_day_on) })}</small>}
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}

export function EventsWidget() {
  const { t } = useTranslation('dashboard');
  const query = useCompanyEvents();
  return (
    <Widget title={t('events.title')} testId="widget-events" query={query} isEmpty={(r) => r.data.length === 0} emptyText={t('events.empty')}>
      {(r) => (
        <ul className="dashboard-rows">
          {r.data.slice(0, 6).map((e) => (
            <li key={e.id} data-testid="event-row">
              <strong>{e.title}</strong>
              <span>{dateTime(e.starts_at)}</span>
              {(e.location || e.department) && <small>{[e.location, e.department?.name].filter(Boolean).join(' · ')}</small>}
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}

export function BirthdaysWidget() {
  const { t } = useTranslation('dashboard');
  const query = useBirthdays();
  return (
    <Widget title={t('birthdays.title')} testId="widget-birthdays" query={query} isEmpty={(r) => r.data.length === 0} emptyText={t('birthdays.empty')}>
      {(r) => (
        <ul className="dashboard-rows">
          {r.data.slice(0, 8).map((b) => (
            <li key={b.person_id} data-testid="birthday-row">
              <strong>{b.full_name}</strong>
              <span>{b.days_until === 0 ? t('birthdays.today') : `${day(b.birthday).slice(0, 5)} · ${t('birthdays.inDays', { count: b.days_until })}`}</span>
              {b.department && <small>{b.department.name}</small>}
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}

export function WaitingLeaveWidget() {
  const { t } = useTranslation('dashboard');
  const query = useWaitingLeave();
  const [requesting, setRequesting] = useState(false);
  const controls = (
    <IonButton size="small" onClick={() => setRequesting(true)} data-testid="leave-request-open">
      <IonIcon aria-hidden="true" slot="start" icon={addOutline} />{t('leaveRequest.open')}
    </IonButton>
  );
  return (
    <>
    {requesting && <Suspense fallback={null}><LeaveRequestDialog onClose={() => setRequesting(false)} /></Suspense>}
    <Widget title={t('waitingLeave.title')} testId="widget-waiting-leave" query={query} emptyText={t('waitingLeave.empty')} controls={controls}
      isEmpty={(r) => r.data.own.requests.length === 0 && !r.data.department?.requests.length}>
      {(r) => (
        <>
          {[{ label: t('waitingLeave.own'), group: r.data.own, id: 'own' }, ...(r.data.department ? [{ label: r.data.department.department.name, group: r.data.department, id: 'department' }] : [])]
            .filter(({ group }) => group.requests.length > 0)
            .map(({ label, group, id }) => (
              <div key={id} data-testid={`waiting-leave-${id}`}>
                <p className="dashboard-total"><strong>{label}</strong>: {t('waitingLeave.days', { count: group.total_days })}</p>
                <ul className="dashboard-rows">
                  {group.requests.slice(0, 5).map((req) => (
                    <li key={req.id}>
                      <strong>{id === 'own' ? req.leave_type.name : `${req.person.full_name} · ${req.leave_type.name}`}</strong>
                      <span>{`${day(req.start_date)} – ${day(req.end_date)} · ${t('waitingLeave.days', { count: req.used_days })}`}</span>
                      <small>{t(`leaveStatus.${req.status}`)}</small>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </>
      )}
    </Widget>
    </>
  );
}
