import { useQuery } from '@tanstack/react-query';
import {
  CASE_PAGE_SIZE, TRIGGER_STAGGER_MS, caseStart, executeTrigger, getCase, getCounters, getNextStep, getVariables, listDraft, listInbox,
  listLightSteps, listParticipated, listProjects, listUnassigned, routeCase, saveVariables, startCase, startingTasks, type CaseList, type Step,
} from '@/contracts/cases';
import { call, data } from '@/lib/api/client';
import type { ListParams } from '@/lib/list/list-params';

export const CASES_KEY = ['cases'] as const;
const LISTS = { inbox: listInbox, draft: listDraft, participated: listParticipated, unassigned: listUnassigned } as const;

/** A list page → ProcessMaker's start/limit (spec 3 §9: start = limit × (page − 1) + 1, limit 25). */
export const fetchCases = (list: CaseList) => (p: ListParams) => {
  const limit = p.perpage || CASE_PAGE_SIZE;
  return call(LISTS[list], { query: { start: caseStart(p.page, limit), limit, ...p.filters } });
};

export const useCounters = () => useQuery({ queryKey: [...CASES_KEY, 'counters'], queryFn: () => data(getCounters) });
export const useProjects = () => useQuery({ queryKey: [...CASES_KEY, 'projects'], queryFn: () => data(listProjects) });
export const useStartingTasks = (prj_uid: string, enabled: boolean) =>
  useQuery({ queryKey: [...CASES_KEY, 'starting', prj_uid], queryFn: () => data(startingTasks, { params: { prj_uid } }), enabled });
export const useLightSteps = (prj_uid: string | undefined, act_uid: string | undefined) =>
  useQuery({ queryKey: [...CASES_KEY, 'steps', prj_uid, act_uid], queryFn: () => data(listLightSteps, { params: { prj_uid: prj_uid!, act_uid: act_uid! } }), enabled: !!prj_uid && !!act_uid });
export const useCase = (app_uid: string) => useQuery({ queryKey: [...CASES_KEY, 'case', app_uid], queryFn: () => data(getCase, { params: { app_uid } }) });
export const useVariables = (app_uid: string) => useQuery({ queryKey: [...CASES_KEY, 'variables', app_uid], queryFn: () => data(getVariables, { params: { app_uid } }) });

export const start = (pro_uid: string, tas_uid: string) => data(startCase, { query: { pro_uid, tas_uid } });
export const save = (app_uid: string, del_index: number, dyn_uid: string, body: Record<string, unknown>) =>
  data(saveVariables, { params: { app_uid }, query: { del_index, dyn_uid }, body });
export const nextStep = (app_uid: string, del_index: number) => data(getNextStep, { params: { app_uid }, query: { del_index } });
export const route = (app_uid: string, del_index: number, assignees: Record<string, string>) =>
  call(routeCase, { params: { app_uid }, body: { del_index, assignees } });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Runs a step's triggers of one kind in order, staggered by 1 s per trigger (spec 3 §6). */
export async function runTriggers(app_uid: string, del_index: number, steps: Step[], kind: 'BEFORE' | 'AFTER') {
  const triggers = steps.flatMap((s) => s.triggers.filter((t) => t.st_type === kind));
  for (const [i, t] of triggers.entries()) {
    if (i > 0) await sleep(TRIGGER_STAGGER_MS);
    await call(executeTrigger, { params: { app_uid, tri_uid: t.tri_uid }, query: { del_index } });
  }
}
