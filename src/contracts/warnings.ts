import { z } from 'zod';
import { calendarDate } from './dashboard';
import { endpoint, id, idParams, listQuery, okMessage, text } from './http';

/**
 * Warnings of psychoactive-substance projects (spec 2 §1, §2 "Warnings", §3 "Warning list", §6
 * view-psychoactive-substance-submission, §7, §8). The spec shows only the filters (position_id,
 * project_id); the record is Apron's design: docs/decisions/warnings.md.
 */
const access = { permission: 'view-psychoactive-substance-submission' } as const;

/** What happened in the project's testing that a supervisor must know about. */
export const WARNING_TYPES = ['positive-result', 'test-refused', 'test-missed', 'invalid-sample', 'other'] as const;
export type WarningType = (typeof WARNING_TYPES)[number];
/** Substance classes of a positive result (the classes a screening panel reports). */
export const WARNING_SUBSTANCES = ['cannabinoids', 'opiates', 'amphetamines', 'cocaine', 'benzodiazepines', 'alcohol', 'other'] as const;
export type WarningSubstance = (typeof WARNING_SUBSTANCES)[number];

export const WARNING_TYPE_LABELS: Record<WarningType, string> = {
  'positive-result': 'Pozitif test sonucu',
  'test-refused': 'Testi reddetme',
  'test-missed': 'Teste katılmama',
  'invalid-sample': 'Geçersiz numune',
  other: 'Diğer',
};

export const WARNING_LIMITS = { descriptionMax: 2000 } as const;

export const WARNING_MESSAGES = {
  created: 'Uyarı kaydedildi.',
  deleted: 'Uyarı silindi.',
  notFound: 'Uyarı bulunamadı.',
  projectNotFound: 'Psikoaktif madde projesi bulunamadı.',
  notMember: 'Seçilen personel bu projenin üyesi değil.',
  substanceRequired: 'Pozitif test sonucu için madde seçilmelidir.',
  futureDate: 'Uyarı tarihi bugünden sonra olamaz.',
  notRecorder: 'Uyarıyı yalnızca kaydeden kişi silebilir.',
} as const;

const projectRef = z.object({ id: z.number(), name: z.string(), short_code: z.string() });

export const psychoactiveProject = projectRef.extend({ enable: z.boolean(), members_count: z.number(), warnings_count: z.number() });
export type PsychoactiveProject = z.infer<typeof psychoactiveProject>;

export const warningItem = z.object({
  id: z.number(),
  security_project: projectRef,
  position: z.object({ id: z.number(), full_name: z.string(), national_id_number: z.string().nullable(), role_name: z.string() }),
  warning_type: z.enum(WARNING_TYPES),
  substance: z.enum(WARNING_SUBSTANCES).nullable(),
  occurred_on: z.string(),
  description: z.string(),
  recorded_by: z.object({ user_id: z.number(), full_name: z.string() }),
  /** The caller recorded it (or holds a super role): the list offers deleting it. */
  deletable: z.boolean(),
  created_at: z.string(),
});
export type WarningItem = z.infer<typeof warningItem>;

export const warningBody = z
  .object({
    security_project_id: id,
    position_id: id,
    warning_type: z.enum(WARNING_TYPES, { message: 'Geçersiz uyarı türü.' }),
    substance: z.enum(WARNING_SUBSTANCES, { message: 'Geçersiz madde.' }).nullish(),
    occurred_on: calendarDate,
    description: text(WARNING_LIMITS.descriptionMax).default(''),
  })
  // A substance belongs to a positive result only; there it is required.
  .transform((w) => ({ ...w, substance: w.warning_type === 'positive-result' ? (w.substance ?? null) : null }))
  .refine((w) => w.warning_type !== 'positive-result' || w.substance !== null, { path: ['substance'], message: WARNING_MESSAGES.substanceRequired });
export type WarningBody = z.input<typeof warningBody>;

export const listPsychoactiveProjects = endpoint({
  method: 'GET', path: '/project/psychoactive-substances/admin', access,
  summary: 'Security projects of type psychoactive-substance, with member and warning counts.',
  data: z.array(psychoactiveProject),
});

export const listWarnings = endpoint({
  method: 'GET', path: '/warning', access, summary: 'Warnings of psychoactive-substance projects, filtered by position and project, paged.',
  query: listQuery.extend({ position_id: id.optional(), project_id: id.optional(), warning_type: z.enum(WARNING_TYPES).optional() }),
  data: z.array(warningItem),
});

export const createWarning = endpoint({
  method: 'POST', path: '/warning', access, summary: 'Records a warning about a member of a psychoactive-substance project.',
  body: warningBody, data: warningItem,
});

export const deleteWarning = endpoint({
  method: 'DELETE', path: '/warning/{id}', access, summary: 'Deletes a warning (its recorder, or a super role).', params: idParams, data: okMessage,
});
