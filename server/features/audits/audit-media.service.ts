import type { FastifyInstance } from 'fastify';
import { AUDIT_MESSAGES as M } from '../../../src/contracts/audits/families';
import { auditLockReason } from '../../../src/contracts/audits/lock';
import type { RecordKey } from '../../../src/contracts/audits/schemas';
import type { MediaUrlItem } from '../../../src/contracts/audits/search';
import type { AuthContext } from '../../plugins/auth';
import { info, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { actorOf } from './audit-access';
import { auditProjectsRepository } from './audit-projects.repository';
import { auditsRepository } from './audits.repository';

/**
 * Media urls (spec 2 §7): a ggh audit project's (/ggh/audit-project/media-url/{id}) and a uog
 * audit's (/uog/audit/media-url/{id}). Changing one is an edit of the audit: the lock applies.
 */
export function auditMediaService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function target(family: 'ggh' | 'uog', key: RecordKey, auth: AuthContext) {
    const actor = await actorOf(db, family, auth);
    if (family === 'uog') {
      const audit = await auditsRepository.find(db, 'uog', key, actor.scope);
      if (!audit) throw notFound(M.auditNotFound);
      return { table: 'audits', id: audit.id, uuid: audit.uuid, media_url: audit.media_url, lock: auditLockReason(family, audit, actor.viewer) };
    }
    const project = await auditProjectsRepository.findAny(db, key);
    const audit = project && (await auditsRepository.find(db, 'ggh', project.audit_id, actor.scope));
    if (!project || !audit) throw notFound(M.projectNotFound);
    return { table: 'audit_projects', id: project.id, uuid: project.uuid, media_url: project.media_url, lock: auditLockReason(family, audit, actor.viewer) };
  }

  return {
    async show(family: 'ggh' | 'uog', key: RecordKey, auth: AuthContext): Promise<MediaUrlItem> {
      const t = await target(family, key, auth);
      return { id: t.id, uuid: t.uuid, media_url: t.media_url, editable: t.lock === null };
    },

    async update(family: 'ggh' | 'uog', key: RecordKey, mediaUrl: string | null, auth: AuthContext): Promise<MediaUrlItem> {
      const t = await target(family, key, auth);
      if (t.lock) throw info(t.lock);
      const now = clock();
      await db.transaction(async (tx) => {
        if (family === 'uog') await auditsRepository.update(tx, t.id, { media_url: mediaUrl, updated_at: now });
        else await auditProjectsRepository.update(tx, t.id, { media_url: mediaUrl, updated_at: now });
        await activityLogRepository.record(tx, {
          table_name: t.table, target_id: t.id, action: 'updated', attributes: { media_url: mediaUrl }, old: { media_url: t.media_url }, causer_id: auth.userId,
        });
      });
      return { id: t.id, uuid: t.uuid, media_url: mediaUrl, editable: true };
    },
  };
}
