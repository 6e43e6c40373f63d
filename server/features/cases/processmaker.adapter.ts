import {
  CASE_MESSAGES as M, formRows, validateSubmission, type CaseCounters, type CaseDetail, type CaseDocument, type CaseList, type CaseListItem, type CaseStatus,
  type Dynaform, type DynaformContent, type NextTask, type Project, type Step,
} from '../../../src/contracts/cases';
import { forbidden, HttpError, invalid, notFound } from '../../plugins/http-errors';
import { cleanFileName, sniffMimeType } from '../files/file-safety';
import type { Caller, CurrentTask, Paged, ProcessPort } from './process-port';

/**
 * The ProcessMaker 3 REST adapter (spec 3 §7 Process API, ProcessMaker 3's documented
 * /api/1.0/{workspace} endpoints). The user's own bearer token (cookie `_token`) is forwarded so
 * ProcessMaker applies its own case rules; the configured token is used only when there is none.
 */
export interface ProcessMakerConfig {
  /** e.g. https://pm.example/api/1.0/workflow */
  baseUrl: string;
  token?: string;
  timeoutMs: number;
}

type Json = Record<string, unknown>;
const str = (v: unknown) => (v === undefined || v === null ? null : String(v));
const num = (v: unknown) => Number(v ?? 0);
const STATUSES: readonly string[] = ['DRAFT', 'TO_DO', 'COMPLETED', 'CANCELLED'];
const status = (v: unknown): CaseStatus => (STATUSES.includes(String(v)) ? (String(v) as CaseStatus) : 'TO_DO');
const when = (v: unknown) => (v ? new Date(String(v).replace(' ', 'T')).toISOString() : null);

const LIST_PATHS: Record<CaseList, string> = {
  inbox: 'cases/paged', draft: 'cases/draft/paged', participated: 'cases/participated/paged', unassigned: 'cases/unassigned/paged',
};

export function toListItem(r: Json): CaseListItem {
  return {
    app_uid: String(r.app_uid), app_number: num(r.app_number), app_title: String(r.app_title ?? r.app_pro_title ?? ''),
    app_status: status(r.app_status), pro_uid: String(r.pro_uid ?? ''), app_pro_title: String(r.app_pro_title ?? ''),
    tas_uid: str(r.tas_uid), app_tas_title: str(r.app_tas_title), del_index: r.del_index === undefined ? null : num(r.del_index),
    app_current_user: str(r.app_current_user), app_init_user: str(r.app_init_user ?? r.app_del_previous_user),
    del_delegate_date: when(r.del_delegate_date), app_update_date: when(r.app_update_date) ?? new Date(0).toISOString(),
    category: str(r.app_cat_uid ?? r.category),
  };
}

/** The delegations of a case's tasks, oldest first: each task lists the delegations made to it. */
export function historyOf(tasks: unknown): CaseDetail['history'] {
  if (!Array.isArray(tasks)) return [];
  const name = (d: Json) => [d.usr_firstname, d.usr_lastname].filter(Boolean).join(' ') || str(d.usr_username);
  return (tasks as Json[])
    .flatMap((t) => ((t.delegations as Json[] | undefined) ?? []).map((d) => ({
      del_index: num(d.del_index), tas_uid: String(t.tas_uid ?? ''), tas_title: String(t.tas_title ?? ''), usr_name: name(d),
      del_delegate_date: when(d.del_init_date ?? d.del_delegate_date) ?? new Date(0).toISOString(), del_finish_date: when(d.del_finish_date),
    })))
    .sort((a, b) => a.del_index - b.del_index);
}

const toDocument = (d: Json): CaseDocument => ({
  app_doc_uid: String(d.app_doc_uid ?? ''), app_doc_filename: String(d.app_doc_filename ?? ''),
  app_doc_create_date: when(d.app_doc_create_date) ?? new Date(0).toISOString(), var_name: str(d.var_name),
});

