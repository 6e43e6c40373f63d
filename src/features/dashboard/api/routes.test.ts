import { describe, expect, it } from 'vitest';
import { AUDIT_API } from '@/contracts/audits/endpoints';
import { getTimeline } from '@/contracts/dashboard';
import { getExchangeRatePair, getExchangeRates } from '@/contracts/exchange-rates';
import { listFlights } from '@/contracts/flights';
import { companyEvents, leaveTypesEndpoint, nationalHolidays, requestLeave, upcomingBirthdays, waitingLeaveDaysWidget } from '@/contracts/hr-provider';
import { getWeeklyCount, getWeeklySchedule } from '@/contracts/schedule';
import { ROUTES } from './routes';

describe('the dashboard calls', () => {
  it('are the contract\'s own method and path', () => {
    const pick = (e: { method: string; path: string }) => ({ method: e.method, path: e.path });
    expect(ROUTES.timeline).toEqual(pick(getTimeline));
    expect(ROUTES.weeklySchedule).toEqual(pick(getWeeklySchedule));
    expect(ROUTES.weeklyCount).toEqual(pick(getWeeklyCount));
    expect(ROUTES.rates).toEqual(pick(getExchangeRates));
    expect(ROUTES.ratePair).toEqual(pick(getExchangeRatePair));
    expect(ROUTES.flights).toEqual(pick(listFlights));
    expect(ROUTES.holidays).toEqual(pick(nationalHolidays));
    expect(ROUTES.events).toEqual(pick(companyEvents));
    expect(ROUTES.birthdays).toEqual(pick(upcomingBirthdays));
    expect(ROUTES.waitingLeave).toEqual(pick(waitingLeaveDaysWidget));
    expect(ROUTES.leaveTypes).toEqual(pick(leaveTypesEndpoint));
    expect(ROUTES.leaveRequest).toEqual(pick(requestLeave));
    for (const family of ['ggh', 'k9', 'uog'] as const) expect(ROUTES.audits(family)).toEqual(pick(AUDIT_API[family].audits.list));
  });
});
