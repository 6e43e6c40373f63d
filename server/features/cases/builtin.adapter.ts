import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  CASE_DOCUMENT_MESSAGES as DM, CASE_MESSAGES as M, documentIds, fileVariables, formRows, validateSubmission, type CaseStatus, type Dynaform, type DynaformContent, type NextTask, type Project, type Step,
} from '../../../src/contracts/cases';
import type { Database, Executor } from '../../db/client';
import { conflict, forbidden, invalid, notFound } from '../../plugins/http-errors';
import type { FileStore } from '../files/file-store';
import { filesRepository } from '../files/files.repository';
import { caseDocumentsRepository as docs } from './case-documents.repository';
import { casesRepository as repo, rowsOf, type CaseRow, type DelegationRow } from './cases.repository';
import { pmCases, pmDelegations, pmDynaforms, pmProcesses } from './cases.table';
import { completeTask, startProcess } from './engine';
import { taskOf, type ProcessDefinition, type TaskDef, type TriggerDef } from './process-definition';
import type { Caller, CurrentTask, ProcessPort } from './process-port';

const CASE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ProcessRow = typeof pmProcesses.$inferSelect & { definition: ProcessDefinition };
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export interface BuiltinOptions {
  /** Only its query client: the demo seed runs cases through this port with the seeding connection. */
  database: Pick<Database, 'db'>;
  clock: () => Date;
  /** Where attached files' bytes go (the app's file store); the demo seed, which attaches none, has none. */
  fileStore?: FileStore;
  /** Test hook: called after the engine step, before its result is committed (simulates a crash). */
  afterEngineStep?: (appUid: string) => void;
}

