import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { companies, departments, rolePermissions, roles } from '../organisation/organisation.table';
import { sourcesSql } from '../organisation/permissions.repository';
import { accessTokens, positions, users } from './auth.table';

export interface PositionRow {
  id: number;
  user_id: number | null;
  company_id: number;
  department_id: number;
  role_id: number;
  is_primary: boolean;
  role_name: string;
  is_blue_collar: boolean;
  is_super: boolean;
  department_name: string;
  company_name: string;
  role_deleted: boolean;
  department_deleted: boolean;
  company_deleted: boolean;
}

const positionColumns = {
  id: positions.id,
  user_id: positions.user_id,
  company_id: positions.company_id,
  department_id: positions.department_id,
  role_id: positions.role_id,
  is_primary: positions.is_primary,
  role_name: roles.name,
  is_blue_collar: roles.is_blue_collar,
  is_super: roles.is_super,
  department_name: departments.name,
  company_name: companies.name,
  role_deleted: sql<boolean>`${roles.deleted_at} is not null`,
  department_deleted: sql<boolean>`${departments.deleted_at} is not null`,
  company_deleted: sql<boolean>`${companies.deleted_at} is not null`,
};

function requestContextStatement(db: Db) {
  return db
    .select({
      user_id: accessTokens.user_id,
      family: accessTokens.family,
      position_id: positions.id,
      role_id: positions.role_id,
      is_super: roles.is_super,
      permissions: sql<string[] | null>`case when ${roles.is_super} then null
        else array(select distinct s.permission from (${sourcesSql(sql`${positions.id}`)}) s) end`,
    })
    .from(accessTokens)
    .innerJoin(positions, and(eq(positions.id, accessTokens.position_id), eq(positions.user_id, accessTokens.user_id), isNull(positions.deleted_at)))
    .innerJoin(roles, eq(roles.id, positions.role_id))
    .innerJoin(departments, eq(departments.id, positions.department_id))
    .innerJoin(companies, eq(companies.id, positions.company_id))
    .where(and(
      eq(accessTokens.token_hash, sql.placeholder('hash')), eq(accessTokens.kind, 'access'),
      isNull(accessTokens.revoked_at), gt(accessTokens.expires_at, sql.placeholder('now')),
    ))
    .prepare('auth_request_context');
}

export type RequestContextRow = Awaited<ReturnType<ReturnType<typeof requestContextStatement>['execute']>>[number];
const requestContextStatements = new WeakMap<Db, ReturnType<typeof requestContextStatement>>();

export const authRepository = {
  findUserByName(db: Executor, name: string) {
    return db.select().from(users).where(and(eq(users.name, name), isNull(users.deleted_at))).limit(1).then((r) => r[0]);
  },

  findUser(db: Executor, id: number) {
    return db.select().from(users).where(eq(users.id, id)).limit(1).then((r) => r[0]);
  },

  positionsOfUser(db: Executor, userId: number): Promise<PositionRow[]> {
    return db
      .select(positionColumns)
      .from(positions)
      .innerJoin(roles, eq(roles.id, positions.role_id))
      .innerJoin(departments, eq(departments.id, positions.department_id))
      .innerJoin(companies, eq(companies.id, positions.company_id))
      .where(and(eq(positions.user_id, userId), isNull(positions.deleted_at)))
      .orderBy(sql`${positions.is_primary} desc`, asc(positions.id));
  },

  permissionsOfRole(db: Executor, roleId: number): Promise<string[]> {
    return db
      .select({ permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(eq(rolePermissions.role_id, roleId))
      .then((rows) => rows.map((r) => r.permission));
  },

  insertTokens(db: Executor, rows: (typeof accessTokens.$inferInsert)[]) {
    return db.insert(accessTokens).values(rows);
  },

  /**
   * What a request's authentication needs, in one round trip (issue 16: a request's fixed cost): the
   * live access token, its position as positionsOfUser reads it (live, the token owner's, with its
   * role, department and company) and the position's permissions from every source (sourcesSql; not
   * listed for a super role, which holds them all). A prepared statement: on PostgreSQL each
   * connection parses it once, where parsing and planning it anew cost more than running it.
   */
  async requestContext(db: Db, tokenHash: string, now: Date): Promise<RequestContextRow | undefined> {
    let statement = requestContextStatements.get(db);
    if (!statement) requestContextStatements.set(db, (statement = requestContextStatement(db)));
    const [row] = await statement.execute({ hash: tokenHash, now });
    return row;
  },

  /** A refresh token however it stands (live, rotated or revoked): reuse of a rotated one is theft. */
  findRefreshToken(db: Executor, tokenHash: string) {
    return db.select().from(accessTokens)
      .where(and(eq(accessTokens.token_hash, tokenHash), eq(accessTokens.kind, 'refresh')))
      .limit(1)
      .then((r) => r[0]);
  },

  /** Ends every session of a user but the one named (a password change keeps the device that made it). */
  revokeUserSessions(db: Executor, userId: number, exceptFamily: string, now: Date) {
    return db.update(accessTokens).set({ revoked_at: now })
      .where(and(eq(accessTokens.user_id, userId), ne(accessTokens.family, exceptFamily), isNull(accessTokens.revoked_at)));
  },

  revokeFamilies(db: Executor, families: string[], now: Date) {
    if (families.length === 0) return Promise.resolve();
    return db.update(accessTokens).set({ revoked_at: now }).where(and(inArray(accessTokens.family, families), isNull(accessTokens.revoked_at)));
  },

  setPassword(db: Executor, userId: number, hash: string, now: Date) {
    return db.update(users).set({ password_hash: hash, password_changed_at: now, updated_at: now }).where(eq(users.id, userId));
  },
};
