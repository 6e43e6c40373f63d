import type { WeeklyCount, WeeklySchedule } from '../../../src/contracts/schedule';

/** The schedule service behind /schedule/weekly and /count/weekly (built-in or HTTP). */
export interface ScheduleAdapter {
  weekly(userId: number, year: number, week: number): Promise<WeeklySchedule>;
  count(userId: number, year: number, week: number): Promise<WeeklyCount>;
}