/** The built-in adapter: bpmn-engine for the flow, Apron's tables for everything a screen lists. */
export function builtinProcessPort(opts: BuiltinOptions): ProcessPort & {
  interrupted(): Promise<Awaited<ReturnType<typeof repo.interrupted>>>;
  resume(appUid: string): Promise<void>;
  cancel(appUid: string): Promise<void>;
} {
  const db = opts.database.db;

  async function process(prj_uid: string) {
    const [p] = await db.select().from(pmProcesses).where(eq(pmProcesses.prj_uid, prj_uid));
    if (!p) throw notFound();
    return p as ProcessRow;
  }
  async function dynaformRow(prj_uid: string, dyn_uid: string) {
    const [d] = await db.select().from(pmDynaforms).where(and(eq(pmDynaforms.prj_uid, prj_uid), eq(pmDynaforms.dyn_uid, dyn_uid)));
    if (!d) throw notFound();
    return d;
  }
  const toDynaform = (d: typeof pmDynaforms.$inferSelect): Dynaform => ({
    dyn_uid: d.dyn_uid, dyn_title: d.dyn_title, dyn_description: d.dyn_description, dyn_content: d.dyn_content as DynaformContent,
  });
  function toSteps(def: ProcessDefinition, task: TaskDef): Step[] {
    const trigger = (t: string) => def.triggers.find((x) => x.tri_uid === t);
    return task.steps.map((s, i) => ({
      step_uid: s.step_uid, step_type_obj: 'DYNAFORM', step_uid_obj: s.dyn_uid, step_position: i + 1,
      triggers: [
        ...(s.triggers_before ?? []).map((t, j) => ({ tri_uid: t, tri_title: trigger(t)?.tri_title ?? t, st_type: 'BEFORE', st_position: j + 1 })),
        ...(s.triggers_after ?? []).map((t, j) => ({ tri_uid: t, tri_title: trigger(t)?.tri_title ?? t, st_type: 'AFTER', st_position: j + 1 })),
      ],
    }));
  }
  async function mayStart(userId: number, task: TaskDef) {
    if (!task.starters?.length) return false;
    if (task.starters.includes('*')) return true;
    const mine = await repo.roleNames(db, userId);
    return task.starters.some((r) => mine.includes(r));
  }
  /** Who may take `task` of a case started by `starter`. */
  async function candidatesOf(task: TaskDef, starter: number) {
    if (task.assignment.kind === 'starter') return [{ id: starter, name: (await repo.userName(db, starter)) ?? '' }];
    const dept = task.assignment.sameDepartment ? await repo.primaryDepartment(db, starter) : null;
    return repo.candidates(db, task.assignment.role, dept);
  }
  const title = (def: ProcessDefinition, n: number, vars: Record<string, unknown>) =>
    def.title.replace(/\{(\w+)\}/g, (_, k: string) => (k === 'app_number' ? String(n) : String(vars[k] ?? ''))).slice(0, 300);
  /** Filterable variables copied into typed, indexed columns. */
  function indexedColumns(def: ProcessDefinition, vars: Record<string, unknown>) {
    const ix = def.indexed ?? {};
    const num = ix.amount ? Number(vars[ix.amount]) : NaN;
    const day = ix.needed_on ? String(vars[ix.needed_on] ?? '').slice(0, 10) : '';
    return {
      category: ix.category && vars[ix.category] != null ? String(vars[ix.category]).slice(0, 40) : null,
      amount: Number.isFinite(num) ? String(num) : null,
      needed_on: /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null,
    };
  }

  /** Built-in cases are UUIDs: any other app_uid names no case (and must not reach a uuid column). */
  function mustBeCaseId(appUid: string) {
    if (!CASE_ID.test(appUid)) throw notFound();
  }

  async function caseFor(caller: Caller, appUid: string) {
    mustBeCaseId(appUid);
    const c = await repo.visibleCase(db, appUid, caller.userId, false);
    if (!c) throw notFound();
    return c;
  }
  /** My open delegation, or 404 when the case is not visible and 403 when it is but the task is not mine. */
  async function myTask(caller: Caller, appUid: string, delIndex: number) {
    const c = await caseFor(caller, appUid);
    const d = await repo.myOpenDelegation(db, appUid, delIndex, caller.userId);
    if (!d) throw forbidden(M.notYours);
    const p = await process(c.prj_uid);
    const task = taskOf(p.definition, d.tas_uid);
    if (!task) throw notFound();
    return { c, d, p, task };
  }
  /** A file control names only files attached to this case (an id from another case is refused). */
  async function checkDocuments(appUid: string, content: DynaformContent, values: Record<string, unknown>) {
    const errors: Record<string, string[]> = {};
    for (const v of fileVariables(content)) {
      const ids = documentIds(values[v.name]);
      if (!ids.length) continue;
      const known = await docs.ofCase(db, appUid, ids);
      if (ids.some((id) => !known.has(id.toLowerCase()))) errors[v.name] = [DM.notThisCase(v.label)];
    }
    if (Object.keys(errors).length) throw invalid(errors);
  }
  async function claim(tx: Executor, d: DelegationRow, me: number) {
    if (d.user_id === null) await tx.update(pmDelegations).set({ user_id: me }).where(and(eq(pmDelegations.id, d.id), sql`user_id is null`));
  }

  function runTrigger(t: TriggerDef, vars: Record<string, unknown>, me: number, c: CaseRow, name: string | null) {
    const now = opts.clock();
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(t.set)) {
      if ('value' in v) out[k] = v.value;
      else if (v.from === 'now') out[k] = now.toISOString();
      else if (v.from === 'today') out[k] = now.toISOString().slice(0, 10);
      else if (v.from === 'current_user') out[k] = name ?? String(me);
      else out[k] = c.app_number;
    }
    return { ...vars, ...out };
  }

  /** Required fields of every step form of the task, checked against the saved variables before routing. */
  async function checkTaskForms(prj_uid: string, task: TaskDef, vars: Record<string, unknown>) {
    for (const s of task.steps) {
      const d = await dynaformRow(prj_uid, s.dyn_uid);
      const r = validateSubmission(formRows(d.dyn_content as DynaformContent), vars);
      if (!r.ok) throw invalid(r.errors);
    }
  }

  /**
   * One engine step, never applied twice: the routing token is committed first; the result is
   * committed only if the token is still ours. A crash in between leaves the token for an administrator.
   */
  async function step(c: CaseRow, p: ProcessRow, d: DelegationRow, me: number, assignees: Record<string, string>, token: string) {
    const before = new Set((await db.select().from(pmDelegations).where(and(eq(pmDelegations.app_uid, c.app_uid), eq(pmDelegations.thread_status, 'OPEN')))).map((x) => x.tas_uid));
    const result = await completeTask(p.prj_uid, c.engine_state, d.tas_uid, c.variables);
    opts.afterEngineStep?.(c.app_uid);
    const now = opts.clock();
    const fresh = result.waiting.filter((t) => t === d.tas_uid ? true : !before.has(t));
    const next: CurrentTask[] = [];
    // Who may take each new task is read before the transaction (PGlite has one connection).
    const starterDept = await repo.primaryDepartment(db, c.init_user_id);
    const plans: { tas: string; task: TaskDef; people: { id: number; name: string }[] }[] = [];
    for (const tas of fresh) {
      const task = taskOf(p.definition, tas);
      if (!task) throw new Error(`process ${p.prj_uid} has no task ${tas}`);
      plans.push({ tas, task, people: await candidatesOf(task, c.init_user_id) });
    }
    await db.transaction(async (tx) => {
      const closed = await tx.update(pmDelegations).set({ thread_status: 'CLOSED', finished_at: now, user_id: d.user_id ?? me })
        .where(and(eq(pmDelegations.id, d.id), eq(pmDelegations.thread_status, 'OPEN'))).returning();
      if (!closed.length) throw conflict(M.closed);
      const maxIndex = rowsOf<{ n: number }>(await tx.execute(sql`select coalesce(max(del_index), 0)::int as n from pm_delegations where app_uid = ${c.app_uid}`))[0]!.n;
      let index = Number(maxIndex);
      for (const { tas, task, people } of plans) {
        const chosen = assignees[tas];
        if (chosen && !people.some((u) => String(u.id) === chosen)) throw invalid({ assignees: [M.badAssignee] });
        const userId = chosen ? Number(chosen) : people.length === 1 ? people[0]!.id : null;
        if (userId === null && (task.assignment.kind !== 'role' || people.length === 0)) throw invalid({ assignees: [M.noAssignee] });
        index += 1;
        await tx.insert(pmDelegations).values({
          app_uid: c.app_uid, del_index: index, tas_uid: tas, tas_title: task.act_name, user_id: userId, previous_user_id: me,
          candidate_role: task.assignment.kind === 'role' ? task.assignment.role : null,
          candidate_department_id: task.assignment.kind === 'role' && task.assignment.sameDepartment ? starterDept : null,
          thread_status: 'OPEN', delegated_at: now,
        });
        next.push({ tas_uid: tas, tas_title: task.act_name, del_index: index, usr_uid: userId === null ? null : String(userId),
          usr_name: userId === null ? null : people.find((u) => u.id === userId)?.name ?? null, del_thread_status: 'OPEN' });
      }
      const status: CaseStatus = result.ended ? 'COMPLETED' : 'TO_DO';
      const done = await tx.update(pmCases).set({ app_status: status, engine_state: result.state, routing_token: null, routing_started_at: null, routing_user_id: null, updated_at: now })
        .where(and(eq(pmCases.app_uid, c.app_uid), eq(pmCases.routing_token, token))).returning({ app_uid: pmCases.app_uid });
      if (!done.length) throw conflict(M.inFlight);
    });
    return { app_status: (result.ended ? 'COMPLETED' : 'TO_DO') as CaseStatus, next };
  }

  async function takeToken(appUid: string, me: number, delIndex: number, expected: string | null) {
    const token = `${delIndex}:${randomUUID()}`;
    const taken = await db.update(pmCases).set({ routing_token: token, routing_started_at: opts.clock(), routing_user_id: me })
      .where(and(eq(pmCases.app_uid, appUid), expected === null ? sql`routing_token is null` : eq(pmCases.routing_token, expected))).returning({ app_uid: pmCases.app_uid });
    if (!taken.length) throw conflict(M.inFlight);
    return token;
  }

  return {
    kind: 'builtin',
    list: (caller, list, q) => repo.list(db, list, caller.userId, q),
    counters: (caller) => repo.counters(db, caller.userId),
    async projects(): Promise<Project[]> {
      const rows = (await db.select().from(pmProcesses).orderBy(pmProcesses.prj_name)) as ProcessRow[];
      return rows.map((p) => ({ prj_uid: p.prj_uid, prj_name: p.prj_name, prj_description: p.prj_description, prj_status: p.prj_status,
        tasks: p.definition.tasks.map((t) => ({ act_uid: t.act_uid, act_name: t.act_name, act_type: 'TASK' })) }));
    },
    async startingTasks(caller, prj_uid) {
      const p = await process(prj_uid);
      if (p.prj_status !== 'ACTIVE') return [];
      const out = [];
      for (const t of p.definition.tasks) if (await mayStart(caller.userId, t)) out.push({ act_uid: t.act_uid, act_name: t.act_name });
      return out;
    },
    async steps(_caller, prj_uid, act_uid) {
      const p = await process(prj_uid);
      const t = taskOf(p.definition, act_uid);
      if (!t) throw notFound();
      return toSteps(p.definition, t);
    },
    dynaform: async (_caller, prj_uid, dyn_uid) => toDynaform(await dynaformRow(prj_uid, dyn_uid)),

    async start(caller, pro_uid, tas_uid) {
      const p = await process(pro_uid);
      const task = taskOf(p.definition, tas_uid);
      if (p.prj_status !== 'ACTIVE' || !task || !(await mayStart(caller.userId, task))) throw forbidden(M.notStartable);
      const result = await startProcess(p.prj_uid, p.bpmn, {});
      if (!result.waiting.includes(tas_uid)) throw forbidden(M.notStartable);
      const now = opts.clock();
      return db.transaction(async (tx) => {
        const [c] = await tx.insert(pmCases).values({ prj_uid: p.prj_uid, app_title: p.prj_name, app_status: 'DRAFT', init_user_id: caller.userId,
          variables: {}, engine_state: result.state, created_at: now, updated_at: now }).returning();
        await tx.update(pmCases).set({ app_title: title(p.definition, c!.app_number, {}) }).where(eq(pmCases.app_uid, c!.app_uid));
        await tx.insert(pmDelegations).values({ app_uid: c!.app_uid, del_index: 1, tas_uid, tas_title: task.act_name, user_id: caller.userId, thread_status: 'OPEN', delegated_at: now });
        return { app_uid: c!.app_uid, app_number: c!.app_number, del_index: 1 };
      });
    },

    async getCase(caller, appUid) {
      const c = await caseFor(caller, appUid);
      const ds = await repo.delegations(db, appUid);
      const cur = (d: (typeof ds)[number]): CurrentTask => ({ tas_uid: d.tas_uid, tas_title: d.tas_title, del_index: d.del_index,
        usr_uid: d.user_id === null ? null : String(d.user_id), usr_name: d.usr_name, del_thread_status: d.thread_status });
      const open = ds.filter((d) => d.thread_status === 'OPEN');
      let mine = open.find((d) => d.user_id === caller.userId);
      if (!mine) for (const d of open.filter((x) => x.user_id === null)) if (await repo.myOpenDelegation(db, appUid, d.del_index, caller.userId)) { mine = d; break; }
      return {
        app_uid: c.app_uid, app_number: Number(c.app_number), app_name: c.app_title, app_status: c.app_status, pro_uid: c.prj_uid, pro_name: c.prj_name,
        app_init_usr_uid: String(c.init_user_id), app_init_usr_username: c.init_name, app_create_date: iso(c.created_at)!, app_update_date: iso(c.updated_at)!,
        current_task: open.map(cur), my_task: mine ? cur(mine) : null,
        history: ds.map((d) => ({ del_index: d.del_index, tas_uid: d.tas_uid, tas_title: d.tas_title, usr_name: d.usr_name, del_delegate_date: iso(d.delegated_at)!, del_finish_date: iso(d.finished_at) })),
      };
    },
    variables: async (caller, appUid) => (await caseFor(caller, appUid)).variables,

    async saveVariables(caller, appUid, delIndex, dyn_uid, values) {
      const { c, d, p, task } = await myTask(caller, appUid, delIndex);
      if (!task.steps.some((s) => s.dyn_uid === dyn_uid)) throw notFound();
      const form = await dynaformRow(p.prj_uid, dyn_uid);
      const checked = validateSubmission(formRows(form.dyn_content as DynaformContent), values);
      if (!checked.ok) throw invalid(checked.errors);
      await checkDocuments(c.app_uid, form.dyn_content as DynaformContent, checked.values);
      const vars = { ...c.variables, ...checked.values };
      await db.transaction(async (tx) => {
        await claim(tx, d, caller.userId);
        await tx.update(pmCases).set({ variables: vars, ...indexedColumns(p.definition, vars), app_title: title(p.definition, Number(c.app_number), vars), updated_at: opts.clock() })
          .where(eq(pmCases.app_uid, c.app_uid));
      });
      return vars;
    },

    async executeTrigger(caller, appUid, delIndex, tri_uid) {
      const { c, d, p, task } = await myTask(caller, appUid, delIndex);
      const ids = task.steps.flatMap((s) => [...(s.triggers_before ?? []), ...(s.triggers_after ?? [])]);
      const t = p.definition.triggers.find((x) => x.tri_uid === tri_uid);
      if (!t || !ids.includes(tri_uid)) throw notFound();
      const vars = runTrigger(t, c.variables, caller.userId, c, await repo.userName(db, caller.userId));
      await db.transaction(async (tx) => {
        await claim(tx, d, caller.userId);
        await tx.update(pmCases).set({ variables: vars, updated_at: opts.clock() }).where(eq(pmCases.app_uid, c.app_uid));
      });
      return vars;
    },

    async nextStep(caller, appUid, delIndex): Promise<NextTask[]> {
      const { c, d, p } = await myTask(caller, appUid, delIndex);
      // A dry run on a copy of the state: the gateways decide on the saved variables; nothing is stored.
      const result = await completeTask(p.prj_uid, c.engine_state, d.tas_uid, c.variables);
      if (result.ended) return [{ tas_uid: '', tas_title: '', end: true, users: [] }];
      const open = new Set((await repo.delegations(db, appUid)).filter((x) => x.thread_status === 'OPEN' && x.id !== d.id).map((x) => x.tas_uid));
      const out: NextTask[] = [];
      for (const tas of result.waiting.filter((t) => !open.has(t))) {
        const task = taskOf(p.definition, tas);
        if (!task) continue;
        const people = await candidatesOf(task, c.init_user_id);
        out.push({ tas_uid: tas, tas_title: task.act_name, end: false, users: people.map((u) => ({ usr_uid: String(u.id), usr_name: u.name })) });
      }
      return out;
    },

    async route(caller, appUid, delIndex, assignees) {
      const { c, d, p, task } = await myTask(caller, appUid, delIndex);
      if (c.routing_token) throw conflict(M.inFlight);
      await checkTaskForms(p.prj_uid, task, c.variables);
      const token = await takeToken(appUid, caller.userId, delIndex, null);
      return step(c, p, d, caller.userId, assignees, token);
    },

    documents: (caller, appUid) => docs.list(db, appUid, caller.userId),
    async addDocument(caller, appUid, fields, file) {
      const { c, p, task } = await myTask(caller, appUid, fields.del_index);
      // Only into a file control of this task's forms.
      const forms = await Promise.all(task.steps.map((s) => dynaformRow(p.prj_uid, s.dyn_uid)));
      if (!forms.some((f) => fileVariables(f.dyn_content as DynaformContent).some((v) => v.name === fields.var_name))) throw notFound();
      if (!opts.fileStore) throw new Error('the built-in engine was given no file store');
      const { sha256, size } = await opts.fileStore.put(file.bytes);
      const at = opts.clock();
      return db.transaction(async (tx) => {
        const row = await filesRepository.insert(tx, { sha256, size, mime_type: file.mime, original_name: file.name, owner_user_id: caller.userId, created_at: at });
        return docs.insert(tx, { app_uid: c.app_uid, del_index: fields.del_index, file_id: row.id, var_name: fields.var_name, created_by: caller.userId, created_at: at });
      });
    },
    async documentFile(caller, appUid, appDocUid) {
      const row = await docs.file(db, appUid, appDocUid, caller.userId);
      if (!row) throw notFound();
      return { row };
    },

    async interrupted() {
      return repo.interrupted(db, new Date(opts.clock().getTime() - 60_000));
    },
    async resume(appUid) {
      mustBeCaseId(appUid);
      const [c] = (await db.select().from(pmCases).where(eq(pmCases.app_uid, appUid))) as CaseRow[];
      if (!c?.routing_token) throw conflict(M.notInterrupted);
      const delIndex = Number(c.routing_token.split(':')[0]);
      const [d] = (await db.select().from(pmDelegations).where(and(eq(pmDelegations.app_uid, appUid), eq(pmDelegations.del_index, delIndex)))) as DelegationRow[];
      if (!d || d.thread_status !== 'OPEN') throw conflict(M.notInterrupted);
      // Taking over the old token: a second resume (or the crashed request waking up) finds it gone.
      const token = await takeToken(appUid, c.routing_user_id ?? d.user_id ?? c.init_user_id, delIndex, c.routing_token);
      await step(c, await process(c.prj_uid), d, c.routing_user_id ?? d.user_id ?? c.init_user_id, {}, token);
    },
    async cancel(appUid) {
      mustBeCaseId(appUid);
      const [c] = (await db.select().from(pmCases).where(eq(pmCases.app_uid, appUid))) as CaseRow[];
      if (!c?.routing_token) throw conflict(M.notInterrupted);
      const now = opts.clock();
      await db.transaction(async (tx) => {
        const done = await tx.update(pmCases).set({ app_status: 'CANCELLED', routing_token: null, routing_started_at: null, routing_user_id: null, updated_at: now })
          .where(and(eq(pmCases.app_uid, appUid), eq(pmCases.routing_token, c.routing_token!))).returning({ app_uid: pmCases.app_uid });
        if (!done.length) throw conflict(M.notInterrupted);
        await tx.update(pmDelegations).set({ thread_status: 'CLOSED', finished_at: now }).where(and(eq(pmDelegations.app_uid, appUid), eq(pmDelegations.thread_status, 'OPEN')));
      });
    },
  };
}
