import type { FastifyInstance } from 'fastify';
import {
  DEMAND_LIMITS, DEMAND_MESSAGES as M, type DemandRequestDetails, type DemandRequestStatus,
} from '../../../src/contracts/demands';
import type { StoredFile } from '../../../src/contracts/files';
import { isUniqueViolation, pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { info, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import type { FileRow } from '../files/files.repository';
import { filesOfNew, insertReceived, type NewFiles, type ReceivedFile } from '../files/record-files';
import { roleIdsOf, rolesOf, toDemandFile, toDetails, toRequestItem } from './demand-mappers';
import { formatNumber, sequenceYear, uuidv7 } from '../../db/numbering';
import { demandRequestsRepository as repo, type RequestRow } from './demand-requests.repository';
import { demandResponsesRepository as steps } from './demand-responses.repository';
import { demandTypesRepository as types } from './demand-types.repository';

const TABLE = 'demand_requests';

export interface NewDemandRequest {
  id?: string;
  demand_type_id: number;
  title: string;
  description: string;
}

export function demandRequestsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function details(row: RequestRow): Promise<DemandRequestDetails> {
    const [files, history] = await Promise.all([repo.files(db, row.id), steps.ofRequest(db, row.id)]);
    return toDetails(row, files, history, await rolesOf(db, roleIdsOf(history, [row])));
  }

  /** The requester's own live request; anyone else's answers 404, so ids cannot be probed. */
  async function own(id: number, auth: AuthContext): Promise<RequestRow> {
    const row = await repo.find(db, id);
    if (!row || row.requester_user_id !== auth.userId) throw notFound();
    return row;
  }

  return {
    details,

    async listOwn(auth: AuthContext, s: Page & { status?: DemandRequestStatus; demand_type_id?: number; keyword?: string; ordering?: string }) {
      const { rows, total } = await repo.listOwn(db, auth.userId, s);
      const roles = await rolesOf(db, roleIdsOf([], rows));
      return { data: rows.map((r) => toRequestItem(r, roles)), meta: pageMeta(s, total) };
    },

    getOwn: async (id: number, auth: AuthContext) => details(await own(id, auth)),

    /**
     * Raises a request: numbered per type (and year), routed to the type's roles, with its files,
     * in one transaction. A device's UUID sent again by its owner answers the request it made
     * (status 200) instead of making a second one.
     */
    async create(body: NewDemandRequest, files: NewFiles, auth: AuthContext): Promise<{ data: DemandRequestDetails; created: boolean }> {
      if (body.id) {
        const existing = await repo.findByUuid(db, body.id);
        if (existing && existing.requester_user_id === auth.userId && !existing.deleted_at) {
          return { data: await details((await repo.find(db, existing.id))!), created: false };
        }
        if (existing) throw invalidField('id', M.idTaken);
      }
      const type = await types.forRequest(db, body.demand_type_id);
      if (!type) throw invalidField('demand_type_id', M.typeNotFound);
      const now = clock();
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const fileRows = await filesOfNew(tx, files, auth.userId, now);
          const year = sequenceYear(type.sequence_yearly_reset, now);
          const number = await types.nextNumber(tx, type.id, year);
          const requestId = await repo.insert(tx, {
            uuid: body.id ?? uuidv7(now.getTime()), demand_type_id: type.id, requester_user_id: auth.userId, requester_position_id: auth.positionId,
            sequence_year: year, sequence_number: number, number: formatNumber(type.code, now, number),
            title: body.title, description: body.description, created_at: now, updated_at: now,
          });
          await steps.insert(tx, requestId, type.role_ids, now);
          for (const file of fileRows) await repo.attachFile(tx, requestId, file.id, auth.userId, now);
          await activityLogRepository.record(tx, {
            table_name: TABLE, target_id: requestId, action: 'created', causer_id: auth.userId,
            attributes: { number: formatNumber(type.code, now, number), demand_type_id: type.id, title: body.title, role_ids: type.role_ids, file_ids: fileRows.map((f) => f.id) },
          });
          return requestId;
        });
      } catch (error) {
        // The same UUID committed a moment ago by a concurrent send of the same item.
        const twin = body.id && isUniqueViolation(error) ? await repo.findByUuid(db, body.id) : undefined;
        if (twin?.requester_user_id !== auth.userId || twin.deleted_at) throw error;
        return { data: await details((await repo.find(db, twin.id))!), created: false };
      }
      return { data: await details((await repo.find(db, id))!), created: true };
    },

    async update(id: number, body: { title: string; description: string }, auth: AuthContext) {
      const before = await own(id, auth);
      if (before.status !== 'waiting' || before.touched) throw info(M.locked);
      await db.transaction(async (tx) => {
        await repo.update(tx, id, body, clock());
        const changed = Object.fromEntries(Object.entries(body).filter(([k, v]) => before[k as keyof typeof body] !== v));
        const old = Object.fromEntries(Object.keys(changed).map((k) => [k, before[k as keyof typeof body]]));
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'updated', attributes: changed, old, causer_id: auth.userId });
      });
      return details((await repo.find(db, id))!);
    },

    async remove(id: number, auth: AuthContext) {
      const before = await own(id, auth);
      if (before.status !== 'waiting' || before.touched) throw info(M.locked);
      await db.transaction(async (tx) => {
        await repo.softDelete(tx, id, clock());
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'deleted', attributes: {}, old: { number: before.number, title: before.title }, causer_id: auth.userId });
      });
    },

    /** More files on an own request, until it is answered (a redirect does not close it). */
    async addFiles(id: number, received: ReceivedFile[], auth: AuthContext): Promise<StoredFile[]> {
      const request = await own(id, auth);
      if (request.status !== 'waiting') throw info(M.answeredLocked);
      if (!received.length) throw invalidField('files', M.filesMissing);
      const now = clock();
      await db.transaction(async (tx) => {
        if ((await repo.countFiles(tx, id)) + received.length > DEMAND_LIMITS.filesMax) throw invalidField('files', M.tooManyFiles);
        const rows = await insertReceived(tx, received, auth.userId, now);
        for (const file of rows) await repo.attachFile(tx, id, file.id, auth.userId, now);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'files-added', attributes: { file_ids: rows.map((f) => f.id) }, causer_id: auth.userId });
      });
      return (await repo.files(db, id)).map((f) => toDemandFile(id, f));
    },

    async removeFile(id: number, fileId: number, auth: AuthContext) {
      const request = await own(id, auth);
      if (request.status !== 'waiting') throw info(M.answeredLocked);
      await db.transaction(async (tx) => {
        if (!(await repo.detachFile(tx, id, fileId))) throw notFound();
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'file-removed', attributes: {}, old: { file_id: fileId }, causer_id: auth.userId });
      });
    },

    /**
     * A file of a request, for its requester and for responders (view-demand-response) of any
     * role the request was routed to; a super role reads every one. Others get 404.
     */
    async fileForReading(id: number, fileId: number, auth: AuthContext): Promise<FileRow> {
      const request = await repo.find(db, id);
      if (!request) throw notFound();
      const allowed = request.requester_user_id === auth.userId || auth.isSuper
        || (auth.permissions.has('view-demand-response') && (await steps.everRoutedTo(db, id, auth.roleId)));
      const file = allowed ? (await repo.files(db, id)).find((f) => f.id === fileId) : undefined;
      if (!file) throw notFound();
      return file;
    },
  };
}
