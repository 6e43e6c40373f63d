import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DOCUMENT_MESSAGES as M, createDocument, createDocumentType, deleteDocument, deleteDocumentType, documentCreateForm, documentFields,
  downloadDocument, getDocument, getDocumentType, listDocuments, listDocumentTypes, updateDocument, updateDocumentType,
} from '../../../src/contracts/document-sharing';
import { issuesToErrors, route } from '../../plugins/endpoints';
import { HttpError } from '../../plugins/http-errors';
import { filesService } from '../files/files.service';
import { readUploadForm } from '../files/record-files';
import { documentSharingService } from './document-sharing.service';

/** Multipart: title, document_type_id and one file (`file` or `files[0]`); `_method` is ignored. */
export async function documentForm(app: FastifyInstance, request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(422, { errors: { file: [M.fileMissing] } });
  const fields: Record<string, string> = {};
  const files = await readUploadForm(app, request, {
    filesMax: 1, tooManyFiles: M.fileMissing, unreadable: M.fileMissing, fileField: /^(file|files(\[\d*\])?)$/,
    onField: (name, value) => {
      fields[name] = value;
    },
  });
  const result = documentFields.safeParse(fields);
  if (!result.success) throw new HttpError(422, { errors: issuesToErrors(result.error.issues) });
  return { fields: result.data, files };
}

/** Document sharing (spec 3 §7): types with their access, documents, download for viewers only. */
export default async function documentSharingFeature(app: FastifyInstance) {
  const service = documentSharingService(app);

  route(app, listDocumentTypes, async ({ query, auth }) => service.listTypes(auth, query));
  route(app, getDocumentType, async ({ params }) => ({ data: await service.getType(params.id), helper: { tree: await service.tree(params.id) } }));
  route(app, createDocumentType, async ({ body, auth }) => ({ data: await service.createType(body, auth), status: 201, helper: { message: M.typeCreated } }));
  route(app, updateDocumentType, async ({ params, body, auth }) => ({ data: await service.updateType(params.id, body, auth), helper: { message: M.typeUpdated } }));
  route(app, deleteDocumentType, async ({ params, auth }) => {
    await service.deleteType(params.id, auth);
    return { data: { message: M.typeDeleted } };
  });

  route(app, listDocuments, async ({ query, auth }) => service.listDocuments(auth, query));
  route(app, documentCreateForm, async ({ auth }) => ({ data: { document_types: await service.creatableTypes(auth) } }));
  route(app, createDocument, async ({ request, auth }) => {
    const { fields, files } = await documentForm(app, request);
    return { data: await service.createDocument(fields, files, auth), status: 201, helper: { message: M.created } };
  });
  route(app, getDocument, async ({ params, auth }) => ({ data: await service.getDocument(params.id, auth) }));
  route(app, updateDocument, async ({ params, request, auth }) => {
    const { fields, files } = await documentForm(app, request);
    return { data: await service.updateDocument(params.id, fields, files, auth), helper: { message: M.updated } };
  });
  route(app, deleteDocument, async ({ params, auth }) => {
    await service.deleteDocument(params.id, auth);
    return { data: { message: M.deleted } };
  });
  route(app, downloadDocument, async ({ params, auth, request, reply }) => {
    await filesService(app).sendFile(await service.fileOf(params.id, auth), request, reply);
  });
}
