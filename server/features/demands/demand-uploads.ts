import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEMAND_LIMITS, DEMAND_MESSAGES as DM } from '../../../src/contracts/demands';
import { invalidField } from '../../plugins/http-errors';
import { readUploadForm, type ReceivedFile } from '../files/record-files';

// Still named here by server/features/audits/audit-uploads.ts.
export type { ReceivedFile } from '../files/record-files';

export interface MultipartForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/** Reads a request's multipart body: its text fields (the last of a name wins) and its `files[n]` (see readUploadForm). */
export async function readMultipart(app: FastifyInstance, request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw invalidField('files', DM.filesMissing);
  const fields: Record<string, string> = {};
  const files = await readUploadForm(app, request, {
    filesMax: DEMAND_LIMITS.filesMax,
    tooManyFiles: DM.tooManyFiles,
    unreadable: DM.filesMissing,
    onField: (name, value) => {
      fields[name] = value;
    },
  });
  return { fields, files };
}
