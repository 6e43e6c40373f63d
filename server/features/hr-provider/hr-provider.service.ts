import type { FastifyInstance } from 'fastify';
import { turkeyDate } from '../../../src/contracts/dashboard';
import { leaveUsedDays, type LeaveDayBody } from '../../../src/contracts/hr-provider';
import { pageMeta } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { forbidden } from '../../plugins/http-errors';
import { integrations } from '../dashboard/integrations';
import type { PageQuery } from './hr-provider.adapter';

/** Rules of the HR screens that hold whichever provider answers. */
export function hrProviderService(app: FastifyInstance) {
  const adapter = () => integrations(app.deps).hr;
  const today = () => turkeyDate(app.deps.clock());

  return {
    init: (auth: AuthContext) => adapter().init(auth),
    departments: (auth: AuthContext) => adapter().departments(auth),

    async nationalHolidays(auth: AuthContext, year: number | undefined) {
      const y = year ?? Number(today().slice(0, 4));
      const { holidays, religiousKnown } = await adapter().nationalHolidays(auth, y);
      return { data: holidays, helper: { year: y, religious_holidays_known: religiousKnown } };
    },

    async companyEvents(auth: AuthContext, page: PageQuery) {
      const { rows, total } = await adapter().companyEvents(auth, page, app.deps.clock());
      return { data: rows, meta: pageMeta(page, total) };
    },

    async upcomingBirthdays(auth: AuthContext, q: PageQuery & { days: number }) {
      const { rows, total } = await adapter().upcomingBirthdays(auth, q, today());
      return { data: rows, meta: pageMeta(q, total), helper: { today: today(), days: q.days } };
    },

    waitingLeaveDays: (auth: AuthContext) => adapter().waitingLeaveDays(auth),

    async persons(auth: AuthContext, q: PageQuery & { department_id?: number; q?: string }) {
      const { rows, total } = await adapter().persons(auth, q);
      return { data: rows, meta: pageMeta(q, total) };
    },

    leaveTypes: (auth: AuthContext) => adapter().leaveTypes(auth),

    /**
     * A Waiting request for the caller, or for another person when the caller holds
     * view-department-leave-requests. Used days are counted here (spec 1 §5), whoever stores it.
     */
    async requestLeave(auth: AuthContext, leave: LeaveDayBody) {
      if (leave.personId !== undefined && !auth.permissions.has('view-department-leave-requests')) {
        if ((await adapter().ownPersonId(auth)) !== leave.personId) throw forbidden();
      }
      return adapter().requestLeave(auth, {
        personId: leave.personId,
        leaveTypeId: leave.leaveTypeId,
        startDate: leave.startDate,
        endDate: leave.endDate,
        usedDays: leaveUsedDays(leave.startDate, leave.endDate),
        description: leave.description || null,
      });
    },
  };
}
