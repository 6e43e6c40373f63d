import { z } from 'zod';
import { endpoint, id, idParams, listQuery, okMessage, text } from '../http';
import { EMPLOYEE_ACCESS as A } from './access';
import { DOCUMENT_TYPES, EMPLOYEE_FILE_SLOTS, day, employee, employeeBody } from './schemas';
import { TERM_TYPES } from './terms';

/** Spec 1 §7 "Employee record": the card, its form, files, exit, restore, sync, histories. */

const option = z.object({ id: z.number(), name: z.string() });

/** What the form needs to offer its choices (and which ones it must lock). */
export const employeeFormData = z.object({
  employee: employee.nullable(),
  term_types: z.array(z.object({ value: z.enum(TERM_TYPES), allowed: z.boolean() })),
  seasons: z.array(z.object({ id: z.number(), name: z.string(), start_date: z.string(), end_date: z.string() })),
  apron_card_types: z.array(option),
  exit_reasons: z.array(option),
  security_projects: z.array(option),
  locks: z.object({ season: z.boolean(), term_dates: z.boolean() }),
  tpss_document_types: z.array(z.string()),
});

export const showEmployee = endpoint({ method: 'GET', path: '/gss/employee/{id}', access: A.view, summary: 'The employee card.', params: idParams, data: employee });
export const editEmployeeForm = endpoint({ method: 'GET', path: '/gss/employee/{id}/edit', access: A.edit, summary: 'Edit form data.', params: idParams, data: employeeFormData });
export const createEmployeeForm = endpoint({ method: 'GET', path: '/gss/employee/create', access: A.create, summary: 'Create form data.', data: employeeFormData });
export const createEmployee = endpoint({ method: 'POST', path: '/gss/employee', access: A.create, summary: 'Creates an employee and their user account.', body: employeeBody, data: employee });
export const updateEmployee = endpoint({ method: 'PUT', path: '/gss/employee/{id}', access: A.edit, summary: 'Updates an employee.', params: idParams, body: employeeBody, data: employee });

const lookupQuery = z.object({ q: text(255).min(1), user_id: z.coerce.number().int().positive().max(2147483647).optional() });
const lookupAnswer = z.object({ available: z.boolean(), valid: z.boolean(), message: z.string(), used_by: z.string().nullable() });
export const lookupMobile = endpoint({ method: 'GET', path: '/lookup/user/mobile-number', access: A.write, summary: 'Is this mobile number free?', query: lookupQuery, data: lookupAnswer });
export const lookupEmail = endpoint({ method: 'GET', path: '/lookup/user/email', access: A.write, summary: 'Is this e-mail free?', query: lookupQuery, data: lookupAnswer });
export const lookupUsername = endpoint({ method: 'GET', path: '/lookup/user/name', access: A.write, summary: 'Is this username free?', query: lookupQuery, data: lookupAnswer });

const storedFile = z.object({ id: z.number(), name: z.string(), url: z.string(), type: z.string(), created_at: z.string() });
export const uploadPhoto = endpoint({
  method: 'POST', path: '/user/{id}/photo', access: A.write, summary: 'Replaces a user\'s photo (multipart, field photo).', params: idParams, multipart: true,
  data: z.object({ photo_url: z.string() }),
});
const slotUpload = (slot: (typeof EMPLOYEE_FILE_SLOTS)[number]) => endpoint({
  method: 'POST', path: `/gss/employee/{id}/file/${slot}`, access: A.write, summary: `Stores the ${slot} file (multipart, field file).`,
  params: idParams, multipart: true, data: storedFile,
});
/** The six single-file slots, one upload path each. */
export const slotUploads = Object.fromEntries(EMPLOYEE_FILE_SLOTS.map((slot) => [slot, slotUpload(slot)])) as Record<
  (typeof EMPLOYEE_FILE_SLOTS)[number], ReturnType<typeof slotUpload>
>;

export const listDocuments = endpoint({
  method: 'GET', path: '/gss/employee/{id}/file/all', access: A.view, summary: 'Every file of the employee: the six slots and the documents.',
  params: idParams, data: z.object({ slots: z.record(z.string(), storedFile.nullable()), documents: z.array(storedFile) }),
});
export const uploadDocument = endpoint({
  method: 'POST', path: '/gss/employee/{id}/file/{type}', access: A.write, summary: 'Adds a document (certificate or other; multipart, field file).',
  params: z.object({ id, type: z.enum(DOCUMENT_TYPES) }), multipart: true, data: storedFile,
});
export const deleteSlotFile = endpoint({
  method: 'DELETE', path: '/gss/employee/{id}/file/{name}', access: A.write, summary: 'Empties one of the six file slots.',
  params: z.object({ id, name: z.enum(EMPLOYEE_FILE_SLOTS) }), data: okMessage,
});
export const deleteDocument = endpoint({
  method: 'DELETE', path: '/gss/employee/{id}/file/{type}/{fileId}', access: A.write, summary: 'Removes a document.',
  params: z.object({ id, type: z.enum(DOCUMENT_TYPES), fileId: id }), data: okMessage,
});

