import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  DETECTION_API, DETECTION_REGISTER_DEFS, DETECTION_REGISTERS, detectionCreateBody, detectionMessages, detectionUpdateBody,
  searchImposterMembers, searchPositionMembers, type DetectionRegisterDef,
} from '../../../src/contracts/detections';
import { HttpError } from '../../plugins/http-errors';
import { issuesToErrors, route } from '../../plugins/endpoints';
import { filesService } from '../files/files.service';
import type { NewFiles, ReceivedFile } from '../files/record-files';
import { sendDetections } from './detection-export';
import { readDetectionForm } from './detection-uploads';
import { detectionsService } from './detections.service';

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(422, { errors: issuesToErrors(result.error.issues) });
  return result.data;
}

/** A write's body: the spec's multipart form (fields + files[i]), or JSON (the outbox, or a form without files). */
async function formOf(app: FastifyInstance, request: FastifyRequest): Promise<{ fields: unknown; files: ReceivedFile[] | undefined }> {
  if (request.isMultipart()) {
    const form = await readDetectionForm(app, request);
    return { fields: form.fields, files: form.files };
  }
  return { fields: request.body ?? {}, files: undefined };
}

/** One register's endpoints (spec 3 §7 "Detection registers"). */
function registerRoutes(app: FastifyInstance, def: DetectionRegisterDef) {
  const api = DETECTION_API[def.key];
  const service = detectionsService(app, def);
  const M = detectionMessages(def);
  const createBody = detectionCreateBody(def);
  const updateBody = detectionUpdateBody(def);

  route(app, api.list, async ({ query, auth, reply }) => {
    const { page, perpage, ordering, download, with_helper_data: _helper, ...filters } = query;
    if (!download) return service.list(auth, filters, { page, perpage, ordering });
    await sendDetections(reply, def, await service.exportPages(auth, filters, ordering));
  });

  route(app, api.createForm, async ({ auth }) => ({ data: await service.formData(auth) }));

  route(app, api.create, async ({ request, auth }) => {
    const form = await formOf(app, request);
    const body = parsed(createBody, form.fields);
    const files: NewFiles = form.files ? { received: form.files } : { hashes: body.file_hashes, names: body.file_names };
    const { data, created } = await service.create(body, files, auth);
    return { data, status: created ? 201 : 200, helper: { message: M.created } };
  });

  route(app, api.show, async ({ params, auth }) => ({ data: await service.show(params.id, auth) }));

  route(app, api.update, async ({ params, request, auth }) => {
    // Existence and the right to change come before the body is judged.
    await service.readable(params.id, auth);
    const form = await formOf(app, request);
    const body = parsed(updateBody, form.fields);
    return { data: await service.update(params.id, body, form.files ?? [], auth), helper: { message: M.updated } };
  });

  route(app, api.remove, async ({ params, auth }) => {
    await service.remove(params.id, auth);
    return { data: { message: M.deleted } };
  });

  route(app, api.file, async ({ params, auth, request, reply }) => {
    await filesService(app).sendFile(await service.fileForReading(params.id, params.fileId, auth), request, reply);
  });

  return service;
}

/** The three detection registers and the two member searches. */
export default async function detectionsFeature(app: FastifyInstance) {
  const services = DETECTION_REGISTERS.map((key) => registerRoutes(app, DETECTION_REGISTER_DEFS[key]));
  // Both searches answer the same people (members of the caller's projects); the spec names one per form.
  const members = services[0]!;
  route(app, searchPositionMembers, async ({ query, auth }) => ({ data: await members.searchMembers(auth, query.q) }));
  route(app, searchImposterMembers, async ({ query, auth }) => ({ data: await members.searchMembers(auth, query.q) }));
}
