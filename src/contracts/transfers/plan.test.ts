import { describe, expect, it } from 'vitest';
import { computePlan, type PlanPassenger } from './plan';

const drivers = [{ id: 1, full_name: 'Hasan', plate: '34 A 1', capacity: 2 }, { id: 2, full_name: 'Ali', plate: '34 A 2', capacity: 10 }];
let n = 0;
const p = (over: Partial<PlanPassenger>): PlanPassenger => ({
  id: ++n, full_name: `P${n}`, shift_start: '08:00', shift_end: '16:00', shuttle_stop_id: 1, stop_name: 'Bakırköy', pickup_time: '07:10', driver_id: 1, ...over,
});

describe('computePlan', () => {
  it('groups a driver\'s people into an arrival and a departure run, farthest stop first', () => {
    const plan = computePlan([
      p({ shuttle_stop_id: 2, stop_name: 'Yenibosna', pickup_time: '07:30' }),
      p({ pickup_time: '07:00' }),
      p({ pickup_time: '07:05' }),
    ], drivers);
    const [hasan] = plan.drivers;
    expect(hasan!.runs.map((r) => [r.kind, r.time, r.starts_at, r.passengers, r.over_capacity])).toEqual([
      ['arrival', '08:00', '07:00', 3, true],
      ['departure', '16:00', '16:00', 3, true],
    ]);
    expect(hasan!.runs[0]!.stops).toEqual([
      { shuttle_stop_id: 1, stop_name: 'Bakırköy', time: '07:00', passengers: 2 },
      { shuttle_stop_id: 2, stop_name: 'Yenibosna', time: '07:30', passengers: 1 },
    ]);
    expect(plan.totals).toEqual({ passengers: 3, runs: 2, over_capacity_runs: 2, unassigned: 0, conflicts: 0 });
  });

  it('lists unassigned people by slot and stop, and transfers without a driver', () => {
    const plan = computePlan([p({ driver_id: null }), p({ driver_id: null }), p({ driver_id: 99 })], drivers, [
      { id: 5, transfer_type: 'departure', driver_id: null, release_time: '02:30', passenger_count: 4, department_name: null },
    ]);
    expect(plan.drivers).toEqual([]);
    expect(plan.unassigned).toEqual([{ shift_start: '08:00', shift_end: '16:00', stop_name: 'Bakırköy', passengers: 3 }]);
    expect(plan.unassigned_transfers).toEqual([5]);
  });

  it('flags a driver booked for two runs at once, across midnight too', () => {
    const plan = computePlan([
      p({ driver_id: 2, shift_start: '08:00', shift_end: '16:00', pickup_time: '07:00' }),
      p({ driver_id: 2, shift_start: '07:30', shift_end: '15:30', pickup_time: '06:45' }),
      p({ driver_id: 2, shift_start: '00:30', shift_end: '08:30', pickup_time: '23:50' }),
    ], drivers, [{ id: 9, transfer_type: 'departure', driver_id: 2, release_time: '23:30', passenger_count: 3, department_name: 'X' }]);
    const ali = plan.drivers[0]!;
    expect(ali.conflicts).toContainEqual({ a: 'arrival 07:30', b: 'arrival 08:00' });
    // the 23:30 transfer (23:30–00:30) meets the 00:30 shift's pickup at 23:50
    expect(ali.conflicts.some((c) => c.a.includes('00:30') && c.b.includes('23:30') || c.b.includes('00:30') && c.a.includes('23:30'))).toBe(true);
    // 08:30 departure meets the 08:00 arrival? no: arrival ends 08:00, departure starts 08:30
    expect(ali.conflicts.some((c) => c.a === 'departure 08:30' && c.b === 'arrival 08:00')).toBe(false);
    expect(ali.runs.find((r) => r.kind === 'transfer')).toMatchObject({ transfer_id: 9, passengers: 3, over_capacity: false });
  });
});
