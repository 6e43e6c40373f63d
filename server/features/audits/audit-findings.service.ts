import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AUDIT_MESSAGES as M, AUDIT_RATINGS, type AuditFamily } from '../../../src/contracts/audits/families';
import { findingsLockReason } from '../../../src/contracts/audits/lock';
import type {
  FindingFormData, FindingImage, FindingItem, gghFindingBody, k9FindingBody, RecordKey, uogFindingBody,
} from '../../../src/contracts/audits/schemas';
import type { Executor } from '../../db/client';
import { pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { info, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { uuidv7 } from '../../db/numbering';
import { actorOf, type AuditActor } from './audit-access';
import { formMembersOf } from './audit-members';
import { auditFindingsRepository as repo, type FindingRow, type FindingValues, type ImageRow } from './audit-findings.repository';
import { optionRef, positionRefs, toAuditItem } from './audit-mappers';
import { auditProjectsRepository, toProjectItem, type ProjectRow } from './audit-projects.repository';
import { attachPhotos, type NewPhotos } from './audit-uploads';
import { requireOption, requirePositions } from './audit-validation';
import { auditsRepository, type AuditRow } from './audits.repository';
import { isUniqueViolation } from './audits.service';

export type FindingInput = z.output<typeof gghFindingBody> | z.output<typeof k9FindingBody> | z.output<typeof uogFindingBody>;
/** Where a finding hangs: an audit project (ggh, k9) or the audit itself (uog). */
export interface FindingPath { id: RecordKey; pid?: RecordKey; fid?: RecordKey }

const TABLE = 'audit_findings';

export const toImage = (family: AuditFamily, r: ImageRow): FindingImage => ({
  id: r.id, finding_id: r.finding_id, sha256: r.sha256, size: r.size, mime_type: r.mime_type, original_name: r.original_name,
  created_at: r.created_at.toISOString(), url: `/${family}/finding/${r.finding_id}/image/${r.id}`,
});

/** The finding's columns and named personnel, from the family's body. */
function normalise(body: FindingInput): { values: Partial<FindingValues>; positionIds: number[]; field: string } {
  if ('selectedPersonals' in body) {
    return {
      values: { rating_id: body.rating_id, title: null, personal_text: body.personal_text ?? null, started_at: body.started_at, ended_at: body.ended_at },
      positionIds: body.selectedPersonals, field: 'selectedPersonals',
    };
  }
  if ('personel_storage_type' in body) {
    const table = body.personel_storage_type === 'table';
    return {
      values: { rating_id: body.rating_id, title: body.title, personel_storage_type: body.personel_storage_type, personal_text: table ? null : body.personal_text ?? null },
      positionIds: table ? body.selected_personals : [], field: 'selected_personals',
    };
  }
  return { values: { rating_id: body.rating_id, title: body.title, personal_text: body.personal_text ?? null }, positionIds: body.positions, field: 'positions' };
}

export async function toFindingItems(db: Executor, family: AuditFamily, auditUuid: string, rows: readonly FindingRow[]): Promise<FindingItem[]> {
  const ids = rows.map((r) => r.id);
  const [linked, images] = await Promise.all([repo.positionIds(db, ids), repo.images(db, ids)]);
  const people = await positionRefs(db, [...linked.values()].flat());
  return rows.map((r) => ({
    id: r.id, uuid: r.uuid, audit_id: r.audit_id, audit_uuid: auditUuid, audit_project_id: r.audit_project_id,
    rating_id: r.rating_id, rating: optionRef(AUDIT_RATINGS, r.rating_id), title: r.title, personal_text: r.personal_text,
    personel_storage_type: r.personel_storage_type ?? null,
    positions: (linked.get(r.id) ?? []).map((id) => people.get(id)!).filter(Boolean),
    started_at: r.started_at, ended_at: r.ended_at,
    images: images.filter((i) => i.finding_id === r.id).map((i) => toImage(family, i)),
    created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString(),
  }));
}

export function auditFindingsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  /** The audit (and project) the path names, as the actor sees them. */
  async function parentOf(family: AuditFamily, path: FindingPath, auth: AuthContext) {
    const actor = await actorOf(db, family, auth);
    const audit = await auditsRepository.find(db, family, path.id, actor.scope);
    if (!audit) throw notFound(M.auditNotFound);
    let project: ProjectRow | null = null;
    if (family !== 'uog') {
      project = (await auditProjectsRepository.find(db, audit.id, path.pid!)) ?? null;
      if (!project) throw notFound(M.projectNotFound);
    }
    return { actor, audit, project };
  }

  async function findingOf(audit: AuditRow, project: ProjectRow | null, fid: RecordKey): Promise<FindingRow> {
    const row = await repo.find(db, audit.id, project?.id ?? null, fid);
    if (!row) throw notFound(M.findingNotFound);
    return row;
  }

  const unlocked = (actor: AuditActor, audit: AuditRow) => {
    const lock = findingsLockReason(actor.family, audit, actor.viewer);
    if (lock) throw info(lock);
  };

  async function validate(body: FindingInput) {
    requireOption(AUDIT_RATINGS, body.rating_id, 'rating_id', M.noRatingName);
    const { positionIds, field } = normalise(body);
    await requirePositions(db, field, positionIds);
  }

  async function item(family: AuditFamily, audit: AuditRow, findingId: number): Promise<FindingItem> {
    return (await toFindingItems(db, family, audit.uuid, [(await repo.findById(db, findingId))!]))[0]!;
  }

  /** The form, with the members of the finding's security project (personnel, chosen offline too). */
  async function form(actor: AuditActor, audit: AuditRow, project: ProjectRow | null, finding: FindingItem | null): Promise<FindingFormData> {
    const securityProjectId = project ? project.security_project_id : audit.security_project_id;
    const [item, members] = await Promise.all([
      toAuditItem(db, audit, actor.viewer),
      formMembersOf(db, securityProjectId ? [securityProjectId] : []),
    ]);
    return { audit: item, project: project ? toProjectItem(project, actor.family) : null, finding, ratings: [...AUDIT_RATINGS], ...members };
  }

  return {
    parentOf,

    async list(family: AuditFamily, path: FindingPath, auth: AuthContext, s: Page & { ordering?: string }) {
      const { actor, audit, project } = await parentOf(family, path, auth);
      const { rows, total } = await repo.list(db, audit.id, project?.id ?? null, s);
      return {
        data: await toFindingItems(db, family, audit.uuid, rows), meta: pageMeta(s, total),
        helper: { audit: await toAuditItem(db, audit, actor.viewer), project: project ? toProjectItem(project, family) : null },
      };
    },

    async show(family: AuditFamily, path: FindingPath, auth: AuthContext) {
      const { audit, project } = await parentOf(family, path, auth);
      return (await toFindingItems(db, family, audit.uuid, [await findingOf(audit, project, path.fid!)]))[0]!;
    },

    async createForm(family: AuditFamily, path: FindingPath, auth: AuthContext) {
      const { actor, audit, project } = await parentOf(family, path, auth);
      return form(actor, audit, project, null);
    },

    async editForm(family: AuditFamily, path: FindingPath, auth: AuthContext) {
      const { actor, audit, project } = await parentOf(family, path, auth);
      const finding = (await toFindingItems(db, family, audit.uuid, [await findingOf(audit, project, path.fid!)]))[0]!;
      return form(actor, audit, project, finding);
    },

    /** A device's UUID sent again answers the finding it made (created: false). */
    async create(family: AuditFamily, path: FindingPath, body: FindingInput, photos: NewPhotos, auth: AuthContext) {
      const { actor, audit, project } = await parentOf(family, path, auth);
      const again = async (uuid: string) => {
        const existing = await repo.findByUuid(db, uuid);
        if (!existing) return undefined;
        if (existing.audit_id !== audit.id || existing.audit_project_id !== (project?.id ?? null)) throw invalidField('id', M.idTaken);
        return { data: await item(family, audit, existing.id), created: false };
      };
      if (body.id) {
        const replay = await again(body.id);
        if (replay) return replay;
      }
      unlocked(actor, audit);
      await validate(body);
      const { values, positionIds } = normalise(body);
      const now = clock();
      try {
        const id = await db.transaction(async (tx) => {
          const row = await repo.insert(tx, {
            ...values, rating_id: body.rating_id, uuid: body.id ?? uuidv7(now.getTime()), audit_id: audit.id, audit_project_id: project?.id ?? null,
            creator_position_id: auth.positionId, created_at: now, updated_at: now,
          });
          await repo.setPositions(tx, row.id, positionIds);
          const images = await attachPhotos(tx, row.id, photos, auth.userId, now);
          await activityLogRepository.record(tx, {
            table_name: TABLE, target_id: row.id, action: 'created', causer_id: auth.userId,
            attributes: { audit_id: audit.id, audit_project_id: project?.id ?? null, ...values, positions: positionIds, image_ids: images.map((i) => i.id) },
          });
          return row.id;
        });
        return { data: await item(family, audit, id), created: true };
      } catch (error) {
        const replay = body.id && isUniqueViolation(error) ? await again(body.id) : undefined;
        if (!replay) throw error;
        return replay;
      }
    },

    async update(family: AuditFamily, path: FindingPath, body: FindingInput, auth: AuthContext) {
      const { actor, audit, project } = await parentOf(family, path, auth);
      const before = await findingOf(audit, project, path.fid!);
      unlocked(actor, audit);
      await validate(body);
      const { values, positionIds } = normalise(body);
      const beforePositions = (await repo.positionIds(db, [before.id])).get(before.id) ?? [];
      const now = clock();
      await db.transaction(async (tx) => {
        await repo.update(tx, before.id, { ...values, updated_at: now });
        await repo.setPositions(tx, before.id, positionIds);
        const images = body.photo_hashes.length ? await attachPhotos(tx, before.id, { hashes: body.photo_hashes, names: body.photo_names }, auth.userId, now) : [];
        const { attributes, old } = changedFields(before as unknown as Record<string, unknown>, values as Record<string, unknown>);
        if (JSON.stringify([...positionIds].sort()) !== JSON.stringify([...beforePositions].sort())) {
          attributes.positions = positionIds;
          old.positions = beforePositions;
        }
        if (images.length) attributes.image_ids = images.map((i) => i.id);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: before.id, action: 'updated', attributes, old, causer_id: auth.userId });
      });
      return item(family, audit, before.id);
    },

    async remove(family: AuditFamily, path: FindingPath, auth: AuthContext) {
      const { actor, audit, project } = await parentOf(family, path, auth);
      const before = await findingOf(audit, project, path.fid!);
      unlocked(actor, audit);
      await db.transaction(async (tx) => {
        await repo.remove(tx, before.id);
        await activityLogRepository.record(tx, {
          table_name: TABLE, target_id: before.id, action: 'deleted', attributes: {},
          old: { audit_id: audit.id, audit_project_id: before.audit_project_id, rating_id: before.rating_id, title: before.title }, causer_id: auth.userId,
        });
      });
    },
  };
}
