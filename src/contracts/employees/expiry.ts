import { z } from 'zod';
import { endpoint, idParams, listQuery } from '../http';
import { EMPLOYEE_ACCESS as A } from './access';
import { addDays } from './terms';

/**
 * Expiry tracking (issue 10, beyond the spec): TPSS certifications, apron cards and mandatory
 * trainings whose date falls within 30 days, found by a daily job. One rule for both sides.
 */
export const EXPIRY_KINDS = ['tpss', 'apron_card', 'training'] as const;
export type ExpiryKind = (typeof EXPIRY_KINDS)[number];
export const EXPIRY_WINDOWS = [7, 30] as const;
export type ExpiryWindow = (typeof EXPIRY_WINDOWS)[number];

/** The last day a date still counts as "expiring" on `today` (today + 30). */
export const expiryHorizon = (today: string) => addDays(today, Math.max(...EXPIRY_WINDOWS));

/** 7 when the date is within 7 days (today included), 30 within 30 days, null otherwise (later, or already past). */
export function expiryWindow(expiresOn: string, today: string): ExpiryWindow | null {
  if (expiresOn < today) return null;
  for (const w of EXPIRY_WINDOWS) if (expiresOn <= addDays(today, w)) return w;
  return null;
}

/** Whole days from `today` to `expiresOn` (0 = expires today). */
export function daysLeft(expiresOn: string, today: string): number {
  return Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export const expiryRow = z.object({
  id: z.number(), employee_id: z.number(), full_name: z.string(), national_id_number: z.string(), security_project: z.string().nullable(),
  kind: z.enum(EXPIRY_KINDS), label: z.string(), expires_on: z.string(), days_left: z.number(), window: z.union([z.literal(7), z.literal(30)]),
});
export type ExpiryRow = z.infer<typeof expiryRow>;

const windowParam = z.enum(['7', '30']).default('30');
export const listExpiring = endpoint({
  method: 'GET', path: '/gss/employee-expiring', access: A.view,
  summary: 'The "expiring" report: what expires within 7 or 30 days, soonest first (helper_data.computed_on: the day the job made the list).',
  query: listQuery.extend({ within: windowParam, kind: z.enum(EXPIRY_KINDS).optional() }), data: z.array(expiryRow),
});
export const employeeExpiring = endpoint({
  method: 'GET', path: '/gss/employee/{id}/expiring', access: A.view, summary: 'What of this employee expires within 30 days (the card\'s mark).',
  params: idParams, data: z.array(expiryRow),
});
