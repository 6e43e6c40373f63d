import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createBankHoliday, createSeasonDefinition, createSeasonSeries, deleteBankHoliday, deleteSeasonDefinition, deleteSeasonSeries,
  generateBankHolidays, listBankHolidays, listLeaveYears, listSeasonDefinitions, listSeasonSeries, updateBankHoliday,
  updateSeasonDefinition, updateSeasonSeries, type BankHolidayBody, type SeasonDefinitionBody, type SeasonSeriesBody,
} from '@/contracts/leave-years';
import { call } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';

export const LEAVE_YEARS_KEY = ['leave-years'] as const;

const page = (p: ListParams) => ({ page: p.page, perpage: p.perpage });

export const fetchLeaveYears = (p: ListParams) => call(listLeaveYears, { query: page(p) });
export const fetchBankHolidays = (year: number) => (p: ListParams) => call(listBankHolidays, { params: { year }, query: page(p) });
export const fetchSeasonSeries = (year: number) => (p: ListParams) => call(listSeasonSeries, { params: { year }, query: { ...page(p), ...p.filters } });
export const fetchSeasonDefinitions = (code: string) => (p: ListParams) => call(listSeasonDefinitions, { params: { code }, query: page(p) });

/** Every write refreshes every leave-year list (counts on the year list included). */
function useLeaveYearMutation<T, R extends { helper_data: Record<string, unknown> }>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: LEAVE_YEARS_KEY }) });
}

export const useSaveHoliday = (year: number) =>
  useLeaveYearMutation(({ id, body }: { id?: number; body: BankHolidayBody }) =>
    id ? call(updateBankHoliday, { params: { year, id }, body }) : call(createBankHoliday, { params: { year }, body }));
export const useDeleteHoliday = (year: number) => useLeaveYearMutation((id: number) => call(deleteBankHoliday, { params: { year, id } }));
export const useGenerateHolidays = (year: number) =>
  useLeaveYearMutation((restore: boolean) => call(generateBankHolidays, { params: { year }, body: { restore_deleted: restore } }));

export const useSaveSeries = (year: number) =>
  useLeaveYearMutation(({ id, body }: { id?: number; body: SeasonSeriesBody }) =>
    id ? call(updateSeasonSeries, { params: { year, id }, body }) : call(createSeasonSeries, { params: { year }, body }));
export const useDeleteSeries = (year: number) => useLeaveYearMutation((id: number) => call(deleteSeasonSeries, { params: { year, id } }));

export const useSaveDefinition = (code: string) =>
  useLeaveYearMutation(({ id, body }: { id?: number; body: SeasonDefinitionBody }) =>
    id ? call(updateSeasonDefinition, { params: { code, id }, body }) : call(createSeasonDefinition, { params: { code }, body }));
export const useDeleteDefinition = (code: string) => useLeaveYearMutation((id: number) => call(deleteSeasonDefinition, { params: { code, id } }));
