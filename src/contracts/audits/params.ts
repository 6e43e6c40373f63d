import { z } from 'zod';
import { id, INT_MAX } from '../http';

// ---- Path keys: every record has a numeric id and a uuid; a path takes either ---------------

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * `{id}`, `{pid}`, `{fid}`: the numeric id or the record's uuid (a device that created the audit
 * offline names it by the UUIDv7 it gave it, before it ever learns the server's id).
 */
export const recordKey = z
  .string()
  .max(36)
  .refine((v) => (/^\d{1,10}$/.test(v) && Number(v) <= INT_MAX) || UUID_PATTERN.test(v), 'Geçersiz kayıt kimliği.')
  .transform((v): number | string => (/^\d+$/.test(v) ? Number(v) : v.toLowerCase()));
export type RecordKey = number | string;

export const auditParams = z.object({ id: recordKey });
export const projectParams = z.object({ id: recordKey, pid: recordKey });
/** Findings of ggh and k9 sit under a project; uog findings under the audit. */
export const projectFindingParams = z.object({ id: recordKey, pid: recordKey, fid: recordKey });
export const auditFindingParams = z.object({ id: recordKey, fid: recordKey });
/** `{id}` is the finding (id or uuid); `{imageId}` the image's numeric id. */
export const imageParams = z.object({ id: recordKey, imageId: id });
