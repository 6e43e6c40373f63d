import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as C from '@/contracts/performance/cards';
import * as P from '@/contracts/performance/periods';
import { call } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';
import { REFERENCE_API } from '@/contracts/reference-lists';
import type { Endpoint } from '@/contracts/http';
import { download, saveBlob } from '@/lib/api/download';
import type { CallInput } from '@/lib/api/client';
import { toasts } from '@/lib/ui/toasts';

export const PERF_KEY = ['performance'] as const;
const page = (p: ListParams) => ({ page: p.page, perpage: p.perpage, ordering: p.ordering, ...p.filters });

export const fetchPeriods = (p: ListParams) => call(P.listPeriods, { query: page(p) });
export const fetchBaseScores = (p: ListParams) => call(P.listBaseScores, { query: page(p) as never });
export const fetchExtraPoints = (p: ListParams) => call(P.listExtraPoints, { query: page(p) as never });
export const fetchCards = (id: number) => (p: ListParams) => call(C.listCards, { params: { id }, query: page(p) as never });
export const fetchAssessorCards = (p: ListParams) => call(C.listAssessorCards, { query: page(p) as never });
export const fetchRejected = (p: ListParams) => call(C.listRejected, { query: page(p) as never });
export const fetchFeedback = (p: ListParams) => call(C.listInterviewerFeedback, { query: page(p) as never });
export const fetchNotes = (p: ListParams) => call(C.listNotes, { query: { page: p.page, perpage: p.perpage } });

/** Every write refreshes every performance query (lists, cards, job state). */
export function usePerfMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: PERF_KEY }) });
}

export const usePeriodChoices = () => useQuery({ queryKey: [...PERF_KEY, 'period-choices'], queryFn: () => call(P.listPeriods, { query: { perpage: 300 } }) });
export const useBaseScoreForm = () => useQuery({ queryKey: [...PERF_KEY, 'base-form'], queryFn: () => call(P.createBaseScoreForm, {}) });
export const usePeriod = (id: number) => useQuery({ queryKey: [...PERF_KEY, 'period', id], queryFn: () => call(P.showPeriod, { params: { id } }) });

/** spec 3 §9: while a calculation job exists the period list asks every 10 s; it stops when none does. */
export const CALCULATION_POLL_MS = 10_000;
export const useCalculations = () => useQuery({
  queryKey: [...PERF_KEY, 'calculations'],
  queryFn: () => call(P.listCalculations, { query: {} }),
  refetchInterval: (q) => ((q.state.data?.data.length ?? 0) > 0 ? CALCULATION_POLL_MS : false),
});

export const useCriteria = (id: number) => useQuery({ queryKey: [...PERF_KEY, 'criteria', id], queryFn: () => call(P.getCriteria, { params: { id } }) });
export const useHrCard = (id: number, cardId: number) => useQuery({ queryKey: [...PERF_KEY, 'card', id, cardId], queryFn: () => call(C.showCard, { params: { id, cardId } }) });
export const useVoteCard = (id: number) => useQuery({ queryKey: [...PERF_KEY, 'vote', id], queryFn: () => call(C.showVoteCard, { params: { id } }) });
export const useRejectedCard = (id: number) => useQuery({ queryKey: [...PERF_KEY, 'rejected', id], queryFn: () => call(C.showRejected, { params: { id } }) });
export const useMyCard = (periodId?: number) => useQuery({ queryKey: [...PERF_KEY, 'mine', periodId ?? 0], queryFn: () => call(C.myCard, { query: { performance_period_id: periodId } }) });
export const useCalibration = (id: number, enabled: boolean) => useQuery({ queryKey: [...PERF_KEY, 'calibration', id], queryFn: () => call(C.calibration, { params: { id } }), enabled });
export const useManagersForm = (id: number, enabled: boolean) => useQuery({ queryKey: [...PERF_KEY, 'managers', id], queryFn: () => call(C.editManagersForm, { params: { id } }), enabled });
export const useNotePositions = (q: string) => useQuery({ queryKey: [...PERF_KEY, 'note-positions', q], queryFn: () => call(C.positionsWithCard, { query: { active_only: true, q: q || undefined } }) });
export const useNoteForm = () => useQuery({ queryKey: [...PERF_KEY, 'note-form'], queryFn: () => call(C.createNoteForm, {}) });
export const useTrainings = (enabled: boolean) => useQuery({
  queryKey: [...PERF_KEY, 'trainings'], enabled, queryFn: () => call(REFERENCE_API['performance-training'].list, { query: { perpage: 300 } }),
});

/** Downloads a file endpoint (PDF, Excel) under its name; failures toast 'Files download failed.'. */
export async function downloadFile(endpoint: Endpoint, input: CallInput, name: string) {
  const result = await download(endpoint, input, name);
  if (result.ok) saveBlob(result.blob!, result.fileName!);
  else toasts.showAll(result.toasts);
}

export { C, P, call };
