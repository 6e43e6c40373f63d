import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AUDIT_API } from '@/contracts/audits/endpoints';
import type { AuditFamily } from '@/contracts/audits/families';
import { auditState } from '@/contracts/audits/lock';
import type { getTimeline } from '@/contracts/dashboard';
import type { getExchangeRatePair, getExchangeRates } from '@/contracts/exchange-rates';
import type { FlightDirection, listFlights } from '@/contracts/flights';
import type { companyEvents, nationalHolidays, upcomingBirthdays, waitingLeaveDaysWidget } from '@/contracts/hr-provider';
import type { getWeeklyCount, getWeeklySchedule } from '@/contracts/schedule';
import { call } from '@/lib/api/client';
import { ROUTES } from './routes';

/** Each widget has its own query: one slow or failing service never holds up the others. */
export const DASHBOARD_KEY = ['dashboard'] as const;
const key = (...parts: unknown[]) => [...DASHBOARD_KEY, ...parts];

export const useTimeline = (scope: 'all' | 'department', page: number) =>
  useQuery({ queryKey: key('timeline', scope, page), queryFn: () => call<typeof getTimeline>(ROUTES.timeline, { query: { scope, page } }), placeholderData: keepPreviousData });

/** This year's and next year's official holidays, so late in the year the next ones still show. */
export const useHolidays = (year: number) =>
  useQuery({
    queryKey: key('holidays', year),
    queryFn: async () => {
      const [now, next] = await Promise.all([call<typeof nationalHolidays>(ROUTES.holidays, { query: { year } }), year < 2049 ? call<typeof nationalHolidays>(ROUTES.holidays, { query: { year: year + 1 } }) : null]);
      return { ...now, data: [...now.data, ...(next?.data ?? [])] };
    },
    staleTime: 3_600_000,
  });

export const useCompanyEvents = () =>
  useQuery({ queryKey: key('events'), queryFn: () => call<typeof companyEvents>(ROUTES.events, { query: { page: 1, perpage: 30 } }) });

export const useBirthdays = () =>
  useQuery({ queryKey: key('birthdays'), queryFn: () => call<typeof upcomingBirthdays>(ROUTES.birthdays, { query: { days: 14, page: 1, perpage: 30 } }) });

export const useWaitingLeave = () =>
  useQuery({ queryKey: key('waiting-leave'), queryFn: () => call<typeof waitingLeaveDaysWidget>(ROUTES.waitingLeave) });

export const useWeek = (year: number, week: number) =>
  useQuery({
    queryKey: key('schedule', year, week),
    queryFn: async () => {
      const [schedule, count] = await Promise.all([call<typeof getWeeklySchedule>(ROUTES.weeklySchedule, { query: { year, week } }), call<typeof getWeeklyCount>(ROUTES.weeklyCount, { query: { year, week } })]);
      return { schedule: schedule.data, count: count.data };
    },
    placeholderData: keepPreviousData,
  });

export const useFlights = (q: { security_project?: number; direction?: FlightDirection; page: number }) =>
  useQuery({ queryKey: key('flights', q), queryFn: () => call<typeof listFlights>(ROUTES.flights, { query: { ...q, perpage: 30 } }), placeholderData: keepPreviousData });

export const useRates = () => useQuery({ queryKey: key('rates'), queryFn: () => call<typeof getExchangeRates>(ROUTES.rates) });

export const useRatePair = (from: string | undefined, to: string | undefined) =>
  useQuery({
    queryKey: key('rate-pair', from, to),
    queryFn: () => call<typeof getExchangeRatePair>(ROUTES.ratePair, { params: { from: from!, to: to! } }),
    enabled: !!from && !!to && from !== to,
  });

/** Audits of a family the position sees, newest first: the dashboard keeps those still being written (draft, or sent back) that the position may edit. */
export const useAuditsInProgress = (family: AuditFamily, enabled: boolean) =>
  useQuery({
    queryKey: key('audits-in-progress', family),
    queryFn: () => call<(typeof AUDIT_API)['ggh']['audits']['list']>(ROUTES.audits(family), { query: { page: 1, perpage: 30, ordering: '-created_at' } }),
    enabled,
    select: (r) => r.data.filter((a) => ['draft', 'rejected'].includes(auditState(a)) && a.lock_reason === null),
  });
