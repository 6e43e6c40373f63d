import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { random } from '../../db/seed/names';
import { addDays, daysBetween } from '../../../src/contracts/dashboard';
import { leaveUsedDays, type LeaveStatus } from '../../../src/contracts/hr-provider';
import { users } from '../auth/auth.table';
import { employees } from '../employees/employees.table';
import { departments } from '../organisation/organisation.table';
import { companyEvents, leaveRequests, leaveTypes } from './hr-provider.table';

/** After the core seed (employees), before the schedule seed (which marks approved leave). */
export const order = 110;

const LEAVE_TYPES = [
  { code: 'annual', name: 'Yıllık İzin', is_paid: true, yearly_limit_days: 14 },
  { code: 'excuse', name: 'Mazeret İzni', is_paid: true, yearly_limit_days: 5 },
  { code: 'sick', name: 'Hastalık İzni (Raporlu)', is_paid: false, yearly_limit_days: null },
  { code: 'unpaid', name: 'Ücretsiz İzin', is_paid: false, yearly_limit_days: null },
  { code: 'marriage', name: 'Evlilik İzni', is_paid: true, yearly_limit_days: 3 },
  { code: 'paternity', name: 'Babalık İzni', is_paid: true, yearly_limit_days: 5 },
  { code: 'maternity', name: 'Doğum İzni', is_paid: true, yearly_limit_days: 112 },
  { code: 'bereavement', name: 'Ölüm İzni', is_paid: true, yearly_limit_days: 3 },
];

/** Times are Turkish (+03:00). department: null = company-wide. */
const EVENTS: { title: string; at: string; hours: number; location: string; department: string | null; description: string }[] = [
  { title: 'Yeni Yıl Kutlaması', at: '2026-01-09T19:00', hours: 4, location: 'Genel Müdürlük Konferans Salonu', department: null, description: 'Tüm çalışanlarımız davetlidir.' },
  { title: 'Havacılık Güvenliği Yıllık Tatbikatı', at: '2026-03-12T09:00', hours: 8, location: 'İstanbul Havalimanı Apron 3', department: 'Güvenlik Operasyonları', description: 'Tüm vardiya amirleri katılacaktır.' },
  { title: '23 Nisan Çocuk Şenliği', at: '2026-04-25T11:00', hours: 5, location: 'Şirket Sosyal Tesisleri', department: null, description: 'Çalışanlarımızın çocukları için etkinlik.' },
  { title: 'İş Sağlığı ve Güvenliği Eğitimi', at: '2026-06-10T10:00', hours: 3, location: 'Eğitim Salonu B', department: 'Yer Hizmetleri', description: 'Zorunlu yıllık eğitim.' },
  { title: 'Denetçi Kalibrasyon Toplantısı', at: '2026-09-17T14:00', hours: 2, location: 'Denetim Birimi Toplantı Odası', department: 'Denetim', description: 'Değerlendirme ölçütlerinin gözden geçirilmesi.' },
  { title: 'Cumhuriyet Bayramı Resepsiyonu', at: '2026-10-28T18:00', hours: 3, location: 'Genel Müdürlük Bahçesi', department: null, description: 'Cumhuriyetimizin 103. yılı.' },
  { title: 'Performans Dönemi Bilgilendirmesi', at: '2026-11-26T15:00', hours: 1, location: 'Çevrim içi', department: 'İnsan Kaynakları', description: 'Yıl sonu performans süreci.' },
  { title: 'Kan Bağışı Kampanyası', at: '2026-12-03T09:00', hours: 7, location: 'Sabiha Gökçen Personel Girişi', department: null, description: 'Kızılay iş birliğiyle.' },
  { title: 'K9 Ekipleri Sertifika Töreni', at: '2026-12-10T13:00', hours: 2, location: 'Köpekli Arama Eğitim Alanı', department: 'Köpekli Arama Birimi', description: 'Yeni sertifikalı ekiplerimizi kutluyoruz.' },
  { title: 'Yıl Sonu Buluşması', at: '2026-12-18T19:30', hours: 4, location: 'Genel Müdürlük Konferans Salonu', department: null, description: 'Yılın emekçilerine teşekkür.' },
  { title: 'Kış Operasyonu Hazırlık Toplantısı', at: '2027-01-07T10:00', hours: 2, location: 'İstanbul Havalimanı Operasyon Merkezi', department: 'Güvenlik Operasyonları', description: 'Buzlanma ve yoğun kar planı.' },
  { title: 'Bilgi Güvenliği Farkındalık Haftası', at: '2027-02-15T09:00', hours: 40, location: 'Çevrim içi', department: null, description: 'Oltalama saldırılarına karşı kısa eğitimler.' },
  { title: 'Bahar Şenliği', at: '2027-05-08T12:00', hours: 6, location: 'Şirket Sosyal Tesisleri', department: null, description: 'Aileler davetlidir.' },
];

