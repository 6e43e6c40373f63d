import { z } from 'zod';
import { calendarDate } from './dashboard';
import { endpoint, id, listQuery, text } from './http';
import { scheduleDay, weekQuery } from './schedule';

/**
 * The shift list (spec 2 §2 "Shift lists", §3 "Shift list rows: not shown", §6 view-shift, §7
 * GET /gss/shift): who works which shift on each day of a week, for one of the user's projects.
 * Days come from the schedule adapter. Decisions: docs/decisions/shifts.md.
 */
const access = { permission: 'view-shift' } as const;

const projectRef = z.object({ id: z.number(), name: z.string(), short_code: z.string() });

export const shiftRow = z.object({
  position_id: z.number(),
  user_id: z.number(),
  full_name: z.string(),
  role_name: z.string(),
  days: z.array(scheduleDay).length(7),
});
export type ShiftRow = z.infer<typeof shiftRow>;

export const shiftList = z.object({
  year: z.number(),
  week: z.number(),
  starts_on: z.string(),
  ends_on: z.string(),
  /** The projects the caller may see (the active position's; a super role: all). */
  security_projects: z.array(projectRef),
  /** The project shown: the one asked for, else the first of the caller's. */
  security_project_id: z.number().nullable(),
  rows: z.array(shiftRow),
});
export type ShiftList = z.infer<typeof shiftList>;

export const shiftQuery = listQuery.extend({
  ...weekQuery.shape,
  /** Any day of the wanted week; wins over year and week. */
  date: calendarDate.optional(),
  security_project_id: id.optional(),
  keyword: text(100).optional(),
});

export const SHIFT_MESSAGES = { projectNotYours: 'Bu projenin vardiya listesini görme yetkiniz bulunmamaktadır.' } as const;

export const getShiftList = endpoint({
  method: 'GET', path: '/gss/shift', access, summary: 'One week of shifts of the members of one of the user\'s projects, paged by person.',
  query: shiftQuery, data: shiftList,
});
