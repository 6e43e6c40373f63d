import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkRewardPenaltyConflict, createRewardPenalty, deleteRewardPenalty, listRewardPenalty, rewardPenaltyCreateForm,
} from '@/contracts/employees/reward-penalty';
import { call, data } from '@/lib/api/client';
import { EMPLOYEES_KEY } from './employees';

const key = (id: number) => [...EMPLOYEES_KEY, 'card', id, 'reward-penalty'] as const;

export const useRewardPenaltyForm = (id: number) => useQuery({ queryKey: [...key(id), 'form'], queryFn: () => data(rewardPenaltyCreateForm, { params: { id } }) });
export const useRewardPenalties = (id: number, typeId: number, page: number) =>
  useQuery({ queryKey: [...key(id), typeId, page], queryFn: () => call(listRewardPenalty, { params: { id }, query: { type_id: typeId, page, perpage: 30 } }) });
export const checkConflict = (id: number, body: { employee_reward_penalty_type_id: number; event_at: string; report_finish_date: string | null }) =>
  data(checkRewardPenaltyConflict, { params: { id }, body });

export function useRewardPenaltyMutations(id: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key(id) });
  return {
    create: useMutation({
      mutationFn: (body: { employee_reward_penalty_type_id: number; reason_guid: string; reason: string | null; event_at: string; report_finish_date: string | null; deleting_record: number | null }) =>
        call(createRewardPenalty, { params: { id }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (rid: number) => data(deleteRewardPenalty, { params: { id, rid } }), onSuccess: refresh }),
  };
}
