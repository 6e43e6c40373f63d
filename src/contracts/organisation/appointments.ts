import { z } from 'zod';
import { endpoint, listQuery, queryFlag } from '../http';

/** Any signed-in user books their own; holders of edit-employees see everyone's (the server checks). */
const access = 'signed-in' as const;
export const APPOINTMENT_MANAGER = 'edit-employees';

export const APPOINTMENT_MESSAGES = {
  created: 'Doktor randevusu oluşturuldu.',
  slotTaken: 'Bu saatte başka bir randevu var, başka bir saat seçiniz.',
  past: 'Randevu tarihi bugünden önce olamaz.',
  weekend: 'Hafta sonu randevu verilmez.',
  time: 'Randevu saati 08:00 ile 16:45 arasında, 15 dakikalık aralıklarla olmalıdır.',
  complaint: 'Şikâyetinizi yazınız.',
} as const;

/** Slots: 08:00–16:45 every 15 minutes. */
export const APPOINTMENT_TIMES = Array.from({ length: 36 }, (_, i) => `${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`);

export const appointmentBody = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih gg/aa/yyyy olmalıdır.'),
  time: z.string().refine((t) => APPOINTMENT_TIMES.includes(t), APPOINTMENT_MESSAGES.time),
  complaint: z.string().trim().min(3, APPOINTMENT_MESSAGES.complaint).max(500),
});
export type AppointmentBody = z.input<typeof appointmentBody>;

export const appointment = z.object({
  id: z.number(), user_id: z.number(), user_name: z.string(), day: z.string(), time: z.string(), complaint: z.string(), created_at: z.string(),
});
export type Appointment = z.infer<typeof appointment>;

export const createAppointment = endpoint({ method: 'POST', path: '/gss/doctor-appointment', access, summary: 'Books a doctor appointment for the signed-in user.', body: appointmentBody, data: appointment });
export const listAppointments = endpoint({
  method: 'GET', path: '/gss/doctor-appointment', access,
  summary: "Doctor appointments, paged, soonest first: one's own, or everyone's for edit-employees holders (all=1); upcoming only unless past=1.",
  query: listQuery.extend({ all: queryFlag.optional(), past: queryFlag.optional() }), data: z.array(appointment),
});
