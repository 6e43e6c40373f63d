import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { correspondenceFields } from '../../../src/contracts/correspondence/audience';
import {
  CORRESPONDENCE_MESSAGES as M, FILES_MAX, approveCorrespondence, createCorrespondence, createForm, deleteCorrespondence,
  downloadCorrespondenceFile, editCorrespondence, getCorrespondence, labelCount, listApproval, listDrafts, listInbox, listManagement,
  answerSurvey, audienceOptions, listVideos, streamVideo, listOutbox, surveyReport, mandatoryInbox, markRead, rejectCorrespondence, securityProjectRoles, updateCorrespondence,
} from '../../../src/contracts/correspondence/correspondence';
import {
  PERSONAL_GROUP_MESSAGES as PM, createPersonalGroup, deletePersonalGroup, getPersonalGroup, listPersonalGroups, updatePersonalGroup,
} from '../../../src/contracts/correspondence/personal-groups';
import { downloadReport, getReceipts, remindUnread } from '../../../src/contracts/correspondence/receipts';
import {
  TYPE_MESSAGES as TM, createType, deleteType, getType, listTypes, typeReceivers, typeViewers, updateType,
} from '../../../src/contracts/correspondence/types';
import { issuesToErrors, route } from '../../plugins/endpoints';
import { FILE_MESSAGES } from '../../../src/contracts/files';
import { HttpError, invalidField } from '../../plugins/http-errors';
import { cleanFileName, sniffVideoType } from '../files/file-safety';
import { filesService } from '../files/files.service';
import { readUploadForm, type ReceivedFile } from '../files/record-files';
import { audienceChoices } from './audience.repository';
import { correspondenceService } from './correspondence.service';
import { correspondenceTypesService } from './correspondence-types.service';
import { personalGroupsService } from './personal-groups.service';
import { receiptsService } from './receipts.service';
import { surveyMessagesService } from './survey-messages.service';

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(422, { errors: issuesToErrors(result.error.issues) });
  return result.data;
}

/** The spec's multipart form (field `data` holding the JSON fields, files[n]) or a JSON body without files. */
async function formOf(app: FastifyInstance, request: FastifyRequest): Promise<{ body: z.output<typeof correspondenceFields>; files: ReceivedFile[]; video?: ReceivedFile }> {
  if (!request.isMultipart()) return { body: parsed(correspondenceFields, request.body ?? {}), files: [] };
  let data = '{}';
  let video: ReceivedFile | undefined;
  const files = await readUploadForm(app, request, {
    filesMax: FILES_MAX, tooManyFiles: M.tooManyFiles, unreadable: M.filesMissing,
    onField: (name, value) => {
      if (name === 'data') data = value;
    },
    // The uploaded video (part `video`): a real mp4 or webm container by its bytes, whatever its name or declared type.
    onFile: async (field, bytes, filename) => {
      if (field !== 'video') return false;
      if (video) throw invalidField('video', M.videoOne);
      const mimeType = bytes.length ? sniffVideoType(bytes) : undefined;
      if (!mimeType) throw invalidField('video', FILE_MESSAGES.notVideo);
      const { sha256, size } = await app.fileStore.put(bytes);
      video = { sha256, size, mime_type: mimeType, original_name: cleanFileName(filename, 'video') };
      return true;
    },
  });
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new HttpError(422, { errors: { data: [M.filesMissing] } });
  }
  return { body: parsed(correspondenceFields, json), files, video };
}