export function processMakerPort(config: ProcessMakerConfig): ProcessPort {
  /** One request to ProcessMaker with the caller's token; its refusals mapped to ours. A FormData body goes as multipart. */
  async function request(caller: Caller, method: string, path: string, body?: unknown): Promise<Response> {
    const token = caller.bearer || config.token;
    const form = body instanceof FormData;
    let res: Response;
    try {
      res = await fetch(`${config.baseUrl}/${path}`, {
        method, signal: AbortSignal.timeout(config.timeoutMs),
        headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}) },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      });
    } catch {
      throw new HttpError(502, { message: M.engineUnavailable });
    }
    if (res.status === 404) throw notFound();
    if (res.status === 401 || res.status === 403) throw forbidden(M.notYours);
    if (!res.ok) throw new HttpError(502, { message: M.engineUnavailable });
    return res;
  }
  async function call<T>(caller: Caller, method: string, path: string, body?: unknown): Promise<T> {
    const text = await (await request(caller, method, path, body)).text();
    return (text ? JSON.parse(text) : {}) as T;
  }
  const q = (o: Record<string, string | number | undefined>) =>
    new URLSearchParams(Object.entries(o).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)])).toString();

  async function dynaform(caller: Caller, prj_uid: string, dyn_uid: string): Promise<Dynaform> {
    const d = await call<Json>(caller, 'GET', `project/${enc(prj_uid)}/dynaform/${enc(dyn_uid)}`);
    const content = typeof d.dyn_content === 'string' ? (JSON.parse(d.dyn_content) as DynaformContent) : (d.dyn_content as DynaformContent);
    return { dyn_uid: String(d.dyn_uid ?? dyn_uid), dyn_title: String(d.dyn_title ?? ''), dyn_description: str(d.dyn_description), dyn_content: content ?? { items: [] } };
  }
  const currentTask = (t: Json): CurrentTask => ({
    tas_uid: String(t.tas_uid), tas_title: String(t.tas_title ?? ''), del_index: num(t.del_index), usr_uid: str(t.usr_uid),
    usr_name: str(t.usr_name), del_thread_status: String(t.del_thread_status ?? 'OPEN'),
  });

  const port: ProcessPort = {
    kind: 'processmaker',
    async list(caller, list, p: Paged) {
      const r = await call<{ data?: Json[]; total?: number }>(caller, 'GET', `${LIST_PATHS[list]}?${q({ start: p.start, limit: p.limit, search: p.search, pro_uid: p.pro_uid, category: p.category })}`);
      return { rows: (r.data ?? []).map(toListItem), total: num(r.total) };
    },
    async counters(caller): Promise<CaseCounters> {
      const totals = await Promise.all((['inbox', 'draft', 'participated', 'unassigned'] as const).map((l) => port.list(caller, l, { start: 1, limit: 1 }).then((r) => r.total)));
      return { inbox: totals[0]!, draft: totals[1]!, participated: totals[2]!, unassigned: totals[3]! };
    },
    async projects(caller): Promise<Project[]> {
      const rows = await call<Json[]>(caller, 'GET', 'project');
      return rows.map((p) => ({
        prj_uid: String(p.prj_uid), prj_name: String(p.prj_name ?? ''), prj_description: str(p.prj_description), prj_status: String(p.prj_status ?? ''),
        tasks: Array.isArray(p.tasks) ? (p.tasks as Json[]).map((t) => ({ act_uid: String(t.act_uid ?? t.tas_uid), act_name: String(t.act_name ?? t.tas_title ?? '') })) : [],
      }));
    },
    async startingTasks(caller, prj_uid) {
      const rows = await call<Json[]>(caller, 'GET', `project/${enc(prj_uid)}/starting-tasks`);
      return rows.map((t) => ({ act_uid: String(t.act_uid), act_name: String(t.act_name ?? '') }));
    },
    async steps(caller, prj_uid, act_uid): Promise<Step[]> {
      const rows = await call<Json[]>(caller, 'GET', `project/${enc(prj_uid)}/activity/${enc(act_uid)}/steps`);
      return rows.map((s, i) => ({
        step_uid: String(s.step_uid), step_type_obj: String(s.step_type_obj ?? 'DYNAFORM'), step_uid_obj: String(s.step_uid_obj),
        step_position: num(s.step_position ?? i + 1), step_condition: s.step_condition ? String(s.step_condition) : undefined,
        triggers: ((s.triggers as Json[] | undefined) ?? []).map((t, j) => ({ tri_uid: String(t.tri_uid), tri_title: String(t.tri_title ?? ''), st_type: String(t.st_type ?? 'BEFORE'), st_position: num(t.st_position ?? j + 1) })),
      }));
    },
    dynaform,
    async start(caller, pro_uid, tas_uid) {
      const r = await call<Json>(caller, 'POST', 'cases', { pro_uid, tas_uid });
      return { app_uid: String(r.app_uid), app_number: num(r.app_number), del_index: 1 };
    },
    async getCase(caller, app_uid): Promise<CaseDetail> {
      // The case, and its tasks with their delegations (ProcessMaker 3: GET cases/{app_uid}/tasks) for the history.
      const [c, tasks] = await Promise.all([call<Json>(caller, 'GET', `cases/${enc(app_uid)}`), call<unknown>(caller, 'GET', `cases/${enc(app_uid)}/tasks`)]);
      const current = ((c.current_task as Json[] | undefined) ?? []).map(currentTask);
      return {
        app_uid: String(c.app_uid), app_number: num(c.app_number), app_name: String(c.app_name ?? ''), app_status: status(c.app_status),
        pro_uid: String(c.pro_uid ?? ''), pro_name: String(c.pro_name ?? ''), app_init_usr_uid: String(c.app_init_usr_uid ?? ''),
        app_init_usr_username: String(c.app_init_usr_username ?? ''), app_create_date: when(c.app_create_date) ?? new Date(0).toISOString(),
        app_update_date: when(c.app_update_date) ?? new Date(0).toISOString(), current_task: current,
        // ProcessMaker answers with the token's user: an open current task is theirs to work on.
        my_task: current.find((t) => t.del_thread_status === 'OPEN') ?? null, history: historyOf(tasks),
      };
    },
    variables: (caller, app_uid) => call<Json>(caller, 'GET', `cases/${enc(app_uid)}/variables`),
    async saveVariables(caller, app_uid, del_index, dyn_uid, values) {
      const c = await port.getCase(caller, app_uid);
      const form = await dynaform(caller, c.pro_uid, dyn_uid);
      const checked = validateSubmission(formRows(form.dyn_content), values);
      if (!checked.ok) throw invalid(checked.errors);
      await call(caller, 'PUT', `cases/${enc(app_uid)}/variable?${q({ del_index })}`, checked.values);
      return call<Json>(caller, 'GET', `cases/${enc(app_uid)}/variables`);
    },
    async executeTrigger(caller, app_uid, _del_index, tri_uid) {
      await call(caller, 'PUT', `cases/${enc(app_uid)}/execute-trigger/${enc(tri_uid)}`);
      return call<Json>(caller, 'GET', `cases/${enc(app_uid)}/variables`);
    },
    async nextStep(caller, app_uid, del_index): Promise<NextTask[]> {
      const rows = await call<Json[]>(caller, 'GET', `light/get-next-step/${enc(app_uid)}?${q({ del_index })}`);
      return (Array.isArray(rows) ? rows : []).map((t) => ({
        tas_uid: String(t.tas_uid ?? ''), tas_title: String(t.tas_title ?? ''), end: !t.tas_uid,
        users: ((t.users as Json[] | undefined) ?? []).map((u) => ({ usr_uid: String(u.usr_uid), usr_name: String(u.usr_name ?? u.usr_username ?? '') })),
      }));
    },
    async route(caller, app_uid, del_index, assignees) {
      await call(caller, 'PUT', `cases/${enc(app_uid)}/route-case`, { del_index, ...(Object.keys(assignees).length ? { assignees } : {}) });
      const c = await port.getCase(caller, app_uid);
      return { app_status: c.app_status, next: c.current_task };
    },
    async documents(caller, app_uid) {
      const rows = await call<unknown>(caller, 'GET', `cases/${enc(app_uid)}/input-documents`);
      return (Array.isArray(rows) ? (rows as Json[]) : []).map(toDocument);
    },
    async addDocument(caller, app_uid, fields, file) {
      // ProcessMaker 3's upload: the file in `form`, the task it belongs to, and the control's input document.
      const task = (await port.getCase(caller, app_uid)).current_task.find((t) => t.del_index === fields.del_index);
      if (!task) throw forbidden(M.notYours);
      const body = new FormData();
      body.append('form', new Blob([new Uint8Array(file.bytes)], { type: file.mime }), file.name);
      body.append('tas_uid', task.tas_uid);
      body.append('app_doc_comment', '');
      if (fields.inp_doc_uid) body.append('inp_doc_uid', fields.inp_doc_uid);
      return { ...toDocument(await call<Json>(caller, 'POST', `cases/${enc(app_uid)}/input-document`, body)), var_name: fields.var_name };
    },
    async documentFile(caller, app_uid, app_doc_uid) {
      const res = await request(caller, 'GET', `cases/${enc(app_uid)}/input-document/${enc(app_doc_uid)}/file`);
      const bytes = Buffer.from(await res.arrayBuffer());
      const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1];
      // The bytes are judged again here: a type ProcessMaker sent is never trusted as such.
      const mime = sniffMimeType(bytes, cleanFileName(name ? decodeURIComponent(name) : 'dosya'));
      if (!mime) throw new HttpError(502, { message: M.engineUnavailable });
      return { file: { bytes, name: cleanFileName(name ? decodeURIComponent(name) : 'dosya'), mime } };
    },
  };
  return port;
}
const enc = encodeURIComponent;
