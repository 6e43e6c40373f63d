import { and, eq, inArray, isNull } from 'drizzle-orm';
import { addDays, isoWeekOf, turkeyDate } from '../../../src/contracts/dashboard';
import { minuteText } from '../../../src/contracts/work-schedule-demand-options';
import { WSD_MESSAGES } from '../../../src/contracts/work-schedule-demands';
import type { WsdKind, WsdStatus } from '../../../src/contracts/work-schedule-demands-rules';
import type { Db } from '../../db/client';
import { positions, users } from '../auth/auth.table';
import { formatNumber, sequenceYear, uuidv7 } from '../../db/numbering';
import { builtinSchedule } from '../schedule/schedule.builtin';
import { securityProjects } from '../security-projects/security-projects.table';
import { wsdDemandsRepository as demands } from './demands.repository';
import { wsdTypesRepository as types, wsdWorkSchedulesRepository as schedules } from './options.repository';
import { wsdPeriodOptionsRepository as periodOptions } from './period-options.repository';
import { wsdPeriodsRepository as periods } from './periods.repository';
import { wsdTypes, wsdWorkSchedules } from './work-schedule-demands.table';
import { shortCodeOf } from './shifts.service';

/** After the schedule seed (order 120): short-period demands record the requester's shift that day. */
export const order = 130;

export const SEED_TYPES = [
  { name: 'Vardiya değişikliği', is_off: false, sequence_yearly_reset: true },
  { name: 'İzin (off) günü', is_off: true, sequence_yearly_reset: true },
  { name: 'Sabit vardiya', is_off: false, sequence_yearly_reset: false },
] as const;

export const SEED_SCHEDULES = [
  { name: 'Sabah vardiyası', shift_code: 'S1', begin_minute: 6 * 60, end_minute: 14 * 60, sequence_yearly_reset: true },
  { name: 'Akşam vardiyası', shift_code: 'A1', begin_minute: 14 * 60, end_minute: 22 * 60, sequence_yearly_reset: true },
  { name: 'Gece vardiyası', shift_code: 'G1', begin_minute: 22 * 60, end_minute: 6 * 60, sequence_yearly_reset: true },
  { name: 'Ofis mesaisi', shift_code: 'O1', begin_minute: 8 * 60 + 30, end_minute: 17 * 60 + 30, sequence_yearly_reset: false },
] as const;

