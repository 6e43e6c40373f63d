import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  AUDIT_EXTRA_RATINGS, AUDIT_FAMILY_CONFIG, AUDIT_MESSAGES as M, AUDIT_RATINGS, AUDIT_REPORT_STATUSES, type AuditFamily,
} from '../../../src/contracts/audits/families';
import { auditLockReason } from '../../../src/contracts/audits/lock';
import type { AuditFormData, AuditItem, projectAuditBody, RecordKey, uogAuditBody } from '../../../src/contracts/audits/schemas';
import type { Executor } from '../../db/client';
import { pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { info, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { uuidv7 } from '../../db/numbering';
import { referenceItemsRepository } from '../reference-lists/reference-items';
import { actorOf, allowedSecurityProjects, type AuditActor } from './audit-access';
import { formMembersOf } from './audit-members';
import { toAuditItem, toAuditItems } from './audit-mappers';
import {
  flightCodeListOf, requirePositions, requireRatings, requireReference, requireSecurityProjects, titleListOf,
} from './audit-validation';
import { auditsRepository as repo, type AuditRow, type AuditValues } from './audits.repository';

export type ProjectAuditInput = z.output<typeof projectAuditBody>;
export type UogAuditInput = z.output<typeof uogAuditBody>;
export type AuditInput = ProjectAuditInput | UogAuditInput;

export const AUDITS_TABLE = 'audits';

export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'
  || (error as { cause?: { code?: string } }).cause?.code === '23505';

/** 'GGH-2026-00012': the family, the audit's start year, the id. */
export const generatedCode = (family: AuditFamily, startedAt: string, id: number) =>
  `${AUDIT_FAMILY_CONFIG[family].prefix}-${startedAt.slice(0, 4)}-${String(id).padStart(5, '0')}`;

const hasProjects = (body: AuditInput): body is ProjectAuditInput => 'security_projects' in body;

/** The audit's own columns from a body (security projects of ggh/k9 go to the link table). */
function columnsOf(body: AuditInput): Partial<AuditValues> {
  const common = {
    started_at: `${body.started_at}:00`, ended_at: `${body.ended_at}:00`, title_id: body.title_id,
    rating_id: body.rating_id ?? null, extra_rating: body.extra_rating ?? null,
    primary_supervisor_id: body.primary_supervisor_id, optional_supervisor_id: body.optional_supervisor_id ?? null,
  };
  if (hasProjects(body)) {
    return { ...common, report_status_id: body.report_status_id ?? null, ...(body.audit_code ? { audit_code: body.audit_code } : {}) };
  }
  return { ...common, security_project_id: body.security_project_id, flight_code_id: body.flight_code_id, media_url: body.media_url ?? null };
}

export function auditsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  /** The audit the actor sees, or 404 (so ids of other projects' audits cannot be probed). */
  async function visible(actor: AuditActor, key: RecordKey, tx: Executor = db, lock = false): Promise<AuditRow> {
    const row = await repo.find(tx, actor.family, key, actor.scope, lock);
    if (!row) throw notFound(M.auditNotFound);
    return row;
  }

  async function validate(actor: AuditActor, body: AuditInput, before?: AuditRow, keptProjects: number[] = []) {
    requireRatings(body as { rating_id?: number | null; extra_rating?: number | null; report_status_id?: number | null });
    await requireReference(db, titleListOf(actor), body.title_id, 'title_id', before?.title_id);
    await requirePositions(db, 'primary_supervisor_id', [body.primary_supervisor_id]);
    if (body.optional_supervisor_id) await requirePositions(db, 'optional_supervisor_id', [body.optional_supervisor_id]);
    if (hasProjects(body)) {
      await requireSecurityProjects(db, actor, 'security_projects', body.security_projects, keptProjects);
    } else {
      await requireReference(db, flightCodeListOf(actor), body.flight_code_id, 'flight_code_id', before?.flight_code_id);
      await requireSecurityProjects(db, actor, 'security_project_id', [body.security_project_id], before?.security_project_id ? [before.security_project_id] : []);
    }
  }

  async function formData(actor: AuditActor, audit: AuditItem | null): Promise<AuditFormData> {
    const cfg = AUDIT_FAMILY_CONFIG[actor.family];
    const [titles, flightCodes, projects] = await Promise.all([
      referenceItemsRepository.all(db, cfg.titleList),
      cfg.flightCodeList ? referenceItemsRepository.all(db, cfg.flightCodeList) : Promise.resolve([]),
      allowedSecurityProjects(db, actor),
    ]);
    // Supervisors and personnel offline: the members of the projects the form offers, and of the audit's own.
    const members = await formMembersOf(db, [...projects, ...(audit?.security_projects ?? [])].map((p) => p.id));
    return {
      audit, titles, flight_codes: flightCodes, security_projects: projects,
      ratings: [...AUDIT_RATINGS], extra_ratings: [...AUDIT_EXTRA_RATINGS], report_statuses: cfg.hasProjects ? [...AUDIT_REPORT_STATUSES] : [],
      ...members,
    };
  }

  return {
    visible,

    async list(family: AuditFamily, auth: AuthContext, s: Page & { ordering?: string }) {
      const actor = await actorOf(db, family, auth);
      const { rows, total } = await repo.search(db, family, actor.scope, {}, s);
      return {
        data: await toAuditItems(db, rows, actor.viewer), meta: pageMeta(s, total),
        helper: { ratings: AUDIT_RATINGS, extra_ratings: AUDIT_EXTRA_RATINGS, report_statuses: AUDIT_REPORT_STATUSES },
      };
    },

    async show(family: AuditFamily, key: RecordKey, auth: AuthContext): Promise<AuditItem> {
      const actor = await actorOf(db, family, auth);
      return toAuditItem(db, await visible(actor, key), actor.viewer);
    },

    async createForm(family: AuditFamily, auth: AuthContext) {
      return formData(await actorOf(db, family, auth), null);
    },

    async editForm(family: AuditFamily, key: RecordKey, auth: AuthContext) {
      const actor = await actorOf(db, family, auth);
      return formData(actor, await toAuditItem(db, await visible(actor, key), actor.viewer));
    },

    /**
     * Creates an audit. A device's UUID sent again by the same user answers the audit it made
     * (created: false) instead of a second one.
     */
    async create(family: AuditFamily, body: AuditInput, auth: AuthContext): Promise<{ data: AuditItem; created: boolean }> {
      const actor = await actorOf(db, family, auth);
      const again = async (uuid: string) => {
        const existing = await repo.findByUuid(db, uuid);
        if (!existing) return undefined;
        if (existing.family !== family || existing.creator_user_id !== auth.userId || existing.deleted_at) throw invalidField('id', M.idTaken);
        return { data: await toAuditItem(db, existing, actor.viewer), created: false };
      };
      if (body.id) {
        const replay = await again(body.id);
        if (replay) return replay;
      }
      await validate(actor, body);
      const now = clock();
      try {
        const row = await db.transaction(async (tx) => {
          const columns = columnsOf(body);
          const inserted = await repo.insert(tx, {
            ...columns, audit_code: columns.audit_code ?? `${AUDIT_FAMILY_CONFIG[family].prefix}-?`,
            started_at: columns.started_at!, ended_at: columns.ended_at!,
            uuid: body.id ?? uuidv7(now.getTime()), family,
            creator_position_id: auth.positionId, creator_user_id: auth.userId, created_at: now, updated_at: now,
          });
          const saved = columns.audit_code ? inserted : await repo.update(tx, inserted.id, { audit_code: generatedCode(family, body.started_at, inserted.id) });
          if (hasProjects(body)) await repo.setSecurityProjects(tx, saved.id, body.security_projects);
          await activityLogRepository.record(tx, {
            table_name: AUDITS_TABLE, target_id: saved.id, action: 'created', causer_id: auth.userId,
            attributes: { family, audit_code: saved.audit_code, ...columns, ...(hasProjects(body) ? { security_projects: body.security_projects } : {}) },
          });
          return saved;
        });
        return { data: await toAuditItem(db, row, actor.viewer), created: true };
      } catch (error) {
        const replay = body.id && isUniqueViolation(error) ? await again(body.id) : undefined;
        if (!replay) throw error;
        return replay;
      }
    },

    async update(family: AuditFamily, key: RecordKey, body: AuditInput, auth: AuthContext): Promise<AuditItem> {
      const actor = await actorOf(db, family, auth);
      const before = await visible(actor, key);
      const lock = auditLockReason(family, before, actor.viewer);
      if (lock) throw info(lock);
      const keptProjects = (await repo.securityProjectIds(db, [before.id])).get(before.id) ?? [];
      await validate(actor, body, before, keptProjects);
      const row = await db.transaction(async (tx) => {
        const columns = columnsOf(body);
        const saved = await repo.update(tx, before.id, { ...columns, updated_at: clock() });
        const { attributes, old } = changedFields(before as unknown as Record<string, unknown>, columns as Record<string, unknown>);
        if (hasProjects(body)) {
          await repo.setSecurityProjects(tx, before.id, body.security_projects);
          if (JSON.stringify([...body.security_projects].sort()) !== JSON.stringify([...keptProjects].sort())) {
            attributes.security_projects = body.security_projects;
            old.security_projects = keptProjects;
          }
        }
        await activityLogRepository.record(tx, { table_name: AUDITS_TABLE, target_id: before.id, action: 'updated', attributes, old, causer_id: auth.userId });
        return saved;
      });
      return toAuditItem(db, row, actor.viewer);
    },

    async remove(family: AuditFamily, key: RecordKey, auth: AuthContext): Promise<void> {
      const actor = await actorOf(db, family, auth);
      const before = await visible(actor, key);
      const lock = auditLockReason(family, before, actor.viewer);
      if (lock) throw info(lock);
      await db.transaction(async (tx) => {
        await repo.softDelete(tx, before.id, clock());
        await activityLogRepository.record(tx, {
          table_name: AUDITS_TABLE, target_id: before.id, action: 'deleted', attributes: {}, old: { audit_code: before.audit_code, family }, causer_id: auth.userId,
        });
      });
    },
  };
}
