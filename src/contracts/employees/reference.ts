import { z } from 'zod';
import { endpoint, idParams, listQuery, okMessage, text } from '../http';
import { EMPLOYEE_ACCESS as A } from './access';
import { day } from './schemas';

/**
 * HR reference lists with more than a name (spec 1 §3, §7 "Reference lists"): seasons (dates and
 * security projects) and exit / re-employ reasons (sequence_yearly_reset).
 */

export const season = z.object({
  id: z.number(), name: z.string(), start_date: z.string(), end_date: z.string(),
  security_projects: z.array(z.object({ id: z.number(), name: z.string() })), created_at: z.string(),
});
export type Season = z.infer<typeof season>;
export const seasonBody = z.object({
  name: text(120).min(1),
  start_date: day,
  end_date: day,
  security_projects: z.array(z.number().int().positive().max(2147483647)).max(100).default([]),
}).refine((b) => b.end_date >= b.start_date, { path: ['end_date'], message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.' });
const projectIds = z.preprocess(
  (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v])),
  z.array(z.coerce.number().int().positive().max(2147483647)).max(100).optional(),
);
const seasonForm = z.object({ security_projects: z.array(z.object({ id: z.number(), name: z.string() })), item: season.nullable() });
const S = { view: A.view, manage: A.edit };
export const listSeasons = endpoint({
  method: 'GET', path: '/gss/employee-season', access: S.view, summary: 'Seasons, filtered by name, dates and projects.',
  query: listQuery.extend({ name: text(120).optional(), started_at: day.optional(), ended_at: day.optional(), security_projects: projectIds, 'security_projects[]': projectIds }),
  data: z.array(season),
});
export const seasonCreateForm = endpoint({ method: 'GET', path: '/gss/employee-season/create', access: S.manage, summary: 'Season form.', data: seasonForm });
export const seasonEditForm = endpoint({ method: 'GET', path: '/gss/employee-season/{id}/edit', access: S.manage, summary: 'Season edit form.', params: idParams, data: seasonForm });
export const createSeason = endpoint({ method: 'POST', path: '/gss/employee-season', access: S.manage, summary: 'Creates a season.', body: seasonBody, data: season });
export const updateSeason = endpoint({ method: 'PUT', path: '/gss/employee-season/{id}', access: S.manage, summary: 'Updates a season.', params: idParams, body: seasonBody, data: season });
export const deleteSeason = endpoint({ method: 'DELETE', path: '/gss/employee-season/{id}', access: S.manage, summary: 'Deletes a season no employee uses.', params: idParams, data: okMessage });

export const reason = z.object({ id: z.number(), name: z.string(), sequence_yearly_reset: z.union([z.literal(0), z.literal(1)]), created_at: z.string() });
export const reasonBody = z.object({ name: text(255).min(1), sequence_yearly_reset: z.union([z.literal(0), z.literal(1)]).default(0) });
const reasonForm = z.object({ item: reason.nullable() });

/** The two reason lists share one shape: exit reasons and re-employ reasons. */
export const REASON_LISTS = {
  exit: { path: '/employee-exit-reason', access: A.exitReasons, noun: 'Çıkış nedeni' },
  reemploy: { path: '/employee-reemploy-reason', access: A.reemployReasons, noun: 'Tekrar işe alım nedeni' },
} as const;
export type ReasonKind = keyof typeof REASON_LISTS;

function reasonEndpoints(kind: ReasonKind) {
  const { path, access } = REASON_LISTS[kind];
  return {
    list: endpoint({ method: 'GET', path, access, summary: `${kind} reasons, paged.`, query: listQuery.extend({ keyword: text(100).optional() }), data: z.array(reason) }),
    createForm: endpoint({ method: 'GET', path: `${path}/create`, access, summary: `${kind} reason form.`, data: reasonForm }),
    editForm: endpoint({ method: 'GET', path: `${path}/{id}/edit`, access, summary: `${kind} reason edit form.`, params: idParams, data: reasonForm }),
    create: endpoint({ method: 'POST', path, access, summary: `Creates a ${kind} reason.`, body: reasonBody, data: reason }),
    update: endpoint({ method: 'PUT', path: `${path}/{id}`, access, summary: `Updates a ${kind} reason.`, params: idParams, body: reasonBody, data: reason }),
    remove: endpoint({ method: 'DELETE', path: `${path}/{id}`, access, summary: `Deletes a ${kind} reason (soft).`, params: idParams, data: okMessage }),
  };
}
export const REASON_API = { exit: reasonEndpoints('exit'), reemploy: reasonEndpoints('reemploy') };
