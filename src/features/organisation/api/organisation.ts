import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as D from '@/contracts/organisation/departments';
import * as G from '@/contracts/organisation/position-groups';
import * as L from '@/contracts/organisation/places';
import * as C from '@/contracts/organisation/credentials';
import * as S from '@/contracts/organisation/support';
import * as P from '@/contracts/organisation/positions';
import * as R from '@/contracts/organisation/roles';
import type { Endpoint } from '@/contracts/http';
import { call, data } from '@/lib/api/client';
import { download, saveBlob } from '@/lib/api/download';
import { toasts } from '@/lib/ui/toasts';
import type { ListParams } from '@/lib/list/list-params';

export const ORG_KEY = ['organisation'] as const;
export const DEPARTMENTS_KEY = [...ORG_KEY, 'departments'] as const;
export const ROLES_KEY = [...ORG_KEY, 'roles'] as const;
export const POSITIONS_KEY = [...ORG_KEY, 'positions'] as const;
export const GROUPS_KEY = [...ORG_KEY, 'groups'] as const;

const listQuery = (p: ListParams) => ({ page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters });

export const fetchDepartments = (p: ListParams) => call(D.listDepartments, { query: listQuery(p) });
export const fetchRoles = (p: ListParams) => call(R.listRoles, { query: listQuery(p) });
export const fetchPositions = (p: ListParams) => call(P.listPositions, { query: listQuery(p) });
export const fetchDuplicateCandidates = (p: ListParams) => call(P.duplicateCandidates, { query: listQuery(p) });
export const fetchPrimaryPositions = (p: ListParams) => call(P.listPrimaryPositions, { query: listQuery(p) });
export const fetchGroups = (p: ListParams) =>
  p.filters.keyword ? call(G.searchPositionGroups, { query: listQuery(p) }) : call(G.listPositionGroups, { query: listQuery(p) });
export const fetchGroupMembers = (id: number) => (p: ListParams) => call(G.listGroupMembers, { params: { id }, query: listQuery(p) });
export const fetchGroupMails = (id: number) => (p: ListParams) => call(G.listGroupMails, { params: { id }, query: listQuery(p) });

export function useDepartmentForm(id: number | undefined) {
  return useQuery({
    queryKey: [...DEPARTMENTS_KEY, 'form', id ?? 'new'],
    queryFn: () => (id ? data(D.editDepartmentForm, { params: { id } }) : data(D.createDepartmentForm)),
  });
}

/** Choosing a department reloads the parent choices. */
export function useRoleForm(id: number | undefined, departmentId: number | undefined) {
  return useQuery({
    queryKey: [...ROLES_KEY, 'form', id ?? 'new', departmentId ?? null],
    queryFn: () => {
      const query = { department_id: departmentId };
      return id ? data(R.editRoleForm, { params: { id }, query }) : data(R.createRoleForm, { query });
    },
    placeholderData: (prev) => prev,
  });
}

/** Choosing a department reloads the role choices. */
export function usePositionForm(id: number | undefined, departmentId: number | undefined) {
  return useQuery({
    queryKey: [...POSITIONS_KEY, 'form', id ?? 'new', departmentId ?? null],
    queryFn: () => {
      const query = { department_id: departmentId };
      return id ? data(P.editPositionForm, { params: { id }, query }) : data(P.createPositionForm, { query });
    },
    placeholderData: (prev) => prev,
  });
}

export function useGroupForm(id: number | undefined) {
  return useQuery({
    queryKey: [...GROUPS_KEY, 'form', id ?? 'new'],
    queryFn: () => (id ? data(G.editPositionGroupForm, { params: { id } }) : data(G.createPositionGroupForm)),
  });
}

/** A write that refreshes the lists under `key`. */
export function useOrgMutation<V>(key: readonly unknown[], fn: (v: V) => Promise<{ helper_data?: Record<string, unknown>; data?: unknown }>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export function saveWith<B>(create: Endpoint, update: Endpoint, id: number | undefined) {
  return (body: B) => (id ? call(update, { params: { id }, body }) : call(create, { body }));
}

export const remove = (endpoint: Endpoint, params: Record<string, number>) => call(endpoint, { params });

export const roleImpact = (id: number, body: R.RoleBody) => data(R.roleImpact, { params: { id }, body });
export const duplicatePosition = (id: number, body: P.DuplicateBody) => call(P.duplicatePosition, { params: { id }, body });

/** A file answer saved by the browser; failures toast the server's words. */
export async function downloadFile(endpoint: Endpoint, name: string, input: Parameters<typeof download>[1] = {}): Promise<void> {
  const result = await download(endpoint, input, name);
  if (result.ok && result.blob) saveBlob(result.blob, result.fileName ?? name);
  else toasts.showAll(result.toasts);
}

export const PLACES_KEY = [...ORG_KEY, 'places'] as const;
export const fetchRegions = (p: ListParams) => call(L.listRegions, { query: listQuery(p) });
export const fetchShuttleStops = (p: ListParams) => call(L.listShuttleStops, { query: listQuery(p) });
export const fetchFacilities = (p: ListParams) => call(L.listFacilities, { query: listQuery(p) });

export function useRegionForm(id: number | undefined) {
  return useQuery({ queryKey: [...PLACES_KEY, 'region-form', id ?? 'new'], queryFn: () => (id ? data(L.editRegionForm, { params: { id } }) : data(L.createRegionForm)) });
}
/** Choosing a project reloads the region choices. */
export function useStopForm(id: number | undefined, projectId: number | undefined) {
  return useQuery({
    queryKey: [...PLACES_KEY, 'stop-form', id ?? 'new', projectId ?? null],
    queryFn: () => (id ? data(L.editShuttleStopForm, { params: { id }, query: { security_project_id: projectId } }) : data(L.createShuttleStopForm, { query: { security_project_id: projectId } })),
    placeholderData: (prev) => prev,
  });
}
export function useFacilityForm(id: number | undefined) {
  return useQuery({ queryKey: [...PLACES_KEY, 'facility-form', id ?? 'new'], queryFn: () => (id ? data(L.editFacilityForm, { params: { id } }) : data(L.createFacilityForm)) });
}

export const USERS_KEY = [...ORG_KEY, 'users'] as const;
export const fetchUsers = (p: ListParams) => call(C.listUsers, { query: listQuery(p) });
export const fetchUserLogs = (id: number) => (p: ListParams) => call(C.userLogs, { params: { id }, query: listQuery(p) });
export function useUser(id: number) {
  return useQuery({ queryKey: [...USERS_KEY, id], queryFn: () => data(C.editUserForm, { params: { id } }) });
}

export const SUPPORT_KEY = [...ORG_KEY, 'support'] as const;
export const fetchDomains = (p: ListParams) => call(S.listEmailDomains, { query: listQuery(p) });
export function useUserEmails(id: number) {
  return useQuery({ queryKey: [...SUPPORT_KEY, 'emails', id], queryFn: () => data(S.createUserEmailForm, { params: { id } }) });
}
export function useUserEmailList(id: number) {
  return useQuery({ queryKey: [...SUPPORT_KEY, 'emails', id, 'list'], queryFn: () => data(S.listUserEmails, { params: { id } }) });
}
