import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AUDIT_API } from '@/contracts/audits/endpoints';
import type { AuditFamily, ProjectFamily } from '@/contracts/audits/families';
import type { LockViewer } from '@/contracts/audits/lock';
import { call } from '@/lib/api/client';
import { useSession } from '@/lib/session/session-context';
import { deleteRecord, saveRecord, type DeleteInput, type SaveInput } from '../offline/save';
import { loadAuditView, type AuditView } from './audits';
import { loadFindingView, syncFindingMembers, type FindingParent } from './findings';
import { lookupsOf, useFormData, useOptionLabel, usePositionNames } from './form-data';
import { loadProjectView } from './projects';
import { AUDITS_KEY, direct, invalidateRecords } from './shared';

/** The current position as the lock rule reads it. */
export function useViewer(): LockViewer {
  const session = useSession();
  return useMemo(() => ({ positionId: session.data.active_position.id, permissions: session.permissions }), [session]);
}

/** Labels by id from the device's reference data and remembered names. */
export function useLookups(family: AuditFamily) {
  const form = useFormData(family);
  const names = usePositionNames();
  const label = useOptionLabel();
  return useMemo(() => lookupsOf(form.data?.form, names.data, label), [form.data, names.data, label]);
}

/** Reads that answer offline from the device: never paused by TanStack's network gate. */
const offlineRead = { networkMode: 'always' as const, retry: false, meta: { silent: true } };

export function useAuditView(family: AuditFamily, key: string | undefined) {
  return useQuery({ queryKey: [...AUDITS_KEY, family, 'audit', key], queryFn: () => loadAuditView(family, key!), enabled: Boolean(key), ...offlineRead });
}

export function useProjectView(family: ProjectFamily, audit: AuditView | undefined, key: string | undefined) {
  return useQuery({
    queryKey: [...AUDITS_KEY, family, 'project', audit?.key, key],
    queryFn: () => loadProjectView(family, audit!, key!),
    enabled: Boolean(audit && key),
    ...offlineRead,
  });
}

export function useFindingView(parent: FindingParent | undefined, key: string | undefined) {
  return useQuery({
    queryKey: [...AUDITS_KEY, parent?.family, 'finding', parent?.audit.key, parent?.projectKey, key],
    queryFn: () => loadFindingView(parent!, key!),
    enabled: Boolean(parent && key),
    ...offlineRead,
  });
}

/**
 * Online, the members of the finding's security project reach the device with the finding form
 * (personnel offline). Quiet: the form works without them.
 */
export function useFindingMembers(parent: FindingParent | undefined) {
  return useQuery({
    queryKey: [...AUDITS_KEY, parent?.family, 'finding-members', parent?.audit.key, parent?.projectKey, Boolean(parent?.audit.server), parent?.projectOnServer],
    queryFn: () => syncFindingMembers(parent!),
    enabled: Boolean(parent),
    staleTime: 5 * 60_000,
    ...offlineRead,
  });
}

/** Saves through the offline save logic; offline is its own business, so it is never paused. */
export function useSaveRecord() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    networkMode: 'always',
    mutationFn: (input: SaveInput) => saveRecord(input, { online: navigator.onLine, direct }),
    onSuccess: () => invalidateRecords(client),
  });
}

export function useDeleteRecord() {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: DeleteInput) => deleteRecord(input, { online: navigator.onLine, direct }),
    onSuccess: () => invalidateRecords(client),
  });
}

export type WorkflowAction = 'submit_approval' | 'approve_observer' | 'approve_admin' | 'approve' | 'reject';

const ENDPOINT: Record<WorkflowAction, 'submitApproval' | 'approveObserver' | 'approveAdmin' | 'approve' | 'reject'> = {
  submit_approval: 'submitApproval',
  approve_observer: 'approveObserver',
  approve_admin: 'approveAdmin',
  approve: 'approve',
  reject: 'reject',
};

/** The workflow needs the server (spec 2 §4): online only. */
export function useWorkflow(family: AuditFamily) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, action }: { key: string; action: WorkflowAction }) =>
      call(AUDIT_API[family].workflow[ENDPOINT[action]], { params: { id: key } }),
    onSuccess: () => invalidateRecords(client),
  });
}
