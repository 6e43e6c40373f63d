import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaveDayBody, leaveTypesEndpoint, requestLeave } from '@/contracts/hr-provider';
import { call } from '@/lib/api/client';
import { DASHBOARD_KEY } from './dashboard';
import { ROUTES } from './routes';

export const useLeaveTypes = (enabled: boolean) =>
  useQuery({ queryKey: [...DASHBOARD_KEY, 'leave-types'], queryFn: () => call<typeof leaveTypesEndpoint>(ROUTES.leaveTypes), enabled, staleTime: 3_600_000 });

/** POST leave/request through the HR-provider adapter; the waiting-leave card refreshes. */
export function useRequestLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (leaveDay: Omit<LeaveDayBody, 'personId'>) => call<typeof requestLeave>(ROUTES.leaveRequest, { body: { leaveDay } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...DASHBOARD_KEY, 'waiting-leave'] }),
  });
}
