import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  DEMAND_MESSAGES as M, addDemandRequestFiles, answerDemandResponse, createDemandRequest, createDemandType,
  deleteDemandRequest, deleteDemandRequestFile, deleteDemandType, demandRequestFields, demandRequestJsonBody, demandResponseForm,
  demandResponseSearchForm, downloadDemandRequestFile, downloadDemandResponses, getDemandRequest, getDemandType, listDemandRequests,
  listDemandTypes, redirectDemandResponse, searchDemandResponses, updateDemandRequest, updateDemandType,
} from '../../../src/contracts/demands';
import { HttpError } from '../../plugins/http-errors';
import { issuesToErrors, route } from '../../plugins/endpoints';
import { filesService } from '../files/files.service';
import type { NewFiles } from '../files/record-files';
import { sendDemandResponses } from './demand-export';
import { demandRequestsService } from './demand-requests.service';
import { demandResponsesService } from './demand-responses.service';
import { demandTypesService } from './demand-types.service';
import { readMultipart } from './demand-uploads';

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(422, { errors: issuesToErrors(result.error.issues) });
  return result.data;
}

/** POST /demand/request takes the spec's multipart form, or the outbox's JSON naming uploaded blobs. */
async function newRequestOf(app: FastifyInstance, request: FastifyRequest) {
  if (request.isMultipart()) {
    const form = await readMultipart(app, request);
    // An empty text part means "not given" (browsers send every form field).
    const fields = Object.fromEntries(Object.entries(form.fields).filter(([, v]) => v !== ''));
    return { body: parsed(demandRequestFields, fields), files: { received: form.files } satisfies NewFiles };
  }
  const body = parsed(demandRequestJsonBody, request.body ?? {});
  return { body, files: { hashes: body.file_hashes, names: body.file_names } satisfies NewFiles };
}

/** Generic demands (spec 2 §7): types, requests with files, responses, the response search. */
export default async function demandsFeature(app: FastifyInstance) {
  const typesService = demandTypesService(app);
  const requests = demandRequestsService(app);
  const responses = demandResponsesService(app);

  route(app, listDemandTypes, async ({ query }) => typesService.list(query));
  route(app, getDemandType, async ({ params, query }) => typesService.get(params.id, query.with_helper_data ?? false));
  route(app, createDemandType, async ({ body, auth }) => ({
    data: await typesService.create(body, auth.userId), status: 201, helper: { message: M.typeCreated },
  }));
  route(app, updateDemandType, async ({ params, body, auth }) => ({
    data: await typesService.update(params.id, body, auth.userId), helper: { message: M.typeUpdated },
  }));
  route(app, deleteDemandType, async ({ params, auth }) => {
    await typesService.remove(params.id, auth.userId);
    return { data: { message: M.typeDeleted } };
  });

  route(app, listDemandRequests, async ({ query, auth }) => requests.listOwn(auth, query));
  route(app, createDemandRequest, async ({ request, auth }) => {
    const { body, files } = await newRequestOf(app, request);
    const { data, created } = await requests.create(body, files, auth);
    return { data, status: created ? 201 : 200, helper: { message: M.requestCreated } };
  });
  route(app, getDemandRequest, async ({ params, auth }) => ({ data: await requests.getOwn(params.id, auth) }));
  route(app, updateDemandRequest, async ({ params, body, auth }) => ({
    data: await requests.update(params.id, body, auth), helper: { message: M.requestUpdated },
  }));
  route(app, deleteDemandRequest, async ({ params, auth }) => {
    await requests.remove(params.id, auth);
    return { data: { message: M.requestDeleted } };
  });
  route(app, addDemandRequestFiles, async ({ params, request, auth }) => {
    const form = await readMultipart(app, request);
    return { data: await requests.addFiles(params.id, form.files, auth), status: 201, helper: { message: M.filesAdded } };
  });
  route(app, deleteDemandRequestFile, async ({ params, auth }) => {
    await requests.removeFile(params.id, params.fileId, auth);
    return { data: { message: M.fileDeleted } };
  });
  route(app, downloadDemandRequestFile, async ({ params, auth, request, reply }) => {
    await filesService(app).sendFile(await requests.fileForReading(params.id, params.fileId, auth), request, reply);
  });

  route(app, demandResponseForm, async ({ params, auth }) => ({ data: await responses.form(params.id, auth) }));
  route(app, answerDemandResponse, async ({ params, body, auth }) => ({
    data: await responses.answer(params.id, body.response, auth), helper: { message: M.answered },
  }));
  route(app, redirectDemandResponse, async ({ params, body, auth }) => ({
    data: await responses.redirect(params.id, body.redirect_role_id, auth), helper: { message: M.redirected },
  }));

  route(app, demandResponseSearchForm, async () => ({ data: await responses.searchForm() }));
  route(app, searchDemandResponses, async ({ query, body, auth }) => responses.search(auth, body, query));
  route(app, downloadDemandResponses, async ({ body, auth, reply }) => {
    await sendDemandResponses(reply, await responses.exportPages(auth, body));
  });
}
