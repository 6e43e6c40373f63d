import type { FastifyInstance } from 'fastify';
import {
  SECURITY_PROJECT_MESSAGES as M, type ProjectMember, type SecurityProject,
} from '../../../src/contracts/security-projects';
import type { SecurityProjectType } from '../../../src/contracts/security-project-types';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { toPositionItem } from '../people/people.repository';
import { peopleRepository } from '../people/people.repository';
import { invalidField, notFound } from '../../plugins/http-errors';
import { pageMeta, type Page } from '../../db/sql';
import { securityProjectsRepository as repo, type ProjectValues } from './security-projects.repository';

const TABLE = 'security_projects';

type Found = NonNullable<Awaited<ReturnType<typeof repo.find>>>;

export function toSecurityProject(r: Found): SecurityProject {
  return {
    ...r,
    type: r.type as SecurityProjectType,
    members_count: Number(r.members_count),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

function toMember(r: Record<string, unknown>): ProjectMember {
  return { ...toPositionItem(r), member_id: r.member_id as number, added_at: (r.added_at as Date).toISOString() };
}

/** Normalises the body to the stored values (empty optional fields become null). */
function values(body: { name: string; short_code: string; type: SecurityProjectType; enable: boolean; schedule_id?: number | null; sgk_workplace_no?: string | null }): ProjectValues {
  return {
    name: body.name,
    short_code: body.short_code,
    type: body.type,
    enable: body.enable,
    schedule_id: body.schedule_id ?? null,
    sgk_workplace_no: body.sgk_workplace_no || null,
  };
}

export function securityProjectsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function mustFind(id: number) {
    const row = await repo.find(db, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async search(s: Page & { keyword?: string; type?: SecurityProjectType; ordering?: string }) {
      const { rows, total } = await repo.search(db, s);
      return { data: rows.map(toSecurityProject), meta: pageMeta(s, total) };
    },

    get: async (id: number) => toSecurityProject(await mustFind(id)),

    async create(body: Parameters<typeof values>[0], causer: number) {
      const v = values(body);
      if (await repo.shortCodeTaken(db, v.short_code)) throw invalidField('short_code', M.duplicateCode);
      const id = await db.transaction(async (tx) => {
        const row = await repo.insert(tx, v);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: row.id, action: 'created', attributes: { ...v }, causer_id: causer });
        return row.id;
      });
      return toSecurityProject(await mustFind(id));
    },

    async update(id: number, body: Parameters<typeof values>[0], causer: number) {
      const before = await mustFind(id);
      const v = values(body);
      if (await repo.shortCodeTaken(db, v.short_code, id)) throw invalidField('short_code', M.duplicateCode);
      await db.transaction(async (tx) => {
        await repo.update(tx, id, v, clock());
        const { attributes, old } = changedFields(before as unknown as Record<string, unknown>, { ...v });
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'updated', attributes, old, causer_id: causer });
      });
      return toSecurityProject(await mustFind(id));
    },

    async remove(id: number, causer: number) {
      const before = await mustFind(id);
      await db.transaction(async (tx) => {
        await repo.softDelete(tx, id, clock());
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'deleted', attributes: {}, old: { name: before.name, short_code: before.short_code }, causer_id: causer });
      });
    },

    async members(projectId: number, page: Page & { keyword?: string }) {
      await mustFind(projectId);
      const { rows, total } = await repo.members(db, projectId, page);
      return { data: rows.map(toMember), meta: pageMeta(page, total) };
    },

    async member(projectId: number, positionId: number) {
      await mustFind(projectId);
      const row = await repo.member(db, projectId, positionId);
      if (!row) throw notFound();
      return toMember(row);
    },

    async addMember(projectId: number, positionId: number, causer: number) {
      await mustFind(projectId);
      if (!(await peopleRepository.positionExists(db, positionId))) throw invalidField('position', 'Pozisyon bulunamadı.');
      if (await repo.membership(db, projectId, positionId)) throw invalidField('position', M.duplicateMember);
      await db.transaction(async (tx) => {
        await repo.addMember(tx, projectId, positionId);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: projectId, action: 'member-added', attributes: { position_id: positionId }, causer_id: causer });
      });
      return this.member(projectId, positionId);
    },

    async removeMember(projectId: number, positionId: number, causer: number) {
      await mustFind(projectId);
      if (!(await repo.membership(db, projectId, positionId))) throw notFound();
      await db.transaction(async (tx) => {
        await repo.removeMember(tx, projectId, positionId);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: projectId, action: 'member-removed', attributes: {}, old: { position_id: positionId }, causer_id: causer });
      });
    },
  };
}
