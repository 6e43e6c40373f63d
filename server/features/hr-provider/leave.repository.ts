import { and, asc, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { LEAVE_STATUSES_HOLDING_DAYS, type LeaveRequest, type LeaveStatus } from '../../../src/contracts/hr-provider';
import type { Executor } from '../../db/client';
import { employees } from '../employees/employees.table';
import { leaveRequests, leaveTypes } from './hr-provider.table';

/** Stored 'yyyy-MM-dd HH:mm:ss' -> the contract's 'yyyy-MM-ddTHH:mm'. */
const leaveTime = (t: string) => t.slice(0, 16).replace(' ', 'T');

const requestColumns = {
  id: leaveRequests.id,
  employee_id: employees.id,
  full_name: employees.full_name,
  leave_type_id: leaveTypes.id,
  leave_type_name: leaveTypes.name,
  starts_at: leaveRequests.starts_at,
  ends_at: leaveRequests.ends_at,
  used_days: leaveRequests.used_days,
  status: leaveRequests.status,
  description: leaveRequests.description,
  created_at: leaveRequests.created_at,
};

type RequestRow = { [K in keyof typeof requestColumns]: unknown };

export function toLeaveRequest(r: RequestRow): LeaveRequest {
  return {
    id: r.id as number,
    person: { id: r.employee_id as number, full_name: r.full_name as string },
    leave_type: { id: r.leave_type_id as number, name: r.leave_type_name as string },
    start_date: leaveTime(r.starts_at as string),
    end_date: leaveTime(r.ends_at as string),
    used_days: r.used_days as number,
    status: r.status as LeaveStatus,
    description: (r.description as string | null) ?? null,
    created_at: (r.created_at as Date).toISOString(),
  };
}

const requestsQuery = (db: Executor) => db.select(requestColumns).from(leaveRequests)
  .innerJoin(employees, eq(employees.id, leaveRequests.employee_id))
  .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leave_type_id));

export type LeaveValues = Pick<typeof leaveRequests.$inferInsert, 'employee_id' | 'leave_type_id' | 'starts_at' | 'ends_at' | 'used_days' | 'status' | 'description' | 'requested_by_user_id'>;

/** Whose waiting requests: one person, or everyone whose primary position is in a department. */
export type WaitingScope = { employeeId: number } | { departmentId: number };

export const leaveRepository = {
  types(db: Executor) {
    return db.select({ id: leaveTypes.id, code: leaveTypes.code, name: leaveTypes.name, is_paid: leaveTypes.is_paid, yearly_limit_days: leaveTypes.yearly_limit_days })
      .from(leaveTypes).where(isNull(leaveTypes.deleted_at)).orderBy(asc(leaveTypes.id));
  },

  async typeExists(db: Executor, id: number) {
    const rows = await db.select({ id: leaveTypes.id }).from(leaveTypes).where(and(eq(leaveTypes.id, id), isNull(leaveTypes.deleted_at))).limit(1);
    return rows.length > 0;
  },

  /** Serialises requests of one person, so two at once cannot both pass the overlap check. */
  lockPerson(db: Executor, employeeId: number) {
    return db.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).for('update');
  },

  /** A request of the person that holds days and overlaps [start, end). */
  async overlaps(db: Executor, employeeId: number, start: string, end: string) {
    const rows = await db.select({ id: leaveRequests.id }).from(leaveRequests).where(and(
      eq(leaveRequests.employee_id, employeeId),
      inArray(leaveRequests.status, [...LEAVE_STATUSES_HOLDING_DAYS]),
      lt(leaveRequests.starts_at, end),
      gt(leaveRequests.ends_at, start),
    )).limit(1);
    return rows.length > 0;
  },

  insert(db: Executor, values: LeaveValues) {
    return db.insert(leaveRequests).values(values).returning({ id: leaveRequests.id }).then((r) => r[0]!.id);
  },

  async request(db: Executor, id: number): Promise<LeaveRequest | null> {
    const [row] = await requestsQuery(db).where(eq(leaveRequests.id, id)).limit(1);
    return row ? toLeaveRequest(row) : null;
  },

  /** Waiting requests (at most `limit`, soonest first) and the sum of their days. */
  async waiting(db: Executor, scope: WaitingScope, limit: number) {
    const conditions: SQL[] = [eq(leaveRequests.status, 'Waiting'), isNull(employees.deleted_at)];
    if ('employeeId' in scope) conditions.push(eq(leaveRequests.employee_id, scope.employeeId));
    else {
      conditions.push(sql`exists (select 1 from positions p where p.user_id = "employees"."user_id" and p.is_primary
        and p.deleted_at is null and p.department_id = ${scope.departmentId})`);
    }
    const where = and(...conditions);
    const [rows, [sum]] = await Promise.all([
      requestsQuery(db).where(where).orderBy(asc(leaveRequests.starts_at), desc(leaveRequests.id)).limit(limit),
      db.select({ days: sql<number>`coalesce(sum(${leaveRequests.used_days}), 0)::int` }).from(leaveRequests)
        .innerJoin(employees, eq(employees.id, leaveRequests.employee_id)).where(where),
    ]);
    return { requests: rows.map(toLeaveRequest), total_days: Number(sum?.days ?? 0) };
  },
};

