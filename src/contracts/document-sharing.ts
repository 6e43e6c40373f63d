import { z } from 'zod';
import { endpoint, id, idParams, listQuery, text } from './http';

/**
 * Document sharing (spec 3 §2, §3, §5, §7): document types say which departments may view their
 * documents (none = public) and which roles may add documents; the access tree dialog edits both.
 * Decisions: docs/decisions/document-sharing.md.
 */
const manageTypes = { permission: 'view-document-sharing-types' } as const;

/** One row of the access tree: a department, or a role under it. */
export interface AccessNode {
  holder_type: 'department' | 'role';
  id: number;
  name: string;
  /** The department a role belongs to. */
  department_id: number;
  viewer: boolean;
  creator: boolean;
}

/**
 * Spec 3 §5 "Document access", one place for the dialog and the server. A department holds the
 * viewer flag (its creator flag cannot change); a role holds the creator flag (its viewer flag,
 * its department's, cannot change). Disabling viewer clears creator; enabling creator sets viewer.
 */
export function toggleAccess(nodes: readonly AccessNode[], target: { holder_type: 'department' | 'role'; id: number }, flag: 'viewer' | 'creator', on: boolean): AccessNode[] {
  const node = nodes.find((n) => n.holder_type === target.holder_type && n.id === target.id);
  if (!node) return [...nodes];
  if (node.holder_type === 'role' && flag === 'viewer') return [...nodes];
  if (node.holder_type === 'department' && flag === 'creator') return [...nodes];
  return nodes.map((n) => {
    if (flag === 'viewer' && n.holder_type === 'department' && n.id === node.id) return { ...n, viewer: on, creator: false };
    // A department losing viewer takes creator from its roles, and their shown viewer flag.
    if (flag === 'viewer' && !on && n.holder_type === 'role' && n.department_id === node.id) return { ...n, viewer: false, creator: false };
    if (flag === 'viewer' && on && n.holder_type === 'role' && n.department_id === node.id) return { ...n, viewer: true };
    if (flag === 'creator' && n.holder_type === 'role' && n.id === node.id) return { ...n, creator: on, viewer: on ? true : n.viewer };
    // A role becoming creator makes its department a viewer (enabling creator sets viewer).
    if (flag === 'creator' && on && n.holder_type === 'department' && n.id === node.department_id) return { ...n, viewer: true };
    if (flag === 'creator' && on && n.holder_type === 'role' && n.department_id === node.department_id) return { ...n, viewer: true };
    return n;
  });
}

/** The type's stored form of a tree. */
export function accessOf(nodes: readonly AccessNode[]): { viewer_department_ids: number[]; create_role_ids: number[] } {
  return {
    viewer_department_ids: nodes.filter((n) => n.holder_type === 'department' && n.viewer).map((n) => n.id),
    create_role_ids: nodes.filter((n) => n.holder_type === 'role' && n.creator).map((n) => n.id),
  };
}

export const DOCUMENT_MESSAGES = {
  typeCreated: 'Doküman türü oluşturuldu.',
  typeUpdated: 'Doküman türü güncellendi.',
  typeDeleted: 'Doküman türü silindi.',
  typeInUse: 'Bu türde dokümanlar var; tür silinemez.',
  created: 'Doküman oluşturuldu.',
  updated: 'Doküman güncellendi.',
  deleted: 'Doküman silindi.',
  notCreator: 'Bu türde doküman ekleme yetkiniz bulunmamaktadır.',
  fileMissing: 'Lütfen bir dosya seçiniz.',
  departmentNotFound: 'Seçilen departmanlardan veya rollerden biri bulunamadı.',
} as const;

const named = z.object({ id: z.number(), name: z.string() });

