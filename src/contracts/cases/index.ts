import { z } from 'zod';
import { endpoint, text } from '../http';
import { dynaform } from './dynaform';

export * from './dynaform';
export * from './documents';

/**
 * Cases on a process engine (spec 3 §4 Cases, §6 Cases, §7 Process API). Apron serves the Process
 * API itself under `/pm` (relative to /api) with ProcessMaker 3's paths and vocabulary — project
 * (prj_uid), task (act_uid/tas_uid), case (app_uid + del_index), step, dynaform, variables — so the
 * screens work the same whether the built-in BPMN engine or a ProcessMaker 3 server answers
 * (docs/decisions/cases.md).
 */
export const PM_PREFIX = '/pm';
/** Case inbox page size and its start index (spec 3 §9): start = limit × (page − 1) + 1. */
export const CASE_PAGE_SIZE = 25;
export const caseStart = (page: number, limit = CASE_PAGE_SIZE) => limit * (page - 1) + 1;
/** Triggers run staggered by 1 s per trigger (spec 3 §6). */
export const TRIGGER_STAGGER_MS = 1000;

export const CASE_MESSAGES = {
  saved: 'The case has been successfully saved',
  notYours: 'Bu vaka size atanmamış.',
  closed: 'Bu görev zaten tamamlanmış.',
  notStartable: 'Bu görevden vaka başlatılamaz.',
  noAssignee: 'Sonraki görev için atanacak kullanıcı bulunamadı.',
  badAssignee: 'Seçilen kullanıcı bu göreve atanamaz.',
  inFlight: 'Bu vaka şu anda ilerletiliyor; kesintiye uğradıysa yönetici devam ettirebilir.',
  notInterrupted: 'Bu vaka kesintiye uğramış değil.',
  resumed: 'Vaka kaldığı yerden devam ettirildi.',
  cancelled: 'Vaka iptal edildi.',
  triggerDone: 'Tetikleyici çalıştırıldı.',
  engineUnavailable: 'Süreç sunucusuna ulaşılamadı.',
} as const;

