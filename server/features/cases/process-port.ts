import type { CheckedFile } from '../files/one-file-form';
import type { FileRow } from '../files/files.repository';
import type {
  CaseCounters, CaseDetail, CaseDocument, CaseList, CaseListItem, CaseStatus, Dynaform, NextTask, PagedQuery, Project, Step,
} from '../../../src/contracts/cases';

/** Who asks: the signed-in user, and for the ProcessMaker adapter the bearer token of their cookie. */
export interface Caller {
  userId: number;
  /** ProcessMaker 3 token from the `_token` cookie (cookie name configurable), if any. */
  bearer?: string;
}

export type Paged = Required<Pick<PagedQuery, 'start' | 'limit'>> & Omit<PagedQuery, 'start' | 'limit'>;
export interface CurrentTask { tas_uid: string; tas_title: string; del_index: number; usr_uid: string | null; usr_name: string | null; del_thread_status: string }

/**
 * The process port: every case screen goes through it. Two adapters: the built-in BPMN engine
 * (default) and a ProcessMaker 3 server (PROCESS_ENGINE=processmaker). Record-level rules (only my
 * case, only my task) are the adapter's: SQL for the built-in one, the token's user for ProcessMaker.
 */
export interface ProcessPort {
  readonly kind: 'builtin' | 'processmaker';
  list(caller: Caller, list: CaseList, q: Paged): Promise<{ rows: CaseListItem[]; total: number }>;
  counters(caller: Caller): Promise<CaseCounters>;
  projects(caller: Caller): Promise<Project[]>;
  startingTasks(caller: Caller, prj_uid: string): Promise<{ act_uid: string; act_name: string }[]>;
  steps(caller: Caller, prj_uid: string, act_uid: string): Promise<Step[]>;
  dynaform(caller: Caller, prj_uid: string, dyn_uid: string): Promise<Dynaform>;
  start(caller: Caller, pro_uid: string, tas_uid: string): Promise<{ app_uid: string; app_number: number; del_index: number }>;
  getCase(caller: Caller, app_uid: string): Promise<CaseDetail>;
  variables(caller: Caller, app_uid: string): Promise<Record<string, unknown>>;
  saveVariables(caller: Caller, app_uid: string, del_index: number, dyn_uid: string, values: Record<string, unknown>): Promise<Record<string, unknown>>;
  executeTrigger(caller: Caller, app_uid: string, del_index: number, tri_uid: string): Promise<Record<string, unknown>>;
  nextStep(caller: Caller, app_uid: string, del_index: number): Promise<NextTask[]>;
  route(caller: Caller, app_uid: string, del_index: number, assignees: Record<string, string>): Promise<{ app_status: CaseStatus; next: CurrentTask[] }>;
  /** Files of the case's file controls (ProcessMaker's input documents). */
  documents(caller: Caller, app_uid: string): Promise<CaseDocument[]>;
  addDocument(caller: Caller, app_uid: string, fields: DocumentFields, file: CheckedFile): Promise<CaseDocument>;
  /** The built-in engine answers its files row (sent with ranges); ProcessMaker the bytes it sent. */
  documentFile(caller: Caller, app_uid: string, app_doc_uid: string): Promise<{ row: FileRow } | { file: CheckedFile }>;
}
export interface DocumentFields { del_index: number; var_name: string; inp_doc_uid?: string }
