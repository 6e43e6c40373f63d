import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createNote, listNotes, noteCreateForm } from '@/contracts/employees/children';
import { cancelExit, exitForm, histories, performanceHistory, registry, restoreEmployee, restoreInfo, saveExit, showEmployee } from '@/contracts/employees/record';
import { call, data } from '@/lib/api/client';
import { EMPLOYEES_KEY } from './employees';

const key = (id: number) => [...EMPLOYEES_KEY, 'card', id] as const;

export const useEmployee = (id: number) => useQuery({ queryKey: key(id), queryFn: () => data(showEmployee, { params: { id } }) });
export const useRestoreInfo = (id: number, enabled: boolean) =>
  useQuery({ queryKey: [...key(id), 'restore'], queryFn: () => data(restoreInfo, { params: { id } }), enabled });
export const useExitForm = (id: number) => useQuery({ queryKey: [...key(id), 'exit'], queryFn: () => data(exitForm, { params: { id } }) });
export const useNotes = (id: number) => useQuery({ queryKey: [...key(id), 'notes'], queryFn: () => call(listNotes, { params: { id }, query: { perpage: 100 } }) });
export const useNoteWarning = (id: number) => useQuery({ queryKey: [...key(id), 'note-form'], queryFn: () => data(noteCreateForm, { params: { id } }) });

function useCardMutation<T>(fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: EMPLOYEES_KEY }) });
}

export const useRestore = (id: number) => useCardMutation(() => data(restoreEmployee, { params: { id } }));
export const useSaveExit = (id: number) => useCardMutation((body: { username: string; national_id_number: string; exit_date: string | null; resignation_date: string | null; exit_reason_id: number | null }) =>
  call(saveExit, { params: { id }, body }));
export const useCancelExit = (id: number) => useCardMutation(() => call(cancelExit, { params: { id } }));
export const useCreateNote = (id: number) => useCardMutation((note: string) => call(createNote, { params: { id }, body: { note } }));

export const useRegistry = (id: number) => useQuery({ queryKey: [...key(id), 'registry'], queryFn: () => data(registry, { params: { id } }) });
export const useHistories = (id: number, page: number) => useQuery({ queryKey: [...key(id), 'histories', page], queryFn: () => call(histories, { params: { id }, query: { page, perpage: 30 } }) });
export const usePerformanceHistory = (id: number, page: number, workForceApp: boolean) =>
  useQuery({ queryKey: [...key(id), 'performance', page, workForceApp], queryFn: () => call(performanceHistory, { params: { id }, query: { page, perpage: 30, ...(workForceApp ? { work_force_app: true } : {}) } }) });
