import { z } from 'zod';
import { endpoint, id, text } from './http';
import { tpssValidUntil } from './employees/tpss';

/** Role display (spec 1 §3): company - department - role, struck through where deleted. */
export const roleDisplay = z.object({
  company: z.object({ id: z.number(), name: z.string(), deleted: z.boolean() }),
  department: z.object({ id: z.number(), name: z.string(), deleted: z.boolean() }),
  role: z.object({ id: z.number(), name: z.string(), deleted: z.boolean() }),
});
export type RoleDisplay = z.infer<typeof roleDisplay>;

/** A position as searches and member lists show it. */
export const positionItem = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  full_name: z.string(),
  national_id_number: z.string().nullable(),
  role_display: roleDisplay,
  security_project_id: z.number().nullable(),
});
export type PositionItem = z.infer<typeof positionItem>;

export const SEARCH_MIN_CHARS = 3;

export const searchPosition = endpoint({
  method: 'GET',
  path: '/search/position',
  access: 'signed-in',
  summary: 'Positions by person name or national id (from 3 characters), optionally in one project or roles.',
  query: z.object({
    q: text(100).min(SEARCH_MIN_CHARS),
    security_project: id.optional(),
    role_names: z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(text(120)).max(20)).optional(),
  }),
  /** tpss_valid_until: the audit and drill pickers mark an expired TPSS (employees/tpss.ts). */
  data: z.array(positionItem.extend({ tpss_valid_until: tpssValidUntil })),
});
