import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryFilter } from '@/contracts/query-filter';
import {
  createTraining, deleteTraining, downloadTrainings, listTrainings, searchTrainingManagement, trainingCreateForm, trainingManagementForm, trainingNames, updateTraining,
  type Training,
} from '@/contracts/employees/training';
import type { ReportType } from '@/contracts/employees/filter-fields';
import { REFERENCE_API } from '@/contracts/reference-lists';
import { call, data } from '@/lib/api/client';
import { download, saveBlob } from '@/lib/api/download';
import type { ListParams } from '@/lib/list/list-params';
import { toasts } from '@/lib/ui/toasts';
import { EMPLOYEES_KEY } from './employees';

export type TrainingBody = {
  training_type_id: number; training_name_id: number; started_at: string; finished_at: string | null; validity_date: string | null;
  mandatory: boolean; score?: number | null; evaluation_note?: string | null;
};

const key = (id: number, ...rest: unknown[]) => [...EMPLOYEES_KEY, 'card', id, 'trainings', ...rest] as const;

export const useTrainings = (id: number, page: number, evaluated?: '0' | '1') =>
  useQuery({ queryKey: key(id, page, evaluated ?? 'all'), queryFn: () => call(listTrainings, { params: { id }, query: { page, perpage: 30, ...(evaluated ? { evaluated } : {}) } }) });
export const useTrainingForm = (id: number) => useQuery({ queryKey: key(id, 'form'), queryFn: () => data(trainingCreateForm, { params: { id } }) });
export const useTrainingNames = (typeId: number | null) =>
  useQuery({ queryKey: [...EMPLOYEES_KEY, 'training-names', typeId], queryFn: () => data(trainingNames, { query: typeId ? { trainingTypeId: typeId } : {} }) });

export function useTrainingMutations(id: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: [...EMPLOYEES_KEY] });
  return {
    create: useMutation({ mutationFn: (body: TrainingBody) => data(createTraining, { params: { id }, body }), onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ trainingId, body }: { trainingId: number; body: TrainingBody }) => data(updateTraining, { params: { id, trainingId }, body }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (trainingId: number) => data(deleteTraining, { params: { id, trainingId } }), onSuccess: refresh }),
  };
}

/** The body that keeps a training as it is (the evaluate tab changes only the score and note). */
export const bodyOf = (t: Training): TrainingBody => ({
  training_type_id: t.training_type.id, training_name_id: t.training_name.id, started_at: t.started_at, finished_at: t.finished_at,
  validity_date: t.validity_date, mandatory: t.mandatory, score: t.score, evaluation_note: t.evaluation_note,
});

export async function downloadEmployeeTrainings(id: number): Promise<void> {
  const result = await download(downloadTrainings, { params: { id } }, `egitimler-${id}.xlsx`);
  if (result.ok && result.blob) saveBlob(result.blob, result.fileName ?? `egitimler-${id}.xlsx`);
  else toasts.showAll(result.toasts);
}

// ---- Training management report --------------------------------------------------------------
export const TRAINING_REPORT_KEY = [...EMPLOYEES_KEY, 'training-management'] as const;
export const useTrainingReportForm = (type: ReportType) =>
  useQuery({ queryKey: [...TRAINING_REPORT_KEY, 'form', type], queryFn: () => data(trainingManagementForm, { query: { type } }) });
export const fetchTrainingReport = (filter: QueryFilter) => (p: ListParams) =>
  call(searchTrainingManagement, { query: { page: p.page, perPage: p.perpage, type: 'default', ordering: p.ordering }, body: filter });

export async function downloadTrainingReport(filter: QueryFilter): Promise<void> {
  const result = await download(searchTrainingManagement, { query: { page: 1, perPage: 50, type: 'default', download: '1' }, body: filter }, 'egitim-yonetimi.xlsx');
  if (result.ok && result.blob) saveBlob(result.blob, result.fileName ?? 'egitim-yonetimi.xlsx');
  else toasts.showAll(result.toasts);
}

/** Training types and names for the report's filter (reference lists; read with the employee view permissions). */
export function useTrainingChoices() {
  const list = (key: 'employee-training-type' | 'employee-training-name') =>
    ({ queryKey: [...TRAINING_REPORT_KEY, 'choices', key], queryFn: () => data(REFERENCE_API[key].list, { query: { perpage: 300 } }), staleTime: 5 * 60_000 });
  const types = useQuery(list('employee-training-type'));
  const names = useQuery(list('employee-training-name'));
  return { types: types.data ?? [], names: names.data ?? [] };
}
