import { z } from 'zod';
import { endpoint, id, idParams, listQuery, okMessage, text } from '../http';
import { EMPLOYEE_ACCESS as A } from './access';
import { CONFLICT_MESSAGES } from './conflicts';
import { day } from './schemas';

/**
 * Reward, penalty, absenteeism and report records (spec 1 §3, §4, §7) and their types with
 * reasons. A type's performance_type.type says whether its records are reports ('re') or
 * absenteeism ('d'); those are checked for conflicts (./conflicts.ts).
 */
export const REWARD_PENALTY_KINDS = ['reward', 'penalty'] as const;
export const PERFORMANCE_TYPE_CODES = ['re', 'd'] as const;

export const rewardPenaltyReason = z.object({
  id: z.number(), guid: z.string(), name: z.string(), code: z.string(),
  attributes: z.object({ is_penalty: z.boolean(), is_notified: z.boolean() }),
  schedule_id: z.number().nullable(), deleted_at: z.string().nullable(),
});
export const rewardPenaltyType = z.object({
  id: z.number(), name: z.string(), type: z.enum(REWARD_PENALTY_KINDS), type_id: z.number(),
  performance_type: z.object({ status: z.boolean(), type: z.enum(PERFORMANCE_TYPE_CODES).nullable() }),
  reasons: z.array(rewardPenaltyReason),
});
export type RewardPenaltyType = z.infer<typeof rewardPenaltyType>;

/** Codes: a comma-separated list of short codes ('D1,D2'). */
const codeList = text(255).regex(/^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$|^$/, 'Kodlar virgülle ayrılmış olmalıdır.');
export const rewardPenaltyTypeBody = z.object({
  name: text(120).min(1),
  type: z.enum(REWARD_PENALTY_KINDS, 'Tip Seçiniz'),
  performance_type: z.object({ status: z.boolean(), type: z.enum(PERFORMANCE_TYPE_CODES).nullable() }),
  reasons: z.array(z.object({
    guid: z.uuid().optional(), name: text(255).min(1), code: codeList.default(''),
    is_penalty: z.boolean().default(false), is_notified: z.boolean().default(false), schedule_id: z.number().int().positive().max(2147483647).nullable().optional(),
  })).max(100),
});

export const rewardPenaltyRecord = z.object({
  id: z.number(), employee_reward_penalty_type_id: z.number(), type_name: z.string(), kind: z.enum(PERFORMANCE_TYPE_CODES).nullable(),
  reason: z.string().nullable(), reason_guid: z.string().nullable(), reward_penalty_reason_id: z.number().nullable(), reason_name: z.string().nullable(),
  event_at: z.string(), report_finish_date: z.string().nullable(), discipline_at: z.string().nullable(), evaluated: z.boolean(),
  deleted_at: z.string().nullable(), created_at: z.string(),
});
export type RewardPenaltyRecord = z.infer<typeof rewardPenaltyRecord>;

export const rewardPenaltyBody = z.object({
  employee_reward_penalty_type_id: z.number({ message: 'Tip Seçiniz' }).int().positive().max(2147483647),
  reason_guid: z.uuid({ message: 'Neden ve Kiriter Seçiniz' }),
  reason: text(2000).nullable().optional(),
  event_at: day,
  report_finish_date: day.nullable().optional(),
  discipline_at: day.nullable().optional(),
  /** A report over one absence: the user confirmed the absence is deleted (spec 1 §4). */
  deleting_record: z.number().int().positive().max(2147483647).nullable().optional(),
}).refine((b) => !b.report_finish_date || b.report_finish_date >= b.event_at, {
  path: ['report_finish_date'], message: 'Rapor bitiş tarihi olay tarihinden önce olamaz.',
});

const employeeParams = idParams;
const recordParams = z.object({ id, rid: id });
const typeParams = z.object({ typeId: id });

