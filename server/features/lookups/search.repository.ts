import { and, asc, desc, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PersonHit, UserHit } from '../../../src/contracts/lookups';
import { searchFold } from '../../../src/contracts/text';
import type { Executor } from '../../db/client';
import { containsFolded, folded, personName } from '../../db/sql';
import { positions, users } from '../auth/auth.table';
import { employees } from '../employees/employees.table';
import { positionItemsQuery, toPositionItem } from '../people/people.repository';

type PrimaryPosition = NonNullable<PersonHit['primary_position']>;

/** Names that start with the typed text come before names that only contain it. */
function prefixRank(column: AnyColumn | SQL, q: string): SQL {
  const needle = searchFold(q).replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`case when ${folded(column)} like ${`${needle}%`} then 0 else 1 end`;
}

/** All digits (3 or more): a national id number prefix rather than a name. */
export const nationalIdPrefix = (q: string) => {
  const trimmed = q.trim();
  return /^\d{3,}$/.test(trimmed) ? trimmed : undefined;
};

const userFullName = personName(users);

export const searchRepository = {
  async employees(db: Executor, q: string, limit: number): Promise<Omit<PersonHit, 'primary_position'>[]> {
    const digits = nationalIdPrefix(q);
    const match = digits ? sql`${employees.national_id_number} like ${`${digits}%`}` : containsFolded(employees.full_name, q);
    return db
      .select({
        id: employees.id, user_id: employees.user_id, first_name: employees.first_name, middle_name: employees.middle_name,
        last_name: employees.last_name, full_name: employees.full_name, national_id_number: employees.national_id_number,
        photo_url: users.photo_url,
      })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.user_id))
      .where(and(isNull(employees.deleted_at), match))
      .orderBy(digits ? asc(employees.national_id_number) : prefixRank(employees.full_name, q), asc(employees.full_name), asc(employees.id))
      .limit(limit);
  },

  async users(db: Executor, q: string, limit: number): Promise<Omit<UserHit, 'primary_position'>[]> {
    const rows = await db
      .select({
        id: users.id, name: users.name, first_name: users.first_name, middle_name: users.middle_name, last_name: users.last_name,
        email: users.email, photo_url: users.photo_url,
      })
      .from(users)
      .where(and(isNull(users.deleted_at), or(containsFolded(userFullName, q), containsFolded(users.name, q), containsFolded(users.email, q))))
      .orderBy(prefixRank(userFullName, q), asc(users.first_name), asc(users.last_name), asc(users.id))
      .limit(limit);
    return rows.map(({ first_name, middle_name, last_name, ...rest }) => ({
      ...rest,
      full_name: [first_name, middle_name, last_name].filter(Boolean).join(' '),
    }));
  },

  /** Each user's primary position, or their first live one when none is marked primary. */
  async primaryPositions(db: Executor, userIds: number[]): Promise<Map<number, PrimaryPosition>> {
    const found = new Map<number, PrimaryPosition>();
    if (!userIds.length) return found;
    const rows = await positionItemsQuery(db)
      .where(and(inArray(positions.user_id, userIds), isNull(positions.deleted_at)))
      .orderBy(desc(positions.is_primary), asc(positions.id));
    for (const row of rows) {
      const item = toPositionItem(row);
      if (item.user_id !== null && !found.has(item.user_id)) {
        found.set(item.user_id, { id: item.id, role_display: item.role_display, security_project_id: item.security_project_id });
      }
    }
    return found;
  },
};