export const documentType = z.object({
  id: z.number(),
  name: z.string(),
  icon: z.string().nullable(),
  /** Spec 3 §3: 1 when it has no viewer departments. */
  is_public: z.boolean(),
  viewer_department_ids: z.array(z.number()),
  create_role_ids: z.array(z.number()),
  viewer_departments: z.array(named),
  create_roles: z.array(named),
  documents_count: z.number(),
});
export type DocumentType = z.infer<typeof documentType>;

export const documentTypeBody = z.object({
  name: text(120).min(2),
  icon: text(64).nullish(),
  viewer_department_ids: z.array(id).max(500).default([]),
  create_role_ids: z.array(id).max(500).default([]),
});
export type DocumentTypeBody = z.input<typeof documentTypeBody>;

export const accessNode = z.object({
  holder_type: z.enum(['department', 'role']), id: z.number(), name: z.string(), department_id: z.number(), viewer: z.boolean(), creator: z.boolean(),
});

export const sharedDocument = z.object({
  id: z.number(),
  title: z.string(),
  document_type: named,
  original_name: z.string(),
  extension: z.string(),
  size: z.number(),
  download_url: z.string(),
  owner: z.object({ user_id: z.number(), full_name: z.string() }),
  created_at: z.string(),
  can_delete: z.boolean(),
});
export type SharedDocument = z.infer<typeof sharedDocument>;

/** Multipart text fields beside the `file` part. */
export const documentFields = z.object({ title: text(255).min(2), document_type_id: id });

export const listDocumentTypes = endpoint({ method: 'GET', path: '/document-sharing/type', access: 'signed-in', summary: 'Document types (everyone sees the ones they may view).', query: listQuery, data: z.array(documentType) });
export const getDocumentType = endpoint({ method: 'GET', path: '/document-sharing/type/{id}', access: manageTypes, summary: 'One type with its access tree in helper_data.tree.', params: idParams, data: documentType });
export const createDocumentType = endpoint({ method: 'POST', path: '/document-sharing/type', access: manageTypes, summary: 'Creates a type.', body: documentTypeBody, data: documentType });
export const updateDocumentType = endpoint({ method: 'PUT', path: '/document-sharing/type/{id}', access: manageTypes, summary: 'Updates a type and its access.', params: idParams, body: documentTypeBody, data: documentType });
export const deleteDocumentType = endpoint({ method: 'DELETE', path: '/document-sharing/type/{id}', access: manageTypes, summary: 'Deletes a type without documents.', params: idParams, data: z.object({ message: z.string() }) });

export const listDocuments = endpoint({
  method: 'GET', path: '/document-sharing/document', access: 'signed-in', summary: 'Documents the signed-in user may view.',
  query: listQuery.extend({ title: text(100).optional(), document_type_id: id.optional() }), data: z.array(sharedDocument),
});
export const documentCreateForm = endpoint({
  method: 'GET', path: '/document-sharing/document/create', access: 'signed-in', summary: 'Types the signed-in user may add documents to.', data: z.object({ document_types: z.array(named) }),
});
export const createDocument = endpoint({ method: 'POST', path: '/document-sharing/document', access: 'signed-in', summary: 'Adds a document (multipart: title, document_type_id, file).', multipart: true, data: sharedDocument });
export const getDocument = endpoint({ method: 'GET', path: '/document-sharing/document/{id}', access: 'signed-in', summary: 'One document (viewers).', params: idParams, data: sharedDocument });
export const updateDocument = endpoint({ method: 'POST', path: '/document-sharing/document/{id}', access: 'signed-in', summary: 'Updates title, type and optionally the file (multipart, _method=PUT).', params: idParams, multipart: true, data: sharedDocument });
export const deleteDocument = endpoint({ method: 'DELETE', path: '/document-sharing/document/{id}', access: 'signed-in', summary: 'Deletes a document (its adder or a creator of its type).', params: idParams, data: z.object({ message: z.string() }) });
export const downloadDocument = endpoint({ method: 'GET', path: '/document-sharing/download/document/{id}', access: 'signed-in', summary: 'The file, for those who may view the type.', params: idParams, file: true });