const at = (local: string) => new Date(`${local}:00+03:00`);

export async function seed(db: Db): Promise<void> {
  const types = await db.insert(leaveTypes).values(LEAVE_TYPES).returning();
  const depts = await db.select({ id: departments.id, name: departments.name }).from(departments);
  const deptId = (name: string | null) => (name ? depts.find((d) => d.name === name)?.id ?? null : null);
  await db.insert(companyEvents).values(EVENTS.map((e) => ({
    title: e.title, description: e.description, location: e.location, department_id: deptId(e.department),
    starts_at: at(e.at), ends_at: new Date(at(e.at).getTime() + e.hours * 3_600_000),
  })));

  // Birth dates 1968–2001 from the id alone: deterministic, and one statement at any scale.
  await db.execute(sql`update employees set birth_date = date '1968-01-01' + (("employees"."id" * 7919) % 12400) where "employees"."birth_date" is null`);

  await seedLeaveRequests(db, types);
}

/** The seed's reference day: requests before it are decided, later ones mostly wait. */
const REFERENCE_DAY = '2026-11-23';
const PAST_STATUSES: LeaveStatus[] = ['Approved', 'Approved', 'Approved by Manager', 'Resolved', 'Rejected', 'Cancelled', 'Rejected by Manager'];
const FUTURE_STATUSES: LeaveStatus[] = ['Waiting', 'Waiting', 'Waiting', 'Approved', 'Draft', 'Canceled by Requester'];

async function seedLeaveRequests(db: Db, types: { id: number; code: string }[]) {
  const rng = random(7150);
  const type = (code: string) => types.find((t) => t.code === code)!.id;
  const people = await db.select({ id: employees.id, user_id: employees.user_id, name: users.name }).from(employees)
    .innerJoin(users, eq(users.id, employees.user_id)).where(isNull(employees.deleted_at)).orderBy(asc(employees.id)).limit(46);
  const rows: (typeof leaveRequests.$inferInsert)[] = [];
  const add = (employee: { id: number; user_id: number }, code: string, start: string, end: string, status: LeaveStatus, description: string | null = null) =>
    rows.push({ employee_id: employee.id, leave_type_id: type(code), starts_at: start, ends_at: end, used_days: leaveUsedDays(start, end), status, description, requested_by_user_id: employee.user_id });

  // The demo field employee's dashboard shows one waiting and one approved (scheduled) leave.
  const personel = people.find((p) => p.name === 'personel');
  if (personel) {
    add(personel, 'annual', '2026-08-03T00:00', '2026-08-08T00:00', 'Approved', 'Yaz tatili');
    add(personel, 'annual', '2026-12-14T00:00', '2026-12-19T00:00', 'Waiting', 'Yıl sonu izni');
    add(personel, 'excuse', '2027-01-11T09:00', '2027-01-11T13:00', 'Waiting', 'Resmî işlem');
  }
  // Others: up to three non-overlapping requests each across 2026–2027, one per slot of the range.
  const first = '2026-01-05';
  const span = daysBetween(first, '2027-12-10');
  for (const p of people.filter((x) => x.name !== 'personel')) {
    const count = rng.int(1, 3);
    const slot = Math.floor(span / count);
    for (let i = 0; i < count; i++) {
      const startDay = addDays(first, i * slot + rng.int(0, slot - 12));
      const halfDay = rng.next() < 0.15;
      const start = `${startDay}T${halfDay ? '13:00' : '00:00'}`;
      const end = halfDay ? `${startDay}T18:00` : `${addDays(startDay, rng.int(1, 10))}T00:00`;
      const code = halfDay ? 'excuse' : rng.pick(['annual', 'annual', 'annual', 'sick', 'excuse', 'unpaid']);
      add(p, code, start, end, rng.pick(startDay < REFERENCE_DAY ? PAST_STATUSES : FUTURE_STATUSES));
    }
  }
  if (rows.length) await db.insert(leaveRequests).values(rows);
}

