import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMAND_MESSAGES as M, type DemandType } from '../../../src/contracts/demands';
import { keepNumbering } from '../../db/numbering';
import { pageMeta, type Page } from '../../db/sql';
import { invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository, changedFields } from '../activity-log/activity-log.repository';
import { rolesOf, toDemandType } from './demand-mappers';
import { demandTypesRepository as repo, type DemandTypeRow } from './demand-types.repository';
import { demandRolesRepository } from './roles.repository';

const TABLE = 'demand_types';

interface TypeBody {
  name: string;
  role_ids: number[];
  sequence_yearly_reset: boolean;
}

export function demandTypesService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  async function mustFind(id: number): Promise<DemandTypeRow> {
    const row = await repo.find(db, id);
    if (!row) throw notFound(M.typeNotFound);
    return row;
  }

  async function shape(row: DemandTypeRow): Promise<DemandType> {
    return toDemandType(row, await rolesOf(db, row.role_ids));
  }

  /** Every receiving role must exist and be live; a deleted role would strand the type's demands. */
  async function checkRoles(ids: number[]) {
    const live = await demandRolesRepository.live(db, ids);
    if (ids.some((id) => !live.has(id))) throw invalidField('role_ids', M.roleNotFound);
  }

  return {
    async list(s: Page & { keyword?: string; ordering?: string; with_helper_data?: boolean }) {
      const { rows, total } = await repo.list(db, s);
      const roles = await rolesOf(db, rows.flatMap((r) => r.role_ids));
      const helper = s.with_helper_data ? { companies: await demandRolesRepository.companies(db) } : undefined;
      return { data: rows.map((r) => toDemandType(r, roles)), meta: pageMeta(s, total), helper };
    },

    async get(id: number, withHelper: boolean) {
      const data = await shape(await mustFind(id));
      return { data, helper: withHelper ? { companies: await demandRolesRepository.companies(db) } : undefined };
    },

    async create(body: TypeBody, causer: number): Promise<DemandType> {
      await checkRoles(body.role_ids);
      const values = { name: body.name, sequence_yearly_reset: body.sequence_yearly_reset };
      const id = await db.transaction(async (tx) => {
        const row = await repo.insert(tx, values);
        await repo.setRoles(tx, row.id, body.role_ids);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: row.id, action: 'created', attributes: { ...values, role_ids: body.role_ids }, causer_id: causer });
        return row.id;
      });
      return shape(await mustFind(id));
    },

    async update(id: number, body: TypeBody, causer: number): Promise<DemandType> {
      const before = await mustFind(id);
      await checkRoles(body.role_ids);
      const values = { name: body.name, sequence_yearly_reset: body.sequence_yearly_reset };
      const roleIds = [...body.role_ids].sort((a, b) => a - b);
      await db.transaction(async (tx) => {
        await keepNumbering(tx, sql`select 1 from demand_type_sequences where demand_type_id = ${id}`, before.sequence_yearly_reset, values.sequence_yearly_reset);
        await repo.update(tx, id, values, clock());
        await repo.setRoles(tx, id, roleIds);
        const { attributes, old } = changedFields({ ...before }, { ...values, role_ids: roleIds });
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'updated', attributes, old, causer_id: causer });
      });
      return shape(await mustFind(id));
    },

    /** Soft delete: requests already raised keep their type's name, number and routing. */
    async remove(id: number, causer: number) {
      const before = await mustFind(id);
      await db.transaction(async (tx) => {
        await repo.softDelete(tx, id, clock());
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'deleted', attributes: {}, old: { name: before.name, role_ids: before.role_ids }, causer_id: causer });
      });
    },

    names: () => repo.names(db),
  };
}
