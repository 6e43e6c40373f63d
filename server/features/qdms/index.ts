import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { text } from '../../../src/contracts/http';
import {
  QDMS_MESSAGES as M, createFolder, createFolderDocument, downloadQdmsDocument, editFolder, editQdmsDocument, listFolderDocuments,
  listFolders, updateFolder, updateQdmsDocument,
} from '../../../src/contracts/qdms';
import { issuesToErrors, route } from '../../plugins/endpoints';
import { HttpError, invalidField } from '../../plugins/http-errors';
import { filesService } from '../files/files.service';
import { readUploadForm } from '../files/record-files';
import { qdmsService } from './qdms.service';

const titleField = z.object({ title: text(255).min(2) });

async function documentForm(app: FastifyInstance, request: FastifyRequest) {
  if (!request.isMultipart()) throw invalidField('file', M.fileMissing);
  const fields: Record<string, string> = {};
  const files = await readUploadForm(app, request, {
    filesMax: 1, tooManyFiles: M.fileMissing, unreadable: M.fileMissing, fileField: /^(file|files(\[\d*\])?)$/,
    onField: (name, value) => {
      fields[name] = value;
    },
  });
  const result = titleField.safeParse(fields);
  if (!result.success) throw new HttpError(422, { errors: issuesToErrors(result.error.issues) });
  return { title: result.data.title, files };
}

/** Document folders (spec 3 §7 "Document folders"). */
export default async function qdmsFeature(app: FastifyInstance) {
  const service = qdmsService(app);

  route(app, listFolders, async ({ query, auth }) => service.list(auth, query));
  route(app, createFolder, async ({ body, auth }) => {
    if (!body.name) throw invalidField('name', 'Klasör adı gereklidir.');
    return { data: await service.create(body.name, body.roles, auth), status: 201, helper: { message: M.folderCreated } };
  });
  route(app, editFolder, async ({ params }) => ({ data: await service.folder(params.folderId), helper: { roles: await service.allRoles() } }));
  route(app, updateFolder, async ({ params, body, auth }) => ({ data: await service.setRoles(params.folderId, body, auth), helper: { message: M.permissionsEdited } }));
  route(app, listFolderDocuments, async ({ params, query, auth }) => service.documents(params.folderId, auth, query));
  route(app, createFolderDocument, async ({ params, request, auth }) => {
    const { title, files } = await documentForm(app, request);
    return { data: await service.addDocument(params.folderId, title, files, auth), status: 201, helper: { message: M.documentCreated } };
  });
  route(app, editQdmsDocument, async ({ params, auth }) => ({ data: await service.getDocument(params.documentId, auth) }));
  route(app, updateQdmsDocument, async ({ params, request, auth }) => {
    const { title, files } = await documentForm(app, request);
    return { data: await service.updateDocument(params.documentId, title, files, auth), helper: { message: M.documentUpdated } };
  });
  route(app, downloadQdmsDocument, async ({ params, auth, request, reply }) => {
    await filesService(app).sendFile(await service.fileOf(params.documentId, auth), request, reply);
  });
}
