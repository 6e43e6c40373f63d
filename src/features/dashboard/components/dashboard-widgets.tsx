import { HolidaysWidget, EventsWidget, BirthdaysWidget, WaitingLeaveWidget } from './hr-widgets';
import { AuditorNextAction, UnsentRecords } from './next-action';
import { FlightsWidget } from './flights-widget';
import { RatesWidget } from './rates-widget';
import { ScheduleWidget } from './schedule-widget';
import { TimelineWidget } from './timeline-widget';

/** Every widget of the dashboard, loaded after the greeting (their code is not part of the first load). */
export default function DashboardWidgets() {
  return (
    <>
      <AuditorNextAction />
      <UnsentRecords />
      <WaitingLeaveWidget />
      <ScheduleWidget />
      <HolidaysWidget />
      <EventsWidget />
      <BirthdaysWidget />
      <RatesWidget />
      <FlightsWidget />
      <TimelineWidget scope="department" />
      <TimelineWidget scope="all" />
    </>
  );
}
