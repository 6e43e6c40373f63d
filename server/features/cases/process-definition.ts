import type { DynaformContent } from '../../../src/contracts/cases';

/**
 * Apron's side of a built-in process: what BPMN cannot say in ProcessMaker's terms. The BPMN
 * source holds the flow (user tasks, exclusive gateways with `${environment.variables.x}`
 * conditions); this holds, per user task (act_uid = BPMN id), who may start from it, who gets it,
 * its steps (dynaforms) and their triggers.
 */
export type Assignment =
  /** The user who started the case. */
  | { kind: 'starter' }
  /** Users holding `role`; `sameDepartment` limits them to the starter's department (the starter's manager). */
  | { kind: 'role'; role: string; sameDepartment?: boolean };

/**
 * Triggers are data, never code (no script or SQL from a process is ever run): `set` writes a
 * case variable from a fixed value or one of a few server values.
 */
export interface TriggerDef {
  tri_uid: string;
  tri_title: string;
  set: Record<string, { value: unknown } | { from: 'now' | 'today' | 'current_user' | 'case_number' }>;
}

export interface StepDef { step_uid: string; dyn_uid: string; triggers_before?: string[]; triggers_after?: string[] }

export interface TaskDef {
  act_uid: string;
  act_name: string;
  /** Users of these roles may start a case from this task ('*' = any signed-in user). */
  starters?: string[];
  assignment: Assignment;
  steps: StepDef[];
}

export interface ProcessDefinition {
  tasks: TaskDef[];
  triggers: TriggerDef[];
  /** Case title; `{app_number}` and `{variable}` placeholders. */
  title: string;
  /** Case variable → typed column it is copied into. */
  indexed?: { category?: string; amount?: string; needed_on?: string };
}

export interface DemoProcess {
  prj_uid: string;
  prj_name: string;
  prj_description: string;
  bpmn: string;
  definition: ProcessDefinition;
  dynaforms: { dyn_uid: string; dyn_title: string; dyn_description?: string; dyn_content: DynaformContent }[];
}

export const taskOf = (d: ProcessDefinition, act_uid: string) => d.tasks.find((t) => t.act_uid === act_uid);
