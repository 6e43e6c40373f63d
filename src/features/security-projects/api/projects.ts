import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createSecurityProject, createSecurityProjectForm, deleteSecurityProject, editSecurityProjectForm,
  searchSecurityProjects, updateSecurityProject, type SecurityProjectBody,
} from '@/contracts/security-projects';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';

export const PROJECTS_KEY = ['security-projects'] as const;

export const fetchProjects = (p: ListParams) =>
  call(searchSecurityProjects, { query: { page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters } });

/** The create form (no id) or the edit form of one project. */
export function useProjectForm(id: number | undefined) {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'form', id ?? 'new'],
    queryFn: () => (id ? data(editSecurityProjectForm, { params: { id } }) : data(createSecurityProjectForm)),
  });
}

export function useSaveProject(id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SecurityProjectBody) =>
      id ? call(updateSecurityProject, { params: { id }, body }) : call(createSecurityProject, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(deleteSecurityProject, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
