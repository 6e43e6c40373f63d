import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { softDelete, timestamps } from '../../db/columns';
import { users } from '../auth/auth.table';
import { employees } from '../employees/employees.table';
import { departments } from '../organisation/organisation.table';
import type { LeaveStatus } from '../../../src/contracts/hr-provider';

/** Company events widget; department_id null = company-wide. */
export const companyEvents = pgTable('company_events', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
  description: text('description'),
  location: varchar('location', { length: 255 }),
  starts_at: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
  ends_at: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  department_id: integer('department_id').references(() => departments.id),
  ...timestamps,
  ...softDelete,
}, (t) => [index('company_events_starts_idx').on(t.starts_at)]);

export const leaveTypes = pgTable('leave_types', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull(),
  name: varchar('name', { length: 120 }).notNull(),
  is_paid: boolean('is_paid').notNull().default(true),
  /** Days a person may take per year; null = no yearly limit (sick leave, unpaid leave). */
  yearly_limit_days: integer('yearly_limit_days'),
  ...timestamps,
  ...softDelete,
}, (t) => [uniqueIndex('leave_types_code_unique').on(t.code)]);

/**
 * Leave requests (spec 1 §3: personId, start and end, usedDays). Start and end are Turkish
 * wall-clock times; used_days = whole days between them, rounded up (spec 1 §5).
 */
export const leaveRequests = pgTable('leave_requests', {
  id: serial('id').primaryKey(),
  employee_id: integer('employee_id').notNull().references(() => employees.id),
  leave_type_id: integer('leave_type_id').notNull().references(() => leaveTypes.id),
  starts_at: timestamp('starts_at', { mode: 'string' }).notNull(),
  ends_at: timestamp('ends_at', { mode: 'string' }).notNull(),
  used_days: integer('used_days').notNull(),
  status: varchar('status', { length: 32 }).notNull().$type<LeaveStatus>(),
  description: varchar('description', { length: 500 }),
  requested_by_user_id: integer('requested_by_user_id').references(() => users.id),
  ...timestamps,
}, (t) => [
  index('leave_requests_employee_idx').on(t.employee_id, t.starts_at),
  index('leave_requests_status_idx').on(t.status),
]);