/** Correspondence (spec 3 §7): boxes, sending, approval, mandatory reading, receipts, types, personal groups. */
export default async function correspondenceFeature(app: FastifyInstance) {
  const items = correspondenceService(app);
  const types = correspondenceTypesService(app);
  const groups = personalGroupsService(app);
  const receipts = receiptsService(app);
  const surveys = surveyMessagesService(app);

  route(app, listInbox, async ({ query, auth }) => items.box('inbox', auth, query));
  route(app, listOutbox, async ({ query, auth }) => items.box('outbox', auth, query));
  route(app, listDrafts, async ({ query, auth }) => items.box('draft', auth, query));
  route(app, listApproval, async ({ query, auth }) => items.box('approval', auth, query));
  route(app, listManagement, async ({ query, auth }) => items.management(auth, query));
  route(app, createForm, async ({ auth }) => ({ data: await items.createForm(auth) }));

  route(app, createCorrespondence, async ({ request, auth }) => {
    const { body, files, video } = await formOf(app, request);
    const data = await items.create(body, files, auth, video);
    return { data, status: 201, helper: { message: body.is_draft ? M.draftSaved : M.created } };
  });
  route(app, getCorrespondence, async ({ params, auth }) => ({ data: await items.get(params.id, auth) }));
  route(app, editCorrespondence, async ({ params, auth }) => ({ data: await items.getForEdit(params.id, auth) }));
  route(app, updateCorrespondence, async ({ params, request, auth }) => {
    const { body, files, video } = await formOf(app, request);
    const data = await items.update(params.id, body, files, auth, video);
    return { data, helper: { message: data.is_draft ? M.draftSaved : data.status === 'pending' || data.is_approved ? M.updated : M.created } };
  });
  route(app, deleteCorrespondence, async ({ params, auth }) => {
    await items.remove(params.id, auth);
    return { data: { message: M.deleted } };
  });
  route(app, approveCorrespondence, async ({ params, auth }) => ({ data: await items.decide(params.id, 'approved', auth), helper: { message: M.approved } }));
  route(app, rejectCorrespondence, async ({ params, auth }) => ({ data: await items.decide(params.id, 'rejected', auth), helper: { message: M.rejected } }));
  route(app, markRead, async ({ params, auth }) => ({ data: await items.markRead(params.id, auth), helper: { message: M.read } }));
  route(app, mandatoryInbox, async ({ auth }) => ({ data: await items.mandatory(auth) }));
  route(app, labelCount, async ({ auth }) => ({ data: await items.labelCount(auth) }));
  route(app, downloadCorrespondenceFile, async ({ params, auth, request, reply }) => {
    await filesService(app).sendFile(await items.fileForReading(params.id, params.fileId, auth), request, reply);
  });
  route(app, listVideos, async ({ auth }) => ({ data: await items.videos(auth) }));
  route(app, streamVideo, async ({ params, auth, request, reply }) => {
    await filesService(app).sendFile(await items.videoForReading(params.id, auth), request, reply, 'inline');
  });
  route(app, audienceOptions, async ({ query, auth }) => ({ data: await audienceChoices(app.deps.database.db, query.type, query.q, auth.userId) }));
  route(app, securityProjectRoles, async ({ params }) => ({ data: await items.securityProjectRoles(params.id) }));

  route(app, answerSurvey, async ({ params, body, auth }) => {
    const data = await surveys.answer(params.id, body, auth);
    return { data, status: 201, helper: { message: data.message } };
  });
  route(app, surveyReport, async ({ query, auth }) => ({ data: await surveys.report(query.correspondence_id, auth) }));

  route(app, getReceipts, async ({ params, query, auth }) => receipts.report(params.id, auth, query));
  route(app, remindUnread, async ({ params, auth }) => ({ data: await receipts.remind(params.id, auth), status: 201, helper: { message: M.reminded } }));
  route(app, downloadReport, async ({ query, auth, reply }) => {
    await receipts.download(query.id, auth, reply);
  });

  route(app, listTypes, async ({ query }) => types.list(query));
  route(app, getType, async ({ params }) => ({ data: await types.find(params.id) }));
  route(app, createType, async ({ body, auth }) => ({ data: await types.create(body, auth), status: 201, helper: { message: TM.created } }));
  route(app, updateType, async ({ params, body, auth }) => ({ data: await types.update(params.id, body, auth), helper: { message: TM.updated } }));
  route(app, deleteType, async ({ params, auth }) => {
    await types.remove(params.id, auth);
    return { data: { message: TM.deleted } };
  });
  route(app, typeViewers, async ({ params }) => ({ data: (await types.find(params.id)).viewers }));
  route(app, typeReceivers, async ({ params }) => ({ data: (await types.find(params.id)).receivers }));

  route(app, listPersonalGroups, async ({ query, auth }) => groups.list(auth, query));
  route(app, getPersonalGroup, async ({ params, auth }) => ({ data: await groups.own(params.id, auth) }));
  route(app, createPersonalGroup, async ({ body, auth }) => ({ data: await groups.create(body, auth), status: 201, helper: { message: PM.created } }));
  route(app, updatePersonalGroup, async ({ params, body, auth }) => ({ data: await groups.update(params.id, body, auth), helper: { message: PM.updated } }));
  route(app, deletePersonalGroup, async ({ params, auth }) => {
    await groups.remove(params.id, auth);
    return { data: { message: PM.deleted } };
  });
}
