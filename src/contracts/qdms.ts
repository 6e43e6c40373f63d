import { z } from 'zod';
import { endpoint, id, listQuery, text } from './http';

/**
 * Document folders (QDMS, spec 3 §2, §6, §7): a folder names the roles that may open it and
 * download its documents; holders of manage-qdms-folders (Apron's, the spec shows no rule) keep
 * folders, their roles and documents. Decisions: docs/decisions/qdms.md.
 */
const manage = { permission: 'manage-qdms-folders' } as const;
const folderParams = z.object({ folderId: id });
const documentParams = z.object({ documentId: id });
const named = z.object({ id: z.number(), name: z.string() });

export const QDMS_MESSAGES = {
  folderCreated: 'Klasör oluşturuldu.',
  /** Spec 3 §8 'Permissions edited successfully'. */
  permissionsEdited: 'Permissions edited successfully',
  documentCreated: 'Doküman eklendi.',
  documentUpdated: 'Doküman güncellendi.',
  roleNotFound: 'Seçilen rollerden biri bulunamadı.',
  fileMissing: 'Lütfen bir dosya seçiniz.',
} as const;

export const qdmsFolder = z.object({ id: z.number(), name: z.string(), roles: z.array(named), documents_count: z.number() });
export const qdmsDocument = z.object({
  id: z.number(), folder_id: z.number(), title: z.string(), version: z.number(), original_name: z.string(), extension: z.string(),
  size: z.number(), download_url: z.string(), updated_at: z.string(), updated_by: z.string().nullable(),
});
export type QdmsFolder = z.infer<typeof qdmsFolder>;
export type QdmsDocument = z.infer<typeof qdmsDocument>;

export const folderBody = z.object({
  /** The spec's form sends `_method=PUT` with a POST. */
  _method: z.literal('PUT').optional(),
  name: text(120).min(2).optional(),
  roles: z.array(id).max(500).default([]).transform((l) => [...new Set(l)]),
});

export const listFolders = endpoint({ method: 'GET', path: '/gss/qdms-folder', access: 'signed-in', summary: 'Folders the active role may open (all, for managers).', query: listQuery, data: z.array(qdmsFolder) });
export const createFolder = endpoint({ method: 'POST', path: '/gss/qdms-folder', access: manage, summary: 'Creates a folder with its roles.', body: folderBody, data: qdmsFolder });
export const editFolder = endpoint({ method: 'GET', path: '/gss/qdms-folder/{folderId}/edit', access: manage, summary: 'A folder and, in helper_data.roles, every role.', params: folderParams, data: qdmsFolder });
export const updateFolder = endpoint({ method: 'POST', path: '/gss/qdms-folder/{folderId}', access: manage, summary: 'Sets the roles of a folder (roles[i]=id, _method=PUT).', params: folderParams, body: folderBody, data: qdmsFolder });
export const listFolderDocuments = endpoint({ method: 'GET', path: '/gss/qdms-folder/{folderId}/qdms-documents-list', access: 'signed-in', summary: 'Documents of a folder the role may open.', params: folderParams, query: listQuery.extend({ title: text(100).optional() }), data: z.array(qdmsDocument) });
export const createFolderDocument = endpoint({ method: 'POST', path: '/gss/qdms-folder/{folderId}/qdms-documents', access: manage, summary: 'Adds a document (multipart: title, file).', params: folderParams, multipart: true, data: qdmsDocument });
export const editQdmsDocument = endpoint({ method: 'GET', path: '/gss/qdms-document/{documentId}/edit', access: manage, summary: 'A document for the edit form.', params: documentParams, data: qdmsDocument });
export const updateQdmsDocument = endpoint({ method: 'POST', path: '/gss/qdms-document/{documentId}', access: manage, summary: 'Updates title and optionally the file (a new version), multipart with _method=PUT.', params: documentParams, multipart: true, data: qdmsDocument });
export const downloadQdmsDocument = endpoint({ method: 'GET', path: '/gss/qdms-document/{documentId}/download', access: 'signed-in', summary: 'The file, for roles of its folder.', params: documentParams, file: true });
