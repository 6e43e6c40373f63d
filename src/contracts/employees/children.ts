import { z } from 'zod';
import { endpoint, id, idParams, listQuery, okMessage, text } from '../http';
import { EMPLOYEE_ACCESS as A } from './access';
import { day } from './schemas';

/** Notes, overwork petitions and languages of one employee (spec 1 §7 "Employee record"). */

const employeeParams = idParams;
const causer = z.object({ id: z.number(), name: z.string() }).nullable();

// ---- Notes: create-only (spec 1 §2); edit form and update answer the refusal -------------
export const note = z.object({ id: z.number(), note: z.string(), created_at: z.string(), created_by: causer });
export const noteBody = z.object({ note: text(2000).min(1, 'Not boş bırakılamaz!') });
const noteParams = z.object({ id, noteId: id });
export const listNotes = endpoint({ method: 'GET', path: '/gss/employee/{id}/note', access: A.view, summary: 'Notes, newest first.', params: employeeParams, query: listQuery, data: z.array(note) });
export const noteCreateForm = endpoint({
  method: 'GET', path: '/gss/employee/{id}/note/create', access: A.edit, summary: 'Note form: the warning that a note cannot be edited.', params: employeeParams,
  data: z.object({ warning: z.string() }),
});
export const noteEditForm = endpoint({ method: 'GET', path: '/gss/employee/{id}/note/{noteId}/edit', access: A.edit, summary: 'Refused: notes cannot be edited.', params: noteParams, data: note });
export const showNote = endpoint({ method: 'GET', path: '/gss/employee/{id}/note/{noteId}', access: A.view, summary: 'One note.', params: noteParams, data: note });
export const createNote = endpoint({ method: 'POST', path: '/gss/employee/{id}/note', access: A.edit, summary: 'Adds a note.', params: employeeParams, body: noteBody, data: note });
export const updateNote = endpoint({ method: 'PUT', path: '/gss/employee/{id}/note/{noteId}', access: A.edit, summary: 'Refused: notes cannot be edited.', params: noteParams, body: noteBody, data: note });
export const deleteNote = endpoint({ method: 'DELETE', path: '/gss/employee/{id}/note/{noteId}', access: A.edit, summary: 'Deletes a note.', params: noteParams, data: okMessage });

// ---- Overwork petitions ---------------------------------------------------------------------
export const overwork = z.object({
  id: z.number(), petition_date: z.string(), state: z.union([z.literal(0), z.literal(1)]), activation_date: z.string(),
  has_document: z.boolean(), overwork_petition_file: z.object({ id: z.number(), name: z.string(), url: z.string() }).nullable(), created_at: z.string(),
});
/** Multipart text fields arrive as strings: '1'/'0', 'true'/'false'. */
const flag01 = z.union([z.literal(0), z.literal(1), z.enum(['0', '1']), z.boolean()]).transform((v) => (v === 1 || v === '1' || v === true ? 1 : 0));
export const overworkBody = z.object({ petition_date: day, state: flag01, has_document: flag01.default(0) });
const overworkParams = z.object({ id, oid: id });
export const listOverwork = endpoint({ method: 'GET', path: '/gss/employee/{id}/overwork-information', access: A.view, summary: 'Overwork petitions, newest first.', params: employeeParams, query: listQuery, data: z.array(overwork) });
export const overworkCreateForm = endpoint({
  method: 'GET', path: '/gss/employee/{id}/overwork-information/create', access: A.edit, summary: 'Overwork form: the earliest petition date.', params: employeeParams,
  data: z.object({ earliest_petition_date: z.string(), item: overwork.nullable() }),
});
export const overworkEditForm = endpoint({
  method: 'GET', path: '/gss/employee/{id}/overwork-information/{oid}/edit', access: A.edit, summary: 'Overwork edit form.', params: overworkParams,
  data: z.object({ earliest_petition_date: z.string(), item: overwork.nullable() }),
});
export const showOverwork = endpoint({ method: 'GET', path: '/gss/employee/{id}/overwork-information/{oid}', access: A.view, summary: 'One petition.', params: overworkParams, data: overwork });
export const createOverwork = endpoint({
  method: 'POST', path: '/gss/employee/{id}/overwork-information', access: A.edit, summary: 'Adds a petition (multipart: overwork_petition_file, has_document, petition_date, state).',
  params: employeeParams, body: overworkBody, multipart: true, data: overwork,
});
export const updateOverwork = endpoint({ method: 'PUT', path: '/gss/employee/{id}/overwork-information/{oid}', access: A.edit, summary: 'Updates a petition.', params: overworkParams, body: overworkBody, data: overwork });
export const deleteOverwork = endpoint({ method: 'DELETE', path: '/gss/employee/{id}/overwork-information/{oid}', access: A.edit, summary: 'Deletes a petition.', params: overworkParams, data: okMessage });
export const overworkFile = endpoint({
  method: 'POST', path: '/gss/employee-overwork-information/{id}/file', access: A.edit, summary: 'Attaches the petition file to an overwork record ({id} is the record).',
  params: idParams, multipart: true, data: overwork,
});

// ---- Languages ------------------------------------------------------------------------------
export const LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const language = z.object({ id: z.number(), language: z.string(), level: z.string(), created_at: z.string() });
export const languageBody = z.object({ language: text(64).min(1), level: z.enum(LANGUAGE_LEVELS) });
const languageParams = z.object({ id, lid: id });
const languageForm = z.object({ levels: z.array(z.string()), item: language.nullable() });
export const listLanguages = endpoint({ method: 'GET', path: '/employee/{id}/language', access: A.view, summary: 'Language skills, paged.', params: employeeParams, query: listQuery, data: z.array(language) });
export const languageCreateForm = endpoint({ method: 'GET', path: '/employee/{id}/language/create', access: A.edit, summary: 'Language form.', params: employeeParams, data: languageForm });
export const languageEditForm = endpoint({ method: 'GET', path: '/employee/{id}/language/{lid}/edit', access: A.edit, summary: 'Language edit form.', params: languageParams, data: languageForm });
export const showLanguage = endpoint({ method: 'GET', path: '/employee/{id}/language/{lid}', access: A.view, summary: 'One language skill.', params: languageParams, data: language });
export const createLanguage = endpoint({ method: 'POST', path: '/employee/{id}/language', access: A.edit, summary: 'Adds a language skill.', params: employeeParams, body: languageBody, data: language });
export const updateLanguage = endpoint({ method: 'PUT', path: '/employee/{id}/language/{lid}', access: A.edit, summary: 'Updates a language skill.', params: languageParams, body: languageBody, data: language });
export const deleteLanguage = endpoint({ method: 'DELETE', path: '/employee/{id}/language/{lid}', access: A.edit, summary: 'Deletes a language skill.', params: languageParams, data: okMessage });
