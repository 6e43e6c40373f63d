import { z } from 'zod';
import { endpoint, id, idParams, listQuery, okMessage, text } from '../http';
import { queryFilterSchema } from '../query-filter';
import { EMPLOYEE_ACCESS as A } from './access';
import { REPORT_TYPE_KEYS } from './filter-fields';
import { searchQuery } from './list';
import { day } from './schemas';

/**
 * Trainings of an employee and the training-management report (spec 1 §2, §7; spec 3 §7
 * "Training"). Types and names are the reference lists employee-training-type / -name.
 */
export const training = z.object({
  id: z.number(), employee_id: z.number(), employee_name: z.string(),
  training_type: z.object({ id: z.number(), name: z.string() }), training_name: z.object({ id: z.number(), name: z.string() }),
  started_at: z.string(), finished_at: z.string().nullable(), validity_date: z.string().nullable(), mandatory: z.boolean(),
  score: z.number().nullable(), evaluation_note: z.string().nullable(), evaluated_at: z.string().nullable(), created_at: z.string(),
});
export type Training = z.infer<typeof training>;

export const trainingBody = z.object({
  training_type_id: z.number().int().positive().max(2147483647),
  training_name_id: z.number().int().positive().max(2147483647),
  started_at: day,
  finished_at: day.nullable().optional(),
  validity_date: day.nullable().optional(),
  mandatory: z.boolean().default(false),
  /** Evaluation (the evaluate tab): a score 0–100 and a note. */
  score: z.number().int().min(0).max(100).nullable().optional(),
  evaluation_note: text(2000).nullable().optional(),
}).refine((b) => !b.finished_at || b.finished_at >= b.started_at, { path: ['finished_at'], message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.' });

const trainingParams = z.object({ id, trainingId: id });
export const listTrainings = endpoint({
  method: 'GET', path: '/gss/employee/{id}/training', access: A.trainingView, summary: 'Trainings of the employee, paged.', params: idParams,
  query: listQuery.extend({ evaluated: z.enum(['0', '1']).optional() }), data: z.array(training),
});
export const createTraining = endpoint({ method: 'POST', path: '/gss/employee/{id}/training', access: A.training, summary: 'Adds a training.', params: idParams, body: trainingBody, data: training });
export const showTraining = endpoint({ method: 'GET', path: '/gss/employee/{id}/training/{trainingId}', access: A.trainingView, summary: 'One training.', params: trainingParams, data: training });
export const updateTraining = endpoint({ method: 'PUT', path: '/gss/employee/{id}/training/{trainingId}', access: A.training, summary: 'Updates or evaluates a training.', params: trainingParams, body: trainingBody, data: training });
export const deleteTraining = endpoint({ method: 'DELETE', path: '/gss/employee/{id}/training/{trainingId}', access: A.training, summary: 'Deletes a training.', params: trainingParams, data: okMessage });
export const downloadTrainings = endpoint({ method: 'GET', path: '/gss/employee/{id}/training-download', access: A.trainingView, summary: 'Excel of the employee\'s trainings (a large one: 202 with an export job).', params: idParams, file: true });

/** The filter groups' sourceType of the training-management report. */
export const TRAINING_SOURCE = 'training';
export const TRAINING_FILTER_FIELDS = [
  { name: 'full_name', label: 'Ad Soyad', type: 'text' },
  { name: 'national_id_number', label: 'T.C. Kimlik No', type: 'text' },
  { name: 'training_type_id', label: 'Eğitim Türü', type: 'number' },
  { name: 'training_name_id', label: 'Eğitim Adı', type: 'number' },
  { name: 'started_at', label: 'Başlangıç Tarihi', type: 'date' },
  { name: 'validity_date', label: 'Geçerlilik Tarihi', type: 'date' },
  { name: 'mandatory', label: 'Zorunlu', type: 'boolean' },
  { name: 'security_project_id', label: 'Proje', type: 'number' },
] as const;

export const trainingManagement = endpoint({
  method: 'GET', path: '/gss/employee-training-management', access: A.trainingView, summary: 'Training-management report: every training, paged.',
  query: listQuery.extend({ keyword: text(100).optional(), download: z.enum(['0', '1']).optional() }), data: z.array(training),
});
export const trainingManagementForm = endpoint({
  method: 'GET', path: '/gss/employee-training-management/create', access: A.trainingView, summary: 'The report\'s query builder setup.',
  query: z.object({ type: z.enum(REPORT_TYPE_KEYS).default('default') }),
  data: z.object({ type: z.string(), max_groups: z.number(), fields: z.array(z.object({ name: z.string(), label: z.string(), type: z.string() })) }),
});
export const searchTrainingManagement = endpoint({
  method: 'POST', path: '/gss/employee-training-management', access: A.trainingView, summary: 'Trainings matching the filter groups, paged (Excel with download=1; a large one: 202 with an export job).',
  query: searchQuery.extend({ download: z.enum(['0', '1']).optional() }), body: queryFilterSchema(), data: z.array(training),
});

const option = z.object({ id: z.number(), name: z.string() });
export const trainingCreateForm = endpoint({
  method: 'GET', path: '/gss/employee/{id}/training/create', access: A.training, summary: 'Training form: the types and names to choose from.', params: idParams,
  data: z.object({ training_types: z.array(option), training_names: z.array(option) }),
});
/** Names are one list shared by every type (docs/decisions/employees.md); the type id is accepted and checked. */
export const trainingNames = endpoint({
  method: 'GET', path: '/gss/employee/training-names', access: A.trainingView, summary: 'Training names (for a training type).',
  query: z.object({ trainingTypeId: z.coerce.number().int().positive().max(2147483647).optional() }), data: z.array(option),
});
