import { useQuery } from '@tanstack/react-query';
import * as T from '@/contracts/transfers/transfers';
import { ApiError, call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';

/** Query keys of the feature; any write invalidates the whole prefix. */
export const TRANSFERS_KEY = ['transfers'] as const;
const listQuery = (p: ListParams) => ({ page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters });

export const fetchDrivers = (p: ListParams) => call(T.listDrivers, { query: listQuery(p) });
/** The driver-shift list: `all` is 0 when a shift date is given, otherwise 1 (spec 3 §2). */
export const shiftQuery = (p: ListParams) => ({ ...listQuery(p), all: p.filters.shift_date ? '0' : '1' });
export const fetchShifts = (p: ListParams) => call(T.listDriverShifts, { query: shiftQuery(p) });
export const fetchTransfers = (p: ListParams) => call(T.listTransfers, { query: listQuery(p) });

export const useDriver = (id: number | undefined) => useQuery({
  queryKey: [...TRANSFERS_KEY, 'driver', id], queryFn: () => data(T.getDriver, { params: { id: id! } }), enabled: id !== undefined,
});
export const useActiveDrivers = () => useQuery({
  queryKey: [...TRANSFERS_KEY, 'drivers', 'active'], queryFn: () => data(T.listDrivers, { query: { perpage: 300, active: 'true' } }),
});
export const useTransfer = (id: number | undefined) => useQuery({
  queryKey: [...TRANSFERS_KEY, 'transfer', id], queryFn: () => data(T.getTransfer, { params: { id: id! } }), enabled: id !== undefined,
});
export const useTransferForm = () => useQuery({ queryKey: [...TRANSFERS_KEY, 'form'], queryFn: () => data(T.transferForm) });
export const useDriversByShift = (date: string | null | undefined, time: string | null | undefined) => useQuery({
  queryKey: [...TRANSFERS_KEY, 'by-shift', date, time],
  queryFn: () => data(T.driversByShift, { query: { release_date: date!, release_time: time! } }),
  enabled: !!date && !!time && /^\d{2}:\d{2}$/.test(time),
});
export const usePlan = (date: string | undefined) => useQuery({
  queryKey: [...TRANSFERS_KEY, 'plan', date], queryFn: () => data(T.getPlan, { query: { transfer_date: date! } }), enabled: !!date,
});
/** Field errors of a 422 answer ({ errors: { field: [..] } }), first message per field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const errors = (error.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0] ?? '']));
}
