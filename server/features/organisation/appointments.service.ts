import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { APPOINTMENT_MANAGER, APPOINTMENT_MESSAGES as M, type Appointment, type appointmentBody } from '../../../src/contracts/organisation/appointments';
import { isUniqueViolation, offsetOf, pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { doctorAppointments } from './admin.table';
import { iso } from './shared';

type Body = z.output<typeof appointmentBody>;
const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' });

const cols = {
  id: doctorAppointments.id, user_id: doctorAppointments.user_id, day: doctorAppointments.day, time: doctorAppointments.time,
  complaint: doctorAppointments.complaint, created_at: doctorAppointments.created_at,
  user_name: sql<string>`(select concat_ws(' ', u.first_name, u.middle_name, u.last_name) from users u where u.id = ${doctorAppointments.user_id})`,
};

/** Doctor appointments: a user books one 15-minute slot for themselves; one booking per slot. */
export function appointmentsService(app: FastifyInstance) {
  const db = app.deps.database.db;
  const clock = app.deps.clock;
  const today = () => day.format(clock());
  const toAppointment = (r: { created_at: Date; user_name: string | null } & Omit<Appointment, 'created_at' | 'user_name'>): Appointment =>
    ({ ...r, user_name: r.user_name ?? '', created_at: iso(r.created_at) });

  return {
    async list(q: Page & { all?: boolean; past?: boolean }, auth: AuthContext) {
      const where: SQL[] = [];
      if (!(q.all && auth.permissions.has(APPOINTMENT_MANAGER))) where.push(eq(doctorAppointments.user_id, auth.userId));
      where.push(q.past ? lt(doctorAppointments.day, today()) : gte(doctorAppointments.day, today()));
      const order = q.past ? [desc(doctorAppointments.day), desc(doctorAppointments.time)] : [asc(doctorAppointments.day), asc(doctorAppointments.time)];
      const [rows, [total]] = await Promise.all([
        db.select(cols).from(doctorAppointments).where(and(...where)).orderBy(...order, doctorAppointments.id).limit(q.perpage).offset(offsetOf(q)),
        db.select({ n: count() }).from(doctorAppointments).where(and(...where)),
      ]);
      return { data: rows.map(toAppointment), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },
    async create(b: Body, auth: AuthContext) {
      const when = new Date(`${b.day}T12:00:00Z`);
      if (Number.isNaN(when.getTime()) || when.toISOString().slice(0, 10) !== b.day) throw invalidField('day', 'Tarih gg/aa/yyyy olmalıdır.');
      if (b.day < today()) throw invalidField('day', M.past);
      if ([0, 6].includes(when.getUTCDay())) throw invalidField('day', M.weekend);
      try {
        const id = await db.transaction(async (tx) => {
          const [r] = await tx.insert(doctorAppointments).values({ user_id: auth.userId, day: b.day, time: b.time, complaint: b.complaint, created_at: clock() }).returning({ id: doctorAppointments.id });
          await activityLogRepository.record(tx, { table_name: 'doctor_appointments', target_id: r!.id, action: 'created', attributes: { ...b }, causer_id: auth.userId });
          return r!.id;
        });
        const [row] = await db.select(cols).from(doctorAppointments).where(eq(doctorAppointments.id, id));
        if (!row) throw notFound();
        return toAppointment(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw invalidField('time', M.slotTaken);
        throw error;
      }
    },
  };
}