/** Turkish midnight of a day as an instant. */
const trMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`);

interface SeedDemand {
  by: string;
  kind: WsdKind;
  type: string;
  period: 'open' | 'past';
  start: number;
  end?: number;
  schedule?: string;
  status: WsdStatus;
  decidedBy?: string;
  reason?: string;
  description: string;
}

/**
 * Demo data relative to the day the seed runs (the demo must always have a period taking
 * requests): an open period for the ggh and uog projects, a past one, and demands of personel (and one of admin).
 * Day numbers count from that day.
 */
const DEMANDS: SeedDemand[] = [
  { by: 'personel', kind: 'short-period', type: 'Vardiya değişikliği', period: 'open', start: 3, schedule: 'G1', status: 'waiting-approval', description: 'Çocuğumun okul toplantısı var; gece vardiyasına geçmek istiyorum.' },
  { by: 'personel', kind: 'short-period', type: 'İzin (off) günü', period: 'open', start: 5, status: 'approved', decidedBy: 'sef', description: 'Aile ziyareti.' },
  { by: 'personel', kind: 'long-period', type: 'Sabit vardiya', period: 'past', start: -30, end: -10, status: 'approved', decidedBy: 'operasyon.muduru', description: 'Yüksek lisans derslerim nedeniyle sabah vardiyası.' },
  { by: 'personel', kind: 'short-period', type: 'Vardiya değişikliği', period: 'past', start: -20, schedule: 'A1', status: 'rejected', decidedBy: 'sef', reason: 'O gün akşam vardiyası kontenjanı dolu.', description: 'Sabah randevum var.' },
  // admin also works shifts (his second position is Vardiya Şefi): his own demand, for his list.
  { by: 'admin', kind: 'short-period', type: 'İzin (off) günü', period: 'past', start: -25, status: 'approved', decidedBy: 'operasyon.muduru', description: 'Ankara\'daki sivil havacılık güvenlik toplantısına katılacağım.' },
];

export async function seed(db: Db): Promise<void> {
  const people = await db.select({ user_id: users.id, name: users.name, position_id: positions.id }).from(users)
    .innerJoin(positions, and(eq(positions.user_id, users.id), eq(positions.is_primary, true)))
    .where(inArray(users.name, ['personel', 'sef', 'operasyon.muduru', 'admin']));
  const person = (name: string) => people.find((p) => p.name === name);
  const projects = await db.select({ id: securityProjects.id, short_code: securityProjects.short_code }).from(securityProjects)
    .where(and(inArray(securityProjects.short_code, ['IST', 'SAW', 'ESB', 'ADB']), isNull(securityProjects.deleted_at)));
  if (!person('personel') || projects.length < 4) return; // not the demo organisation

  const codeOf = async (table: typeof wsdTypes | typeof wsdWorkSchedules, id: number) =>
    (await db.select({ code: table.code }).from(table).where(eq(table.id, id)))[0]!.code;
  const typeIds = new Map<string, { id: number; code: string; is_off: boolean; yearly: boolean }>();
  for (const t of SEED_TYPES) {
    const id = await types.insert(db, t);
    typeIds.set(t.name, { id, code: await codeOf(wsdTypes, id), is_off: t.is_off, yearly: t.sequence_yearly_reset });
  }
  const scheduleIds = new Map<string, { id: number; code: string; yearly: boolean }>();
  for (const s of SEED_SCHEDULES) {
    const id = await schedules.insert(db, s);
    scheduleIds.set(s.shift_code, { id, code: await codeOf(wsdWorkSchedules, id), yearly: s.sequence_yearly_reset });
  }

  const now = new Date();
  const today = turkeyDate(now);
  const month = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' });
  const open = await periods.insert(db, {
    name: `${month.format(trMidnight(addDays(today, 1)))} dönemi`,
    request_start_date: trMidnight(addDays(today, -7)), request_end_date: new Date(trMidnight(addDays(today, 15)).getTime() - 60_000),
    shift_start_date: addDays(today, 1), shift_end_date: addDays(today, 61), is_remote: false,
  });
  const past = await periods.insert(db, {
    name: `${month.format(trMidnight(addDays(today, -35)))} dönemi (kapandı)`,
    request_start_date: trMidnight(addDays(today, -60)), request_end_date: trMidnight(addDays(today, -40)),
    shift_start_date: addDays(today, -35), shift_end_date: addDays(today, -5), is_remote: false,
  });
  for (const id of [open, past]) await periods.setProjects(db, id, projects.map((p) => p.id));
  await periodOptions.insert(db, { period_id: open, work_schedule_id: scheduleIds.get('S1')!.id, daily_quota: 5 });
  await periodOptions.insert(db, { period_id: open, work_schedule_id: scheduleIds.get('A1')!.id, daily_quota: null });
  await periodOptions.insert(db, { period_id: open, work_schedule_id: scheduleIds.get('G1')!.id, daily_quota: 2 });

  const schedule = builtinSchedule(db);
  const codes = new Map(SEED_SCHEDULES.map((s) => [`${minuteText(s.begin_minute)}-${minuteText(s.end_minute)}`, s.shift_code]));
  for (const [i, d] of DEMANDS.entries()) {
    const by = person(d.by)!;
    const type = typeIds.get(d.type)!;
    const chosen = d.schedule ? scheduleIds.get(d.schedule)! : undefined;
    const start = addDays(today, d.start);
    const made = new Date(now.getTime() - (DEMANDS.length - i) * 3600_000 + (d.period === 'past' ? -45 * 86_400_000 : 0));
    const year = sequenceYear(type.yearly, made);
    const number = await demands.nextNumber(db, 'type', type.id, year);
    const scheduleYear = chosen ? sequenceYear(chosen.yearly, made) : 0;
    const scheduleNumber = chosen ? formatNumber(chosen.code, made, await demands.nextNumber(db, 'work-schedule', chosen.id, scheduleYear)) : null;
    let shift: { date: string; starts_at: string | null; ends_at: string | null; code: string | null } | undefined;
    if (d.kind === 'short-period') {
      const w = isoWeekOf(start);
      const day = (await schedule.weekly(by.user_id, w.year, w.week)).days.find((x) => x.date === start);
      if (day) shift = { date: day.date, starts_at: day.starts_at, ends_at: day.ends_at, code: shortCodeOf(day, codes) };
    }
    const decider = d.decidedBy ? person(d.decidedBy) : undefined;
    const decidedAt = decider ? new Date(made.getTime() + 4 * 3600_000) : null;
    await demands.insert(db, {
      uuid: uuidv7(made.getTime()), kind: d.kind, type_id: type.id, period_id: d.period === 'open' ? open : past,
      work_schedule_id: chosen?.id ?? null, requester_user_id: by.user_id, requester_position_id: by.position_id,
      sequence_year: year, sequence_number: number, number: formatNumber(type.code, made, number), work_schedule_number: scheduleNumber,
      request_start_date: start, request_end_date: d.end === undefined ? start : addDays(today, d.end),
      shift_id: shift?.date ?? null, shift_begin_time: shift?.starts_at ?? null, shift_end_time: shift?.ends_at ?? null, shift_short_code: shift?.code ?? null,
      status: d.status, long_period_count: 0, description: d.description,
      exit_reason: d.status === 'rejected' ? (d.reason ?? WSD_MESSAGES.autoRejected) : null, auto_rejected: false,
      decided_by_user_id: decider?.user_id ?? null, decided_by_position_id: decider?.position_id ?? null, decided_at: decidedAt,
      created_at: made, updated_at: decidedAt ?? made,
    });
  }
}
