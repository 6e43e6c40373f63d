import { z } from 'zod';
import { id, text } from '../http';

/**
 * Who a correspondence goes to (spec 3 §3 "Receivers and viewers"): typed entries stored as a
 * rule on the item and resolved to people when it is delivered (docs/decisions/correspondence.md).
 */
export const AUDIENCE_TYPES = ['department', 'group', 'personal_group', 'position_with_user', 'role', 'security_project'] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];

export const AUDIENCE_MAX = 200;

export const audienceInput = z.object({ type: z.enum(AUDIENCE_TYPES), id });
export type AudienceInput = z.infer<typeof audienceInput>;

/** As the form and the detail show it (spec: id, name, type, role_id, role_name). */
export const audienceEntry = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(AUDIENCE_TYPES),
  role_id: z.number().nullable(),
  role_name: z.string().nullable(),
});
export type AudienceEntry = z.infer<typeof audienceEntry>;

export const audienceList = z
  .array(audienceInput)
  .max(AUDIENCE_MAX)
  // The same entry twice is one entry.
  .transform((list) => [...new Map(list.map((e) => [`${e.type}:${e.id}`, e])).values()]);

export const SEND_AS = ['position', 'user'] as const;
export type SendAs = (typeof SEND_AS)[number];

export const correspondenceFields = z.object({
  subject: text(255).min(1),
  body: z.string().max(200_000).default(''),
  correspondence_type_id: id,
  is_mandatory: z.boolean().default(false),
  is_draft: z.boolean().default(false),
  send_as: z.enum(SEND_AS).default('position'),
  send_to_everyone: z.boolean().default(false),
  /** YYYY-MM-DD, the last day it is shown. */
  expiration_at: z.iso.date().nullish(),
  /** YYYY-MM-DD send date; a future day needs send-correspondences-future-date. */
  sent_at: z.iso.date().nullish(),
  receivers: audienceList.default([]),
  viewers: audienceList.default([]),
  /** Files of the item being edited that stay (the rest are removed). */
  keep_file_ids: z.array(id).max(20).optional(),
  /** The survey a survey type's item carries (required for survey types, refused otherwise). */
  survey_id: id.nullish(),
  /**
   * A video chosen from GET /correspondence/videos (or the item's own video kept on edit); an uploaded
   * video comes as the multipart part `video`. Either one is the spec's video rule: files and body are cleared.
   */
  video_id: id.nullish(),
});
export type CorrespondenceFields = z.input<typeof correspondenceFields>;

/**
 * Spec 3 §5 rules, one place for the form and the server: a survey forces is_mandatory and hides
 * viewers and body; a video clears files and body.
 */
export function applyContentRules<T extends { body: string; is_mandatory: boolean; viewers: unknown[] }>(
  item: T,
  opts: { survey: boolean; video: boolean },
): T & { clearFiles: boolean } {
  const out = { ...item, clearFiles: false };
  if (opts.survey) {
    out.is_mandatory = true;
    out.viewers = [];
    out.body = '';
  }
  if (opts.video) {
    out.body = '';
    out.clearFiles = true;
  }
  return out;
}
