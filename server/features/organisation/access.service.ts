import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PermissionHolder, UserAccess } from '../../../src/contracts/organisation/access';
import { PERMISSIONS } from '../../../src/contracts/permissions';
import { pageMeta, type Page } from '../../db/sql';
import { notFound } from '../../plugins/http-errors';
import { positions, users } from '../auth/auth.table';
import { positionItemsQuery, toPositionItem } from '../people/people.repository';
import { permissionsRepository } from './permissions.repository';
import { fullName, rowsOf } from './shared';

const label = (r: Record<string, unknown>) => `${r.company_name} - ${r.department_name} - ${r.role_name}`;

/** "Who can do what": a user's permissions with their sources; a permission's holders. */
export function accessService(app: FastifyInstance) {
  const db = app.deps.database.db;
  return {
    async ofUser(userId: number): Promise<UserAccess> {
      const [user] = await db.select().from(users).where(and(eq(users.id, userId), isNull(users.deleted_at)));
      if (!user) throw notFound();
      const rows = await positionItemsQuery(db).where(and(eq(positions.user_id, userId), isNull(positions.deleted_at))).orderBy(positions.id);
      const supers = new Set(rowsOf<{ id: number }>(await db.execute(
        sql`select p.id from positions p join roles r on r.id = p.role_id where p.user_id = ${userId} and r.is_super`,
      )).map((r) => Number(r.id)));
      const out: UserAccess['positions'] = [];
      for (const r of rows) {
        const isSuper = supers.has(r.id as number);
        const sources = await permissionsRepository.sourcesOfPosition(db, r.id as number);
        const by = new Map<string, UserAccess['positions'][number]['permissions'][number]['sources']>();
        if (isSuper) for (const p of PERMISSIONS) by.set(p, [{ source: 'super', source_id: r.role_id as number, source_name: r.role_name as string }]);
        for (const s of sources) {
          const list = by.get(s.permission) ?? [];
          if (!list.some((x) => x.source === s.source && x.source_id === s.source_id)) list.push({ source: s.source, source_id: s.source_id, source_name: s.source_name });
          by.set(s.permission, list);
        }
        out.push({
          position_id: r.id as number, label: label(r), is_super: isSuper,
          permissions: [...by].sort(([a], [b]) => a.localeCompare(b)).map(([permission, list]) => ({ permission, sources: list })),
        });
      }
      return { user_id: userId, full_name: fullName(user), positions: out };
    },

    async holders(permission: string, q: Page) {
      const rows = await permissionsRepository.holders(db, permission, q.perpage + 1, (q.page - 1) * q.perpage);
      const ids = [...new Set(rows.map((r) => Number(r.position_id)))];
      const items = ids.length ? await positionItemsQuery(db).where(inArray(positions.id, ids)) : [];
      const byId = new Map(items.map((i) => [i.id as number, i]));
      const data: PermissionHolder[] = rows.slice(0, q.perpage).flatMap((r) => {
        const item = byId.get(Number(r.position_id));
        if (!item) return [];
        const p = toPositionItem(item);
        return [{ position_id: p.id, user_id: p.user_id, full_name: p.full_name, label: label(item), source: r.source as PermissionHolder['source'], source_id: Number(r.source_id), source_name: r.source_name }];
      });
      const total = (q.page - 1) * q.perpage + rows.length;
      return { data, meta: pageMeta(q, total) };
    },
  };
}
