import { useQuery } from '@tanstack/react-query';
import * as A from '@/contracts/organisation/admin-users';
import * as P from '@/contracts/organisation/advertising-partners';
import * as D from '@/contracts/organisation/appointments';
import * as F from '@/contracts/organisation/failed-jobs';
import * as R from '@/contracts/organisation/reports';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';
import { ORG_KEY } from './organisation';

const listQuery = (p: ListParams) => ({ page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters });

export const ADMIN_USERS_KEY = [...ORG_KEY, 'admin-users'] as const;
export const FAILED_JOBS_KEY = [...ORG_KEY, 'failed-jobs'] as const;
export const REPORTS_KEY = [...ORG_KEY, 'reports'] as const;
export const APPOINTMENTS_KEY = [...ORG_KEY, 'appointments'] as const;
export const PARTNERS_KEY = [...ORG_KEY, 'partners'] as const;

export const fetchAdminUsers = (p: ListParams) => call(A.listAdminUsers, { query: listQuery(p) });
export function useAdminUserForm(id: number | undefined) {
  return useQuery({ queryKey: [...ADMIN_USERS_KEY, 'form', id ?? 'new'], queryFn: () => (id ? data(A.editAdminUserForm, { params: { id } }) : data(A.createAdminUserForm)) });
}
export const restoreAdminUser = (id: number) => call(A.restoreAdminUser, { params: { id } });

export const fetchFailedJobs = (p: ListParams) => call(F.listFailedJobs, { query: listQuery(p) });
export const retryFailedJob = (id: string, queue: number) => call(F.retryFailedJob, { params: { id }, body: { queue } });
export const retryFailedJobs = (payload: string | undefined) => call(F.retryFailedJobs, { body: { payload } });
export const deleteFailedJob = (id: string) => call(F.deleteFailedJob, { params: { id } });

export const fetchReports = (p: ListParams) => call(R.listReports, { query: listQuery(p) });
export function useReportTypes() {
  return useQuery({ queryKey: [...REPORTS_KEY, 'types'], queryFn: () => data(R.createReportForm), staleTime: Infinity });
}
export const createReport = (type: R.ReportBody['type']) => call(R.createReport, { body: { type } });

export const fetchAppointments = (p: ListParams) => call(D.listAppointments, { query: listQuery(p) });
export const createAppointment = (body: D.AppointmentBody) => call(D.createAppointment, { body });

export const fetchPartners = (p: ListParams) => call(P.listPartners, { query: listQuery(p) });
