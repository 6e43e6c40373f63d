import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addProjectMember, editSecurityProjectForm, listProjectMembers, removeProjectMember } from '@/contracts/security-projects';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';
import { PROJECTS_KEY } from './projects';

export const membersKey = (projectId: number) => [...PROJECTS_KEY, projectId, 'members'] as const;

export const fetchMembers = (projectId: number) => (p: ListParams) =>
  call(listProjectMembers, { params: { id: projectId }, query: { page: p.page, perpage: p.perpage, ...p.filters } });

export function useProject(projectId: number) {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'form', projectId],
    queryFn: () => data(editSecurityProjectForm, { params: { id: projectId } }),
  });
}

export function useAddMember(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (positionId: number) => call(addProjectMember, { params: { id: projectId }, body: { position: positionId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

export function useRemoveMember(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (positionId: number) => data(removeProjectMember, { params: { id: projectId, pid: positionId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
