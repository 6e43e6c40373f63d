import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AUDIT_MESSAGES as M, type ProjectFamily } from '../../../src/contracts/audits/families';
import { auditLockReason } from '../../../src/contracts/audits/lock';
import type { AuditItem, AuditProjectFormData, AuditProjectItem, auditProjectBody, RecordKey } from '../../../src/contracts/audits/schemas';
import { pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { info, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { uuidv7 } from '../../db/numbering';
import { actorOf, securityProjectRefs, type AuditActor } from './audit-access';
import { toAuditItem } from './audit-mappers';
import { auditProjectsRepository as repo, toProjectItem, type ProjectRow } from './audit-projects.repository';
import { auditsRepository, type AuditRow } from './audits.repository';
import { isUniqueViolation } from './audits.service';

export type AuditProjectInput = z.output<typeof auditProjectBody>;
const TABLE = 'audit_projects';

/** Audit projects of ggh and k9 (spec 2 §3): a security project of the audit, visited 'HH:mm'–'HH:mm'. */
export function auditProjectsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function auditOf(family: ProjectFamily, key: RecordKey, auth: AuthContext): Promise<{ actor: AuditActor; audit: AuditRow }> {
    const actor = await actorOf(db, family, auth);
    const audit = await auditsRepository.find(db, family, key, actor.scope);
    if (!audit) throw notFound(M.auditNotFound);
    return { actor, audit };
  }

  async function projectOf(auditId: number, key: RecordKey): Promise<ProjectRow> {
    const row = await repo.find(db, auditId, key);
    if (!row) throw notFound(M.projectNotFound);
    return row;
  }

  const unlocked = (actor: AuditActor, audit: AuditRow) => {
    const lock = auditLockReason(actor.family, audit, actor.viewer);
    if (lock) throw info(lock);
  };

  async function linkedProjects(audit: AuditRow) {
    const ids = (await auditsRepository.securityProjectIds(db, [audit.id])).get(audit.id) ?? [];
    const refs = await securityProjectRefs(db, ids);
    return ids.map((id) => refs.get(id)!).filter(Boolean);
  }

  async function requireOfAudit(audit: AuditRow, securityProjectId: number) {
    const ids = (await auditsRepository.securityProjectIds(db, [audit.id])).get(audit.id) ?? [];
    if (!ids.includes(securityProjectId)) throw invalidField('security_project_id', M.projectNotOfAudit);
  }

  const item = async (family: ProjectFamily, auditId: number, id: number): Promise<AuditProjectItem> =>
    toProjectItem((await repo.find(db, auditId, id))!, family);

  async function form(actor: AuditActor, audit: AuditRow, project: AuditProjectItem | null): Promise<AuditProjectFormData> {
    return { audit: await toAuditItem(db, audit, actor.viewer), project, security_projects: await linkedProjects(audit) };
  }

  return {
    async list(family: ProjectFamily, key: RecordKey, auth: AuthContext, s: Page & { ordering?: string }) {
      const { actor, audit } = await auditOf(family, key, auth);
      const { rows, total } = await repo.list(db, audit.id, s);
      const helper: { audit: AuditItem } = { audit: await toAuditItem(db, audit, actor.viewer) };
      return { data: rows.map((r) => toProjectItem(r, family)), meta: pageMeta(s, total), helper };
    },

    async show(family: ProjectFamily, key: RecordKey, pid: RecordKey, auth: AuthContext) {
      const { audit } = await auditOf(family, key, auth);
      return toProjectItem(await projectOf(audit.id, pid), family);
    },

    async createForm(family: ProjectFamily, key: RecordKey, auth: AuthContext) {
      const { actor, audit } = await auditOf(family, key, auth);
      return form(actor, audit, null);
    },

    async editForm(family: ProjectFamily, key: RecordKey, pid: RecordKey, auth: AuthContext) {
      const { actor, audit } = await auditOf(family, key, auth);
      return form(actor, audit, toProjectItem(await projectOf(audit.id, pid), family));
    },

    async create(family: ProjectFamily, key: RecordKey, body: AuditProjectInput, auth: AuthContext) {
      const { actor, audit } = await auditOf(family, key, auth);
      const again = async (uuid: string) => {
        const existing = await repo.findByUuid(db, uuid);
        if (!existing) return undefined;
        if (existing.audit_id !== audit.id) throw invalidField('id', M.idTaken);
        return { data: await item(family, audit.id, existing.id), created: false };
      };
      if (body.id) {
        const replay = await again(body.id);
        if (replay) return replay;
      }
      unlocked(actor, audit);
      await requireOfAudit(audit, body.security_project_id);
      const now = clock();
      const values = {
        security_project_id: body.security_project_id, started_at: body.started_at, ended_at: body.ended_at,
        media_url: family === 'ggh' ? body.media_url ?? null : null,
      };
      try {
        const id = await db.transaction(async (tx) => {
          const newId = await repo.insert(tx, { ...values, uuid: body.id ?? uuidv7(now.getTime()), audit_id: audit.id, created_at: now, updated_at: now });
          await activityLogRepository.record(tx, { table_name: TABLE, target_id: newId, action: 'created', attributes: { audit_id: audit.id, ...values }, causer_id: auth.userId });
          return newId;
        });
        return { data: await item(family, audit.id, id), created: true };
      } catch (error) {
        const replay = body.id && isUniqueViolation(error) ? await again(body.id) : undefined;
        if (!replay) throw error;
        return replay;
      }
    },

    async update(family: ProjectFamily, key: RecordKey, pid: RecordKey, body: AuditProjectInput, auth: AuthContext) {
      const { actor, audit } = await auditOf(family, key, auth);
      const before = await projectOf(audit.id, pid);
      unlocked(actor, audit);
      if (body.security_project_id !== before.security_project_id) await requireOfAudit(audit, body.security_project_id);
      const values = {
        security_project_id: body.security_project_id, started_at: body.started_at, ended_at: body.ended_at,
        ...(family === 'ggh' && body.media_url !== undefined ? { media_url: body.media_url } : {}),
      };
      await db.transaction(async (tx) => {
        await repo.update(tx, before.id, { ...values, updated_at: clock() });
        const { attributes, old } = changedFields(before as unknown as Record<string, unknown>, values);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: before.id, action: 'updated', attributes, old, causer_id: auth.userId });
      });
      return item(family, audit.id, before.id);
    },

    async remove(family: ProjectFamily, key: RecordKey, pid: RecordKey, auth: AuthContext) {
      const { actor, audit } = await auditOf(family, key, auth);
      const before = await projectOf(audit.id, pid);
      unlocked(actor, audit);
      await db.transaction(async (tx) => {
        await repo.remove(tx, before.id);
        await activityLogRepository.record(tx, {
          table_name: TABLE, target_id: before.id, action: 'deleted', attributes: {},
          old: { audit_id: audit.id, security_project_id: before.security_project_id, findings_count: before.findings_count }, causer_id: auth.userId,
        });
      });
    },
  };
}
