import { z } from 'zod';
import type { ExternalService } from '../../config';
import {
  companyEvent, holiday, hrDepartment, hrInit, hrPerson, leaveRequest, leaveType, upcomingBirthday, waitingLeaveDays,
} from '../../../src/contracts/hr-provider';
import type { Executor } from '../../db/client';
import { forbidden, HttpError, notFound } from '../../plugins/http-errors';
import { callExternal, identityHeaders, parseJson, unreachable, type ExternalRequest } from '../dashboard/external-http';
import type { HrProviderAdapter } from './hr-provider.adapter';

const label = 'İK servisi';

/**
 * The third-party HR provider (HR_PROVIDER_URL): the same paths as Apron's /hr-provider/*,
 * called with the service token and the caller's identity, answering Apron's shapes (optionally
 * in `{ data, meta }`). Its refusals of a leave request (422 with errors) reach the user as they are.
 */
export function httpHrProvider(service: ExternalService, db: Executor): HrProviderAdapter {
  async function call(userId: number, req: Omit<ExternalRequest, 'label' | 'headers'>) {
    return callExternal(service, { ...req, label, headers: await identityHeaders(db, userId) });
  }
  async function get<S extends z.ZodType>(userId: number, path: string, schema: S, query?: ExternalRequest['query']) {
    return parseJson(await call(userId, { path, query }), schema, label);
  }
  const total = (meta: Record<string, unknown>, rows: unknown[]) => (typeof meta.total === 'number' ? meta.total : rows.length);

  return {
    init: async (auth) => (await get(auth.userId, '/init', hrInit)).data,
    departments: async (auth) => (await get(auth.userId, '/department/all', z.array(hrDepartment).max(5000))).data,

    async nationalHolidays(auth, year) {
      const { data } = await get(auth.userId, '/widgets/NationalHolidays', z.array(holiday).max(100), { year });
      return { holidays: data, religiousKnown: data.some((h) => h.kind === 'religious') };
    },

    async companyEvents(auth, page) {
      const { data, meta } = await get(auth.userId, '/widgets/CompanyEvents', z.array(companyEvent).max(300), page);
      return { rows: data, total: total(meta, data) };
    },

    async upcomingBirthdays(auth, q) {
      const { data, meta } = await get(auth.userId, '/widgets/UpcomingBirthday', z.array(upcomingBirthday).max(300), q);
      return { rows: data, total: total(meta, data) };
    },

    waitingLeaveDays: async (auth) => (await get(auth.userId, '/widgets/WaitingLeaveDays', waitingLeaveDays)).data,

    async persons(auth, q) {
      const { page, ...query } = q;
      const { data, meta } = await get(auth.userId, `/person/list/${page}`, z.array(hrPerson).max(300), query);
      return { rows: data, total: total(meta, data) };
    },

    leaveTypes: async (auth) => (await get(auth.userId, '/leave-types', z.array(leaveType).max(200))).data,

    ownPersonId: async (auth) => (await get(auth.userId, '/init', hrInit)).data.person?.id ?? null,

    async requestLeave(auth, leave) {
      const res = await call(auth.userId, { method: 'POST', path: '/leave/request', body: { leaveDay: leave } });
      if (res.status === 400 || res.status === 422) throw refusal(res.text);
      if (res.status === 403) throw forbidden();
      if (res.status === 404) throw notFound();
      if (res.status >= 300) throw unreachable(label);
      return parseJson(res, leaveRequest, label).data;
    },
  };
}

/** The provider's validation answer as Apron's 422: its `errors` when present, else its message. */
function refusal(text: string): HttpError {
  try {
    const body = JSON.parse(text) as { errors?: unknown; message?: unknown };
    if (body.errors && typeof body.errors === 'object') return new HttpError(422, { errors: body.errors });
    if (typeof body.message === 'string') return new HttpError(422, { message: body.message.slice(0, 500) });
  } catch {
    // not JSON: fall through
  }
  return new HttpError(422, { message: 'İzin talebi İK servisi tarafından reddedildi.' });
}