export const CASE_STATUSES = ['DRAFT', 'TO_DO', 'COMPLETED', 'CANCELLED'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_LISTS = ['inbox', 'draft', 'participated', 'unassigned'] as const;
export type CaseList = (typeof CASE_LISTS)[number];

const manage = { permission: 'manage-process-cases' } as const;
const uid = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Geçersiz kimlik.');
const appParams = z.object({ app_uid: uid });

export const pagedQuery = z.object({
  start: z.coerce.number().int().min(1).max(10_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(300).default(CASE_PAGE_SIZE),
  search: text(100).optional(),
  /** Filterable case variables, copied into typed indexed columns. */
  category: text(40).optional(),
  pro_uid: uid.optional(),
});
export type PagedQuery = z.output<typeof pagedQuery>;

export const caseListItem = z.object({
  app_uid: z.string(),
  app_number: z.number().int(),
  app_title: z.string(),
  app_status: z.enum(CASE_STATUSES),
  pro_uid: z.string(),
  app_pro_title: z.string(),
  tas_uid: z.string().nullable(),
  app_tas_title: z.string().nullable(),
  del_index: z.number().int().nullable(),
  app_current_user: z.string().nullable(),
  app_init_user: z.string().nullable(),
  del_delegate_date: z.string().nullable(),
  app_update_date: z.string(),
  category: z.string().nullable(),
});
export type CaseListItem = z.infer<typeof caseListItem>;

const listOf = (path: string, summary: string) => endpoint({
  method: 'GET', path: `${PM_PREFIX}${path}`, access: 'signed-in', summary, query: pagedQuery, data: z.array(caseListItem),
});
export const listInbox = listOf('/cases/paged', 'Task inbox: open tasks assigned to me (start, limit; defaults 1, 25). meta_data.total, helper_data.start/limit.');
export const listDraft = listOf('/cases/draft/paged', 'Draft cases: started by me, first task not routed yet.');
export const listParticipated = listOf('/cases/participated/paged', 'Cases I have worked on.');
export const listUnassigned = listOf('/cases/unassigned/paged', 'Self-service tasks I may claim (my department and role).');

export const caseCounters = z.object({ inbox: z.number().int(), draft: z.number().int(), participated: z.number().int(), unassigned: z.number().int() });
export type CaseCounters = z.infer<typeof caseCounters>;
export const getCounters = endpoint({
  method: 'GET', path: `${PM_PREFIX}/cases/counters`, access: 'signed-in', summary: 'The counters of /task: inbox, draft, participated, unassigned totals.', data: caseCounters,
});

export const projectTask = z.object({ act_uid: z.string(), act_name: z.string(), act_type: z.string().optional() });
export const project = z.object({
  prj_uid: z.string(), prj_name: z.string(), prj_description: z.string().nullable(), prj_status: z.string(),
  tasks: z.array(projectTask),
});
export type Project = z.infer<typeof project>;
export const listProjects = endpoint({
  method: 'GET', path: `${PM_PREFIX}/project`, access: 'signed-in', summary: 'Projects (processes) with their tasks; prj_status ACTIVE ones can be started.', data: z.array(project),
});
export const startingTasks = endpoint({
  method: 'GET', path: `${PM_PREFIX}/project/{prj_uid}/starting-tasks`, access: 'signed-in',
  summary: 'Tasks of a project the signed-in user may start a case from.', params: z.object({ prj_uid: uid }), data: z.array(projectTask),
});

export const step = z.object({
  step_uid: z.string(), step_type_obj: z.string(), step_uid_obj: z.string(), step_position: z.number().int(),
  step_condition: z.string().optional(),
  triggers: z.array(z.object({ tri_uid: z.string(), tri_title: z.string(), st_type: z.string(), st_position: z.number().int() })),
});
export type Step = z.infer<typeof step>;
const actParams = z.object({ prj_uid: uid, act_uid: uid });
export const listSteps = endpoint({
  method: 'GET', path: `${PM_PREFIX}/project/{prj_uid}/activity/{act_uid}/steps`, access: 'signed-in',
  summary: 'Project steps of a task (the "project steps reads" row): each step and its triggers.', params: actParams, data: z.array(step),
});
export const getDynaform = endpoint({
  method: 'GET', path: `${PM_PREFIX}/project/{prj_uid}/dynaform/{dyn_uid}`, access: 'signed-in',
  summary: 'One dynaform (the "dynaform reads" row).', params: z.object({ prj_uid: uid, dyn_uid: uid }), data: dynaform,
});
export const lightStep = z.object({ step: step, dynaform: dynaform.nullable() });
export const listLightSteps = endpoint({
  method: 'GET', path: `${PM_PREFIX}/light/project/{prj_uid}/activity/{act_uid}/steps`, access: 'signed-in',
  summary: 'The "light step GET": the steps of a task with each step\'s dynaform inlined (ProcessMaker Mobile Light API).',
  params: actParams, data: z.array(lightStep),
});

export const currentTask = z.object({
  tas_uid: z.string(), tas_title: z.string(), del_index: z.number().int(), usr_uid: z.string().nullable(), usr_name: z.string().nullable(),
  del_thread_status: z.string(),
});
export const caseDetail = z.object({
  app_uid: z.string(), app_number: z.number().int(), app_name: z.string(), app_status: z.enum(CASE_STATUSES),
  pro_uid: z.string(), pro_name: z.string(), app_init_usr_uid: z.string(), app_init_usr_username: z.string(),
  app_create_date: z.string(), app_update_date: z.string(),
  current_task: z.array(currentTask),
  /** My open delegation on this case, if any: what the form screen works on. */
  my_task: currentTask.nullable(),
  history: z.array(z.object({ del_index: z.number().int(), tas_uid: z.string(), tas_title: z.string(), usr_name: z.string().nullable(), del_delegate_date: z.string(), del_finish_date: z.string().nullable() })),
});
export type CaseDetail = z.infer<typeof caseDetail>;
export const getCase = endpoint({ method: 'GET', path: `${PM_PREFIX}/cases/{app_uid}`, access: 'signed-in', summary: 'Case detail with current_task.', params: appParams, data: caseDetail });
export const getVariables = endpoint({
  method: 'GET', path: `${PM_PREFIX}/cases/{app_uid}/variables`, access: 'signed-in', summary: 'Case variables.', params: appParams, data: z.record(z.string(), z.unknown()),
});
export const variablesBody = z.record(z.string().max(64), z.unknown());
export const saveVariables = endpoint({
  method: 'PUT', path: `${PM_PREFIX}/cases/{app_uid}/variable`, access: 'signed-in',
  summary: 'Saves the form of my open task (query del_index, dyn_uid): validated against that dynaform\'s required fields and types.',
  params: appParams, query: z.object({ del_index: z.coerce.number().int().min(1), dyn_uid: uid }), body: variablesBody, data: z.record(z.string(), z.unknown()),
});

export const nextTask = z.object({
  tas_uid: z.string(), tas_title: z.string(), end: z.boolean(),
  /** Who can take it; more than one → the assign dialog asks; none chosen → self-service (unassigned). */
  users: z.array(z.object({ usr_uid: z.string(), usr_name: z.string() })),
});
export type NextTask = z.infer<typeof nextTask>;
export const getNextStep = endpoint({
  method: 'GET', path: `${PM_PREFIX}/light/get-next-step/{app_uid}`, access: 'signed-in',
  summary: 'Assign dialog: where routing my task would go now (gateways evaluated on the saved variables) and who can take it.',
  params: appParams, query: z.object({ del_index: z.coerce.number().int().min(1) }), data: z.array(nextTask),
});
export const routeBody = z.object({
  del_index: z.number().int().min(1),
  /** tas_uid → usr_uid chosen in the assign dialog. */
  assignees: z.record(z.string().max(64), z.string().max(64)).default({}),
});
export const routeCase = endpoint({
  method: 'PUT', path: `${PM_PREFIX}/cases/{app_uid}/route-case`, access: 'signed-in',
  summary: 'Routes my open task to the next task(s).', params: appParams, body: routeBody, data: z.object({ app_status: z.enum(CASE_STATUSES), next: z.array(currentTask) }),
});
export const executeTrigger = endpoint({
  method: 'PUT', path: `${PM_PREFIX}/cases/{app_uid}/execute-trigger/{tri_uid}`, access: 'signed-in',
  summary: 'Runs a trigger of my open task (the bare "execute-trigger" row); built-in triggers are declarative, never scripts.',
  params: z.object({ app_uid: uid, tri_uid: uid }), query: z.object({ del_index: z.coerce.number().int().min(1) }), data: z.record(z.string(), z.unknown()),
});
export const startCase = endpoint({
  method: 'POST', path: `${PM_PREFIX}/cases`, access: 'signed-in', summary: 'Starts a case (query pro_uid, tas_uid); the first task is mine as a draft.',
  query: z.object({ pro_uid: uid, tas_uid: uid }), data: z.object({ app_uid: z.string(), app_number: z.number().int(), del_index: z.number().int() }),
});

export const interruptedCase = z.object({
  app_uid: z.string(), app_number: z.number().int(), app_title: z.string(), pro_uid: z.string(), routing_started_at: z.string(), routing_user: z.string().nullable(),
});
export const listInterrupted = endpoint({
  method: 'GET', path: `${PM_PREFIX}/cases/interrupted`, access: manage,
  summary: 'Cases whose engine step began but never committed (crash): resumed or cancelled by an administrator, never automatically.', data: z.array(interruptedCase),
});
export const resumeInterrupted = endpoint({
  method: 'PUT', path: `${PM_PREFIX}/cases/{app_uid}/resume`, access: manage, summary: 'Re-runs the interrupted routing once from the last committed state.', params: appParams, data: z.object({ message: z.string() }),
});
export const cancelInterrupted = endpoint({
  method: 'PUT', path: `${PM_PREFIX}/cases/{app_uid}/cancel`, access: manage, summary: 'Cancels an interrupted case.', params: appParams, data: z.object({ message: z.string() }),
});
