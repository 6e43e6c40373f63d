import type { planService } from './plan.service';
import { turkishDay, workbook, type WorkbookRow } from '../files/workbook';

const KIND_TR = { arrival: 'Geliş', departure: 'Dönüş' } as const;

/** The daily report: one row per person carried (by driver, shift and pickup) and one per transfer request. */
export async function dailyWorkbook(plan: ReturnType<typeof planService>, date: string): Promise<Buffer> {
  const { passengers, drivers, transfers } = await plan.inputs(date);
  const driver = new Map(drivers.map((d) => [d.id, d]));
  const rows: WorkbookRow[] = passengers
    .map((p) => ({ p, d: p.driver_id === null ? undefined : driver.get(p.driver_id) }))
    .sort((a, b) => (a.d?.full_name ?? '').localeCompare(b.d?.full_name ?? '', 'tr') || a.p.shift_start.localeCompare(b.p.shift_start) || a.p.pickup_time.localeCompare(b.p.pickup_time))
    .map(({ p, d }) => ({
      date: turkishDay(date), kind: 'Servis', driver: d?.full_name ?? 'Atanmamış', plate: d?.plate ?? null, shift: `${p.shift_start}-${p.shift_end}`,
      stop_no: p.stop_no, stop: p.stop_name, time: p.pickup_time, person: p.full_name, nid: p.national_id_number, phone: p.phone, count: 1, note: null,
    }));
  for (const t of transfers) {
    const d = t.driver_id === null ? undefined : driver.get(t.driver_id);
    rows.push({
      date: turkishDay(date), kind: `Transfer (${KIND_TR[t.transfer_type]})`, driver: d?.full_name ?? 'Atanmamış', plate: d?.plate ?? null, shift: null,
      stop_no: null, stop: [t.company_name, t.department_name].filter(Boolean).join(' / '), time: t.release_time, person: null, nid: null, phone: null,
      count: t.passenger_count, note: t.note,
    });
  }
  return workbook('Günlük Transfer', [
    { header: 'Tarih', key: 'date', width: 12 }, { header: 'Tür', key: 'kind', width: 18 }, { header: 'Şoför', key: 'driver', width: 24 },
    { header: 'Plaka', key: 'plate', width: 12 }, { header: 'Vardiya', key: 'shift', width: 13 }, { header: 'Durak No', key: 'stop_no', width: 10 },
    { header: 'Durak', key: 'stop', width: 28 }, { header: 'Saat', key: 'time', width: 8 }, { header: 'Ad Soyad', key: 'person', width: 26 },
    { header: 'TC Kimlik No', key: 'nid', width: 14 }, { header: 'Telefon', key: 'phone', width: 13 }, { header: 'Kişi', key: 'count', width: 6 },
    { header: 'Not', key: 'note', width: 30 },
  ], rows);
}

export async function rangeWorkbook(plan: ReturnType<typeof planService>, start: string, end: string): Promise<Buffer> {
  const rows = await plan.range(start, end);
  return workbook('Transfer Özeti', [
    { header: 'Tarih', key: 'day', width: 12 }, { header: 'Şoför', key: 'full_name', width: 24 }, { header: 'Plaka', key: 'plate', width: 12 },
    { header: 'Taşınan Kişi', key: 'people', width: 12 }, { header: 'Geliş Seferi', key: 'arrivals', width: 12 }, { header: 'Dönüş Seferi', key: 'departures', width: 12 },
    { header: 'Transfer Talebi', key: 'transfers', width: 14 }, { header: 'Transfer Kişi', key: 'transfer_people', width: 12 },
  ], rows.map((r) => ({
    day: turkishDay(String(r.day)), full_name: (r.full_name as string | null) ?? 'Atanmamış', plate: (r.plate as string | null) ?? null, people: Number(r.people),
    arrivals: Number(r.arrivals), departures: Number(r.departures), transfers: Number(r.transfers), transfer_people: Number(r.transfer_people),
  })));
}