export const listRewardPenalty = endpoint({
  method: 'GET', path: '/gss/employee/{id}/reward-penalty', access: A.view, summary: 'Records of one type, filtered and sorted.', params: employeeParams,
  query: listQuery.extend({
    type_id: z.coerce.number().int().positive().max(2147483647).default(1), reason_guid: z.uuid().optional(),
    report_start_date: day.optional(), report_finish_date: day.optional(),
  }),
  data: z.array(rewardPenaltyRecord),
});
const recordForm = z.object({ types: z.array(rewardPenaltyType), item: rewardPenaltyRecord.nullable() });
export const rewardPenaltyCreateForm = endpoint({ method: 'GET', path: '/gss/employee/{id}/reward-penalty/create', access: A.edit, summary: 'Record form: the types and reasons.', params: employeeParams, data: recordForm });
export const rewardPenaltyEditForm = endpoint({
  method: 'GET', path: '/gss/employee/{id}/reward-penalty/{rid}/edit', access: A.edit, summary: 'Record edit form.', params: recordParams,
  query: z.object({ type_id: z.coerce.number().int().positive().max(2147483647).optional() }), data: recordForm,
});
export const createRewardPenalty = endpoint({ method: 'POST', path: '/gss/employee/{id}/reward-penalty', access: A.edit, summary: 'Adds a record (conflict rules apply).', params: employeeParams, body: rewardPenaltyBody, data: rewardPenaltyRecord });
export const updateRewardPenalty = endpoint({ method: 'PUT', path: '/gss/employee/{id}/reward-penalty/{rid}', access: A.edit, summary: 'Updates a record (type unchangeable).', params: recordParams, body: rewardPenaltyBody, data: rewardPenaltyRecord });
export const deleteRewardPenalty = endpoint({ method: 'DELETE', path: '/gss/employee/{id}/reward-penalty/{rid}', access: A.edit, summary: 'Deletes a record (soft).', params: recordParams, data: okMessage });
export const evaluateRewardPenalty = endpoint({
  method: 'PUT', path: '/gss/employee/{id}/reward-penalty/{rid}/evaluated', access: A.edit, summary: 'Marks a record evaluated (or not).', params: recordParams,
  body: z.object({ evaluated: z.boolean() }), data: rewardPenaltyRecord,
});
export const changeRewardPenaltyReason = endpoint({
  method: 'PUT', path: '/gss/employee/{id}/reward-penalty/{rid}/change-reason', access: A.edit, summary: 'Changes the reason of a record.', params: recordParams,
  body: z.object({ reason_guid: z.uuid({ message: 'Neden ve Kiriter Seçiniz' }) }), data: rewardPenaltyRecord,
});
export const conflictAnswer = z.object({
  conflict_status: z.enum(['none', 'replace', 'refused']),
  message: z.string().nullable(),
  conflict_records: z.array(rewardPenaltyRecord),
  conflict_records_count: z.number(),
  conflict_records_grouped: z.record(z.string(), z.array(rewardPenaltyRecord)),
  conflict_records_grouped_count: z.number(),
});
export type ConflictAnswer = z.infer<typeof conflictAnswer>;
export const checkRewardPenaltyConflict = endpoint({
  method: 'POST', path: '/gss/employee/{id}/reward-penalty/check-conflict', access: A.edit, summary: 'Would this report or absence collide?', params: employeeParams,
  body: z.object({
    id: z.number().int().positive().max(2147483647).optional(), employee_reward_penalty_type_id: z.number().int().positive().max(2147483647),
    event_at: day, report_finish_date: day.nullable().optional(),
  }),
  data: conflictAnswer,
});
export const downloadRewardPenalty = endpoint({
  method: 'GET', path: '/gss/employee/{id}/reward-penalty-download', access: A.view, summary: 'Excel of the employee\'s records.', params: employeeParams,
  query: z.object({ type_id: z.coerce.number().int().positive().max(2147483647).optional() }), file: true,
});
export const rewardPenaltyTypeList = endpoint({ method: 'GET', path: '/gss/employee/reward-penalty-type/{typeId}/list', access: A.view, summary: 'Types of the same kind as {typeId}.', params: typeParams, data: z.array(rewardPenaltyType) });
export const rewardPenaltyTypeReasons = endpoint({ method: 'GET', path: '/gss/employee/reward-penalty-type/{typeId}/reason', access: A.view, summary: 'Active reasons of a type.', params: typeParams, data: z.array(rewardPenaltyReason) });
export const rewardPenaltyTypeReasonsAll = endpoint({ method: 'GET', path: '/gss/employee/reward-penalty-type/{typeId}/typeReasons', access: A.view, summary: 'A type with every reason, deleted ones too.', params: typeParams, data: rewardPenaltyType });

// ---- Type administration (reference list) ---------------------------------------------------
const T = A.rewardPenaltyTypes;
const typeForm = z.object({ kinds: z.array(z.string()), performance_types: z.array(z.string()), item: rewardPenaltyType.nullable() });
export const listRewardPenaltyTypes = endpoint({ method: 'GET', path: '/gss/employee-reward-penalty-type', access: T, summary: 'Reward/penalty types, paged.', query: listQuery, data: z.array(rewardPenaltyType) });
export const rewardPenaltyTypeCreateForm = endpoint({ method: 'GET', path: '/gss/employee-reward-penalty-type/create', access: T, summary: 'Type form.', data: typeForm });
export const rewardPenaltyTypeEditForm = endpoint({ method: 'GET', path: '/gss/employee-reward-penalty-type/{id}/edit', access: T, summary: 'Type edit form.', params: idParams, data: typeForm });
export const createRewardPenaltyType = endpoint({ method: 'POST', path: '/gss/employee-reward-penalty-type', access: T, summary: 'Creates a type with its reasons.', body: rewardPenaltyTypeBody, data: rewardPenaltyType });
export const updateRewardPenaltyType = endpoint({ method: 'PUT', path: '/gss/employee-reward-penalty-type/{id}', access: T, summary: 'Updates a type (its kind is fixed).', params: idParams, body: rewardPenaltyTypeBody, data: rewardPenaltyType });
export const deleteRewardPenaltyType = endpoint({
  method: 'DELETE', path: '/gss/employee-reward-penalty-type/{id}/{typeId}', access: T, summary: 'Deletes a reason ({id}) of a type ({typeId}), or the type itself when {id} = {typeId}.',
  params: z.object({ id, typeId: id }), data: okMessage,
});
export const performanceCriteria = endpoint({
  method: 'GET', path: '/gss/performance-criteria/{status}', access: A.view, summary: 'Reasons (criteria) of the types counted (1) or not counted (0) in performance.',
  params: z.object({ status: z.enum(['0', '1']) }), data: z.array(rewardPenaltyReason.extend({ type_id: z.number() })),
});
export { CONFLICT_MESSAGES };
