import { z } from 'zod';
import { id, listQuery, queryFlag, text } from '../http';
import { AUDIT_LIMITS as L } from './families';
import { idList, labelRef, mediaUrl, optionRef, securityProjectRef } from './schemas';

// ---- Search, media url ----------------------------------------------------------------------

const isoDate = z.iso.date();
/**
 * GET /search/{family}-audit (spec 2 §2 search routes, §7). `security_project[]` is the API's
 * name; the route's `security_projects` is accepted too. Dates filter by the audit's start
 * (from started_at, to ended_at inclusive).
 */
export const auditSearchQuery = listQuery.extend({
  audit_code: text(L.auditCodeMax).optional(),
  started_at: isoDate.optional(),
  ended_at: isoDate.optional(),
  security_project: idList(L.securityProjectsMax).optional(),
  security_projects: idList(L.securityProjectsMax).optional(),
  title_id: id.optional(),
  rating_id: id.optional(),
  extra_rating: id.optional(),
  supervisor_id: id.optional(),
  report_status_id: id.optional(),
  flight_code_id: id.optional(),
  download: queryFlag.optional(),
});
export type AuditSearchQuery = z.input<typeof auditSearchQuery>;

/** helper_data of a search with with_helper_data=true: the filters' option lists. */
export const auditSearchHelperData = z.object({
  titles: z.array(labelRef),
  ratings: z.array(optionRef),
  extra_ratings: z.array(optionRef),
  report_statuses: z.array(optionRef),
  security_projects: z.array(securityProjectRef),
  flight_codes: z.array(labelRef),
});
export type AuditSearchHelperData = z.infer<typeof auditSearchHelperData>;

export const mediaUrlItem = z.object({
  /** The audit project (ggh) or the audit (uog). */
  id: z.number(),
  uuid: z.string(),
  media_url: z.string().nullable(),
  /** Whether the current position may change it (lock.ts). */
  editable: z.boolean(),
});
export type MediaUrlItem = z.infer<typeof mediaUrlItem>;

export const mediaUrlBody = z.object({ media_url: z.preprocess((v) => (v === '' ? null : v), mediaUrl.nullable()) });
export type MediaUrlBody = z.input<typeof mediaUrlBody>;
