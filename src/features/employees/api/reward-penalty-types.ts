import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  createRewardPenaltyType, deleteRewardPenaltyType, listRewardPenaltyTypes, updateRewardPenaltyType, type rewardPenaltyTypeBody,
} from '@/contracts/employees/reward-penalty';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';

export const RP_TYPES_KEY = ['reward-penalty-types'] as const;
export type TypeBody = z.input<typeof rewardPenaltyTypeBody>;

export const fetchRewardPenaltyTypes = (p: ListParams) => call(listRewardPenaltyTypes, { query: { page: p.page, perpage: p.perpage } });

export function useRewardPenaltyTypeMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: RP_TYPES_KEY });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: TypeBody }) => (id ? call(updateRewardPenaltyType, { params: { id }, body }) : call(createRewardPenaltyType, { body })),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: ({ id, typeId }: { id: number; typeId: number }) => data(deleteRewardPenaltyType, { params: { id, typeId } }), onSuccess: refresh }),
  };
}
