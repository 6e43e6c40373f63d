import type { Route } from '@/lib/api/client';

/**
 * The dashboard's calls as plain method + path: the dashboard is the signed-in shell's first
 * screen, and the contract modules would bring the schema library into that first load
 * (npm run size). The typed answers come from the contract with type-only imports.
 */
const get = (path: string): Route => ({ method: 'GET', path });

export const ROUTES = {
  timeline: get('/dashboard/timeline'),
  weeklySchedule: get('/schedule/weekly'),
  weeklyCount: get('/count/weekly'),
  rates: get('/exchange-rate/cbot'),
  ratePair: get('/exchange-rate/cbot/{from}/{to}'),
  flights: get('/flights/list'),
  holidays: get('/hr-provider/widgets/NationalHolidays'),
  events: get('/hr-provider/widgets/CompanyEvents'),
  birthdays: get('/hr-provider/widgets/UpcomingBirthday'),
  waitingLeave: get('/hr-provider/widgets/WaitingLeaveDays'),
  leaveTypes: get('/hr-provider/leave-types'),
  leaveRequest: { method: 'POST', path: '/hr-provider/leave/request' } as Route,
  audits: (family: string) => get(`/${family}/audit`),
};
