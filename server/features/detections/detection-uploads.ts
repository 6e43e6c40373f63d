import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DETECTION_LIMITS, DETECTION_MESSAGES as DM } from '../../../src/contracts/detections';
import { FILE_MESSAGES as M } from '../../../src/contracts/files';
import { normaliseQuery } from '../../plugins/endpoints';
import { readUploadForm, type ReceivedFile } from '../files/record-files';

export interface DetectionForm {
  /** Text parts; `name[i]` parts gathered into a list under `name` (deletedFileIds[0], [1] …). */
  fields: Record<string, unknown>;
  files: ReceivedFile[];
}

/** Reads a detection's multipart body: its text fields and its `files[i]` (see readUploadForm). */
export async function readDetectionForm(app: FastifyInstance, request: FastifyRequest): Promise<DetectionForm> {
  const texts: Record<string, string | string[]> = {};
  const files = await readUploadForm(app, request, {
    filesMax: DETECTION_LIMITS.filesMax,
    tooManyFiles: DM.tooManyFiles,
    unreadable: M.missing,
    onField: (name, value) => {
      // An empty text part means "not given" (browsers send every form field).
      if (value === '') return;
      const held = texts[name];
      texts[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
    },
  });
  return { fields: normaliseQuery(texts), files };
}
