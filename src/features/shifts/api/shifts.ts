import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getShiftList } from '@/contracts/shifts';
import { call } from '@/lib/api/client';

export interface ShiftParams {
  date?: string;
  security_project_id?: number;
  keyword?: string;
  page: number;
  perpage: number;
}

export function useShiftList(params: ShiftParams) {
  return useQuery({
    queryKey: ['shifts', params],
    queryFn: () => call(getShiftList, { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}
