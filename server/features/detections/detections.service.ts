import type { FastifyInstance } from 'fastify';
import {
  DETECTION_LIMITS, DETECTION_MANAGE_PERMISSION, DETECTION_MESSAGES as M, isFutureDetection, turkeyLocalToDate,
  type DetectionDetails, type DetectionFieldsOut, type DetectionFilterValues, type DetectionFormData, type DetectionItem, type DetectionRegisterDef,
} from '../../../src/contracts/detections';
import { isUniqueViolation, pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { forbidden, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { uuidv7 } from '../../db/numbering';
import type { FileRow } from '../files/files.repository';
import { idPages, mapPages } from '../files/xlsx-export';
import { filesOfNew, insertReceived, type NewFiles, type ReceivedFile } from '../files/record-files';
import { requireReferenceItem, referenceItemsRepository } from '../reference-lists/reference-items';
import { projectScope, scopedProjects } from './detection-scope';
import { toDetectionDetails, toDetectionItem } from './detection-mappers';
import { detectionsRepository as repo, type DetectionRow, type DetectionValues, type Visibility } from './detections.repository';
import { membersRepository } from './members.repository';

const TABLE = 'detections';

/** Everything of one register: the three registers are served by three instances of this service. */
export function detectionsService(app: FastifyInstance, def: DetectionRegisterDef) {
  const { database, clock } = app.deps;
  const db = database.db;

  /** Holders of manage-detection-lists (and super roles) see and change every detection. */
  const manages = (auth: AuthContext) => auth.isSuper || auth.permissions.has(DETECTION_MANAGE_PERMISSION);
  const canChange = (row: { reporter_user_id: number }, auth: AuthContext) => row.reporter_user_id === auth.userId || manages(auth);

  async function visibility(auth: AuthContext): Promise<Visibility> {
    return { userId: auth.userId, projects: manages(auth) ? null : await projectScope(db, auth) };
  }

  /** A detection the caller may see; anything else answers 404, so ids cannot be probed. */
  async function readable(id: number, auth: AuthContext): Promise<DetectionRow> {
    const row = await repo.find(db, def.key, id);
    if (!row) throw notFound(M.notFound);
    const v = await visibility(auth);
    if (v.projects !== null && row.reporter_user_id !== auth.userId && !v.projects.includes(row.detecter_project_id)) throw notFound(M.notFound);
    return row;
  }

  async function changeable(id: number, auth: AuthContext): Promise<DetectionRow> {
    const row = await readable(id, auth);
    if (!canChange(row, auth)) throw forbidden(M.notYours);
    return row;
  }

  async function details(id: number, auth: AuthContext): Promise<DetectionDetails> {
    const row = (await repo.find(db, def.key, id))!;
    return toDetectionDetails(def, row, await repo.files(db, id), canChange(row, auth));
  }

  function detectedAtOf(local: string): Date {
    const at = turkeyLocalToDate(local);
    if (!at) throw invalidField('detected_at', M.badDetectedAt);
    if (isFutureDetection(at, clock())) throw invalidField('detected_at', M.futureDetection);
    return at;
  }

  /**
   * The stored values of the form's fields. The item must be a live item of the register's list and
   * the detecter a member of the caller's projects, unless an edit keeps what the record has.
   */
  async function valuesOf(body: DetectionFieldsOut, auth: AuthContext, before?: DetectionRow): Promise<DetectionValues> {
    const itemId = body[def.itemField]!;
    if (itemId !== before?.item_id) await requireReferenceItem(db, def.list, itemId, def.itemField);
    let detecter = before && before.detecter_position_id === body.detecter_position_id
      ? { project_id: before.detecter_project_id, role_id: before.detecter_role_id }
      : undefined;
    if (!detecter) {
      const member = await membersRepository.member(db, await projectScope(db, auth), body.detecter_position_id);
      if (!member) throw invalidField('detecter_position_id', M.notMember);
      detecter = member;
    }
    return {
      item_id: itemId,
      flight_number: def.flightNumber ? (body.flight_number ?? null) : null,
      description: body.description,
      detected_at: detectedAtOf(body.detected_at),
      detecter_position_id: body.detecter_position_id,
      detecter_role_id: detecter.role_id,
      detecter_project_id: detecter.project_id,
    };
  }

  /** The detection a device's UUID already made for this user, if any (a resend, not a second record). */
  async function madeBefore(uuid: string, auth: AuthContext): Promise<DetectionDetails | undefined> {
    const existing = await repo.findByUuid(db, uuid);
    if (!existing) return undefined;
    if (existing.reporter_user_id === auth.userId && existing.register === def.key && !existing.deleted_at) return details(existing.id, auth);
    throw invalidField('id', M.idTaken);
  }

  const logged = (values: DetectionValues) => ({ ...values, detected_at: values.detected_at.toISOString() });

  return {
    readable,

    async list(auth: AuthContext, filters: DetectionFilterValues, page: Page & { ordering?: string }) {
      const { rows, total } = await repo.list(db, def, await visibility(auth), filters, page);
      return { data: rows.map((r) => toDetectionItem(r, canChange(r, auth))), meta: pageMeta(page, total) };
    },

    /** Every filtered detection for the Excel export, a page at a time; more than 2000 is refused (spec 2 §9's words) before any is read. */
    async exportPages(auth: AuthContext, filters: DetectionFilterValues, ordering?: string): Promise<AsyncIterable<DetectionItem[]>> {
      const ids = await repo.exportIds(db, def, await visibility(auth), filters, ordering, DETECTION_LIMITS.exportMax + 1);
      if (ids.length > DETECTION_LIMITS.exportMax) throw invalidField('export', M.exportTooMany);
      return mapPages(idPages(ids, (page) => repo.byIds(db, page), (r) => r.id), (rows) => rows.map((r) => toDetectionItem(r, canChange(r, auth))));
    },

    /** What the form needs, also offline: the register's items, the caller's project members, the projects. */
    async formData(auth: AuthContext): Promise<DetectionFormData> {
      const scope = await projectScope(db, auth);
      const [items, members, projects] = await Promise.all([
        referenceItemsRepository.all(db, def.list),
        membersRepository.all(db, scope, DETECTION_LIMITS.membersMax + 1),
        scopedProjects(db, scope),
      ]);
      return {
        items: items.map((i) => ({ id: i.id, name: i.label })),
        members: members.slice(0, DETECTION_LIMITS.membersMax),
        members_truncated: members.length > DETECTION_LIMITS.membersMax,
        projects,
      };
    },

    async searchMembers(auth: AuthContext, q: string) {
      return membersRepository.search(db, await projectScope(db, auth), q, DETECTION_LIMITS.searchMax);
    },

    show: async (id: number, auth: AuthContext) => {
      await readable(id, auth);
      return details(id, auth);
    },

    /**
     * Records a detection with its files in one transaction. A device's UUID sent again by its
     * owner answers the detection it made (status 200) instead of making a second one.
     */
    async create(body: DetectionFieldsOut & { id?: string }, files: NewFiles, auth: AuthContext): Promise<{ data: DetectionDetails; created: boolean }> {
      if (body.id) {
        const before = await madeBefore(body.id, auth);
        if (before) return { data: before, created: false };
      }
      const values = await valuesOf(body, auth);
      const now = clock();
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const fileRows = await filesOfNew(tx, files, auth.userId, now);
          const newId = await repo.insert(tx, {
            ...values, uuid: body.id ?? uuidv7(now.getTime()), register: def.key,
            reporter_user_id: auth.userId, reporter_position_id: auth.positionId, created_at: now, updated_at: now,
          });
          for (const file of fileRows) await repo.attachFile(tx, newId, file.id, auth.userId, now);
          await activityLogRepository.record(tx, {
            table_name: TABLE, target_id: newId, action: 'created', causer_id: auth.userId,
            attributes: { register: def.key, ...logged(values), file_ids: fileRows.map((f) => f.id) },
          });
          return newId;
        });
      } catch (error) {
        // The same UUID committed a moment ago by a concurrent send of the same item.
        if (!body.id || !isUniqueViolation(error)) throw error;
        const twin = await madeBefore(body.id, auth);
        if (!twin) throw error;
        return { data: twin, created: false };
      }
      return { data: await details(id, auth), created: true };
    },

    /** Changes the fields, removes deletedFileIds and adds the new files, in one transaction. */
    async update(id: number, body: DetectionFieldsOut & { deletedFileIds: number[] }, received: ReceivedFile[], auth: AuthContext) {
      const before = await changeable(id, auth);
      const values = await valuesOf(body, auth, before);
      const held = new Set((await repo.files(db, id)).map((f) => f.id));
      const removing = [...new Set(body.deletedFileIds)];
      if (removing.some((fileId) => !held.has(fileId))) throw invalidField('deletedFileIds', M.fileNotOfRecord);
      if (held.size - removing.length + received.length > DETECTION_LIMITS.filesMax) throw invalidField('files', M.tooManyFiles);
      const now = clock();
      await db.transaction(async (tx) => {
        await repo.update(tx, id, values, now);
        for (const fileId of removing) await repo.detachFile(tx, id, fileId);
        const added = await insertReceived(tx, received, auth.userId, now);
        for (const file of added) await repo.attachFile(tx, id, file.id, auth.userId, now);
        const previous: Record<string, unknown> = logged({
          item_id: before.item_id, flight_number: before.flight_number, description: before.description, detected_at: before.detected_at,
          detecter_position_id: before.detecter_position_id, detecter_role_id: before.detecter_role_id, detecter_project_id: before.detecter_project_id,
        });
        const next: Record<string, unknown> = logged(values);
        const changed = Object.keys(next).filter((k) => next[k] !== previous[k]);
        await activityLogRepository.record(tx, {
          table_name: TABLE, target_id: id, action: 'updated', causer_id: auth.userId,
          attributes: {
            ...Object.fromEntries(changed.map((k) => [k, next[k]])),
            ...(added.length ? { added_file_ids: added.map((f) => f.id) } : {}),
            ...(removing.length ? { deleted_file_ids: removing } : {}),
          },
          old: Object.fromEntries(changed.map((k) => [k, previous[k]])),
        });
      });
      return details(id, auth);
    },

    async remove(id: number, auth: AuthContext) {
      const before = await changeable(id, auth);
      await db.transaction(async (tx) => {
        await repo.softDelete(tx, id, clock());
        await activityLogRepository.record(tx, {
          table_name: TABLE, target_id: id, action: 'deleted', causer_id: auth.userId, attributes: {},
          old: { register: def.key, item_id: before.item_id, detecter_position_id: before.detecter_position_id, detected_at: before.detected_at.toISOString() },
        });
      });
    },

    /** A file of a detection the caller may see; others get 404. */
    async fileForReading(id: number, fileId: number, auth: AuthContext): Promise<FileRow> {
      await readable(id, auth);
      const file = (await repo.files(db, id)).find((f) => f.id === fileId);
      if (!file) throw notFound();
      return file;
    },
  };
}