export const exitBody = z.object({
  username: text(64),
  national_id_number: text(11),
  exit_date: day.nullable().optional(),
  resignation_date: day.nullable().optional(),
  exit_reason_id: z.number().int().positive().max(2147483647).nullable().optional(),
  exit_interviewer_position_id: z.number().int().positive().max(2147483647).nullable().optional(),
});
export const exitForm = endpoint({
  method: 'GET', path: '/gss/employee-exit/{id}/edit', access: A.edit, summary: 'Exit form: current exit data and reasons.', params: idParams,
  data: z.object({ employee: employee, exit_reasons: z.array(option) }),
});
export const saveExit = endpoint({ method: 'PUT', path: '/gss/employee-exit/{id}', access: A.edit, summary: 'Records an exit.', params: idParams, body: exitBody, data: employee });
export const cancelExit = endpoint({
  method: 'GET', path: '/gss/employee-exit-cancel/{id}', access: A.edit, summary: 'Cancels an exit (active projects only).', params: idParams, data: employee,
});
export const restoreInfo = endpoint({
  method: 'GET', path: '/employee/{id}/restore', access: A.edit, summary: 'What restoring a removed employee will do.', params: idParams,
  data: z.object({ employee: employee, message: z.string() }),
});
export const restoreEmployee = endpoint({ method: 'POST', path: '/employee/{id}/restore', access: A.edit, summary: 'Restores a removed employee.', params: idParams, data: employee });

export const SYNC_PROVIDERS = ['lms', 'portal', 'schedule'] as const;
export const SYNC_ACTIONS = ['create', 'update', 'delete'] as const;
const syncEntry = z.object({ id: z.number(), provider: z.string(), action: z.string(), queue: z.boolean(), status: z.string(), payload: z.unknown(), created_at: z.string() });
export const listSync = endpoint({
  method: 'GET', path: '/gss/employee/{id}/sync', access: A.edit, summary: 'Sync panel: flags, external ids, the sync runs.', params: idParams,
  query: listQuery, data: z.array(syncEntry),
});
export const runSync = endpoint({
  method: 'POST', path: '/gss/employee/{id}/sync', access: A.edit, summary: 'Sends the employee to an external system now or through the queue.', params: idParams,
  body: z.object({ action: z.enum(SYNC_ACTIONS, 'Bu işlemi gerçekleştirebilmek için lütfen geçerli bir aksiyon seçiniz!'), queue: z.boolean().default(false), provider: z.enum(SYNC_PROVIDERS) }),
  data: syncEntry,
});
export const updateExternalIds = endpoint({
  method: 'PUT', path: '/gss/employee/{id}/update-employee-data', access: A.edit, summary: 'Edits the three external ids.', params: idParams,
  body: z.object({ gps_id: text(64).nullable(), schedule_id: z.number().int().positive().max(2147483647).nullable(), enterprise_uuid: text(64).nullable() }),
  data: employee,
});

export const activityEntry = z.object({
  id: z.number(), action: z.string(), properties: z.object({ attributes: z.record(z.string(), z.unknown()), old: z.record(z.string(), z.unknown()) }),
  created_at: z.string(), causer: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export const listActivity = endpoint({
  method: 'GET', path: '/activity', access: A.activity, summary: 'Activity log of one record (employees).',
  query: listQuery.extend({ table_name: z.enum(['employees']), target_id: id }), data: z.array(activityEntry),
});

export const performanceHistory = endpoint({
  method: 'GET', path: '/gss/employee/{id}/performance-history', access: A.view, summary: 'Performance cards of the employee (period, rating, score), newest period first.',
  params: idParams, query: listQuery.extend({ work_force_app: z.coerce.boolean().optional() }),
  data: z.array(z.object({ id: z.number(), period: z.string(), score: z.number().nullable(), created_at: z.string() })),
});
export const histories = endpoint({
  method: 'GET', path: '/gss/employee/{id}/histories', access: A.view, summary: 'Every change of the record (activity log), newest first.',
  params: idParams, query: listQuery, data: z.array(activityEntry),
});
export const registry = endpoint({
  method: 'GET', path: '/gss/employee/{id}/registry', access: A.view, summary: 'Employment register: hires, exits, role assignments.',
  params: idParams, data: z.array(z.object({ kind: z.string(), label: z.string(), day: z.string().nullable(), created_at: z.string() })),
});
