import { z } from 'zod';
import { endpoint } from './http';

import {
  ISO_DATE_PATTERN, TURKEY_TIME_ZONE, addDays, dayOfWeek, daysBetween, isCalendarDate, isoWeekOf, isoWeekStart, isoWeeksInYear, turkeyDate,
} from './calendar';

export { ISO_DATE_PATTERN, TURKEY_TIME_ZONE, addDays, dayOfWeek, daysBetween, isCalendarDate, isoWeekOf, isoWeekStart, isoWeeksInYear, turkeyDate };

/** Query/body field: a day as yyyy-MM-dd. */
export const calendarDate = z
  .string()
  .trim()
  .max(10)
  .refine(isCalendarDate, { message: 'Tarih yyyy-aa-gg biçiminde geçerli bir gün olmalıdır.' });

// ---- Timeline and department news --------------------------------------------------------

export const TIMELINE_PERPAGE = 10;
export const TIMELINE_SCOPES = ['all', 'company', 'department'] as const;

export const timelinePost = z.object({
  id: z.number(),
  title: z.string(),
  /** HTML sanitised on write with an allow-list (paragraphs, lists, emphasis, links). */
  body: z.string(),
  /** null = company-wide post; otherwise department news. */
  department: z.object({ id: z.number(), name: z.string() }).nullable(),
  author: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  published_at: z.string(),
});
export type TimelinePost = z.infer<typeof timelinePost>;

export const getTimeline = endpoint({
  method: 'GET',
  path: '/dashboard/timeline',
  access: 'signed-in',
  summary: 'Timeline: company-wide posts and the news of the caller\'s departments, newest first, 10 a page.',
  query: z.object({
    page: z.coerce.number().int().min(1).max(100000).default(1),
    /** company = company-wide posts only; department = department news only. */
    scope: z.enum(TIMELINE_SCOPES).default('all'),
  }),
  data: z.array(timelinePost),
});
