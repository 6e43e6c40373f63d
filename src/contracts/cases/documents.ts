import { z } from 'zod';
import { endpoint } from '../http';
import { formRows, variableOf, type DynaformContent } from './dynaform';

/**
 * Files chosen in a dynaform's file control (ProcessMaker 3's "input documents"): uploaded one at a
 * time to the case while its task is open, then named in the control's variable by app_doc_uid.
 * Paths are ProcessMaker 3's, under Apron's /pm prefix (docs/decisions/cases.md).
 */
const uid = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Geçersiz kimlik.');

export const CASE_DOCUMENT_MESSAGES = {
  notThisCase: (label: string) => `${label}: dosya bu vakaya ait değil.`,
  missingFile: 'Bir dosya seçin.',
  uploaded: 'Dosya eklendi.',
} as const;

export const caseDocument = z.object({
  app_doc_uid: z.string(), app_doc_filename: z.string(), app_doc_create_date: z.string(),
  /** The file control's variable (null for documents ProcessMaker lists without one). */
  var_name: z.string().nullable(),
});
export type CaseDocument = z.infer<typeof caseDocument>;

/** The multipart fields beside the file (`form`, ProcessMaker's name for it). */
export const caseDocumentFields = z.object({
  del_index: z.coerce.number().int().min(1),
  var_name: z.string().trim().min(1).max(64),
  /** ProcessMaker's input document of the control (its `inp_doc_uid`), when the form names one. */
  inp_doc_uid: uid.optional(),
});

export const uploadCaseDocument = endpoint({
  method: 'POST', path: '/pm/cases/{app_uid}/input-document', access: 'signed-in',
  summary: 'Attaches a file to my open task of a case (multipart: form = the file, del_index, var_name).',
  params: z.object({ app_uid: uid }), body: caseDocumentFields, multipart: true, data: caseDocument,
});
export const listCaseDocuments = endpoint({
  method: 'GET', path: '/pm/cases/{app_uid}/input-documents', access: 'signed-in',
  summary: 'The files attached to a case I may see.', params: z.object({ app_uid: uid }), data: z.array(caseDocument),
});
export const caseDocumentFile = endpoint({
  method: 'GET', path: '/pm/cases/{app_uid}/input-document/{app_doc_uid}/file', access: 'signed-in',
  summary: 'One attached file, for those who may see the case.', params: z.object({ app_uid: uid, app_doc_uid: uid }), file: true,
});

/** A file control's value: the app_doc_uids of its files (ProcessMaker keeps a JSON array of them). */
export function documentIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** The variables of a form's file controls, with their labels. */
export function fileVariables(content: DynaformContent | string): { name: string; label: string }[] {
  return formRows(content).flat().filter((c) => c.type === 'file').map((c) => ({ name: variableOf(c), label: c.label ?? variableOf(c) }));
}
