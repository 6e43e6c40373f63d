import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUDIT_MESSAGES as M, type AuditFamily } from '../../../src/contracts/audits/families';
import { findingsLockReason } from '../../../src/contracts/audits/lock';
import type { FindingImage, RecordKey } from '../../../src/contracts/audits/schemas';
import type { AuthContext } from '../../plugins/auth';
import { info, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { filesRepository } from '../files/files.repository';
import { filesService } from '../files/files.service';
import { actorOf } from './audit-access';
import { auditFindingsRepository as repo } from './audit-findings.repository';
import { toImage } from './audit-findings.service';
import { attachPhotos, photoCount, type NewPhotos } from './audit-uploads';
import { auditsRepository } from './audits.repository';

const TABLE = 'audit_finding_images';

/** Finding images (spec 2 §7): GET the blob, POST photos[i] (or uploaded blobs), DELETE one. */
export function auditImagesService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  /** The finding (by id or uuid) of a live audit of the family the position sees. */
  async function findingOf(family: AuditFamily, key: RecordKey, auth: AuthContext) {
    const actor = await actorOf(db, family, auth);
    const finding = await repo.findInFamily(db, family, key);
    const audit = finding && (await auditsRepository.find(db, family, finding.audit_id, actor.scope));
    if (!finding || !audit) throw notFound(M.findingNotFound);
    const lock = findingsLockReason(family, audit, actor.viewer);
    return { finding, audit, lock };
  }

  return {
    async send(family: AuditFamily, key: RecordKey, imageId: number, auth: AuthContext, request: FastifyRequest, reply: FastifyReply) {
      const { finding } = await findingOf(family, key, auth);
      const image = await repo.image(db, finding.id, imageId);
      const file = image && (await filesRepository.find(db, image.file_id));
      if (!file) throw notFound(M.imageNotFound);
      await filesService(app).sendFile(file, request, reply);
    },

    async add(family: AuditFamily, key: RecordKey, photos: NewPhotos, auth: AuthContext): Promise<FindingImage[]> {
      const { finding, lock } = await findingOf(family, key, auth);
      if (lock) throw info(lock);
      if (photoCount(photos) === 0) throw invalidField('photos', M.photosMissing);
      const now = clock();
      const rows = await db.transaction(async (tx) => {
        const added = await attachPhotos(tx, finding.id, photos, auth.userId, now);
        await activityLogRepository.record(tx, {
          table_name: 'audit_findings', target_id: finding.id, action: 'images-added', attributes: { image_ids: added.map((i) => i.id) }, causer_id: auth.userId,
        });
        return added;
      });
      return rows.map((r) => toImage(family, r));
    },

    async remove(family: AuditFamily, key: RecordKey, imageId: number, auth: AuthContext): Promise<void> {
      const { finding, lock } = await findingOf(family, key, auth);
      const image = await repo.image(db, finding.id, imageId);
      if (!image) throw notFound(M.imageNotFound);
      if (lock) throw info(lock);
      await db.transaction(async (tx) => {
        await repo.removeImage(tx, image.id);
        await activityLogRepository.record(tx, {
          table_name: TABLE, target_id: image.id, action: 'deleted', attributes: {},
          old: { finding_id: finding.id, sha256: image.sha256, original_name: image.original_name }, causer_id: auth.userId,
        });
      });
    },
  };
}
