import { minutesBefore } from './shift-rows';

/**
 * The plan of a date (spec 3 §7 "plan?transfer_date"): the shuttle runs each driver drives — a
 * morning-style run that picks people up at their stops before their shift starts (arrival) and
 * one that takes them home when it ends (departure) — plus the transfer requests of the date.
 * Pure: the server feeds it rows, the tests feed it literals.
 */
export interface PlanPassenger {
  id: number;
  full_name: string;
  shift_start: string;
  shift_end: string;
  shuttle_stop_id: number;
  stop_name: string;
  pickup_time: string;
  driver_id: number | null;
}

export interface PlanDriver {
  id: number;
  full_name: string;
  plate: string;
  capacity: number;
}

export interface PlanTransfer {
  id: number;
  transfer_type: 'arrival' | 'departure';
  driver_id: number | null;
  release_time: string | null;
  passenger_count: number;
  department_name: string | null;
}

export interface PlanStop {
  shuttle_stop_id: number;
  stop_name: string;
  /** Pickup time (arrival) or the run's start (departure). */
  time: string;
  passengers: number;
}

export interface PlanRun {
  kind: 'arrival' | 'departure' | 'transfer';
  /** The shift start (arrival), end (departure) or release time (transfer) the run serves. */
  time: string;
  /** First pickup (arrival) or the run's time. */
  starts_at: string;
  stops: PlanStop[];
  passengers: number;
  over_capacity: boolean;
  transfer_id: number | null;
}

export interface DriverPlan extends PlanDriver {
  runs: PlanRun[];
  passengers: number;
  /** Pairs of runs of this driver that overlap in time (the driver cannot be in two places). */
  conflicts: { a: string; b: string }[];
}

export interface UnassignedGroup {
  shift_start: string;
  shift_end: string;
  stop_name: string;
  passengers: number;
}

export interface DayPlan {
  drivers: DriverPlan[];
  unassigned: UnassignedGroup[];
  unassigned_transfers: number[];
  totals: { passengers: number; runs: number; over_capacity_runs: number; unassigned: number; conflicts: number };
}

/** A departure run is taken to last this long (the spec gives no figure; docs/decisions/transfers.md). */
export const DEPARTURE_RUN_MINUTES = 60;

const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const byTime = (a: string, b: string) => a.localeCompare(b);

function stopsOf(people: readonly PlanPassenger[], kind: 'arrival' | 'departure'): PlanStop[] {
  const stops = new Map<number, PlanStop>();
  for (const p of people) {
    const s = stops.get(p.shuttle_stop_id) ?? { shuttle_stop_id: p.shuttle_stop_id, stop_name: p.stop_name, time: kind === 'arrival' ? p.pickup_time : p.shift_end, passengers: 0 };
    // The earliest pickup at a stop is when the shuttle must be there.
    if (kind === 'arrival' && minutesBefore(p.pickup_time, p.shift_start) > minutesBefore(s.time, p.shift_start)) s.time = p.pickup_time;
    s.passengers++;
    stops.set(p.shuttle_stop_id, s);
  }
  const list = [...stops.values()];
  if (kind === 'arrival') {
    const start = people[0]!.shift_start;
    // Farthest (earliest) pickup first, ending at the airport.
    return list.sort((a, b) => minutesBefore(b.time, start) - minutesBefore(a.time, start) || a.stop_name.localeCompare(b.stop_name, 'tr'));
  }
  return list.sort((a, b) => a.stop_name.localeCompare(b.stop_name, 'tr'));
}

/** [from, to) in minutes of the run, wrapped past midnight into the next day. */
function windowOf(run: PlanRun): [number, number] {
  if (run.kind === 'arrival') {
    const end = toMin(run.time);
    return [end - minutesBefore(run.starts_at, run.time), end];
  }
  const start = toMin(run.time);
  return [start, start + DEPARTURE_RUN_MINUTES];
}

function overlaps(a: [number, number], b: [number, number]): boolean {
  // Compare on a 48-hour line as well, so 23:30–00:30 meets 00:10.
  for (const shift of [0, 1440, -1440]) if (a[0] < b[1] + shift && b[0] + shift < a[1]) return true;
  return false;
}

export function computePlan(passengers: readonly PlanPassenger[], drivers: readonly PlanDriver[], transfers: readonly PlanTransfer[] = []): DayPlan {
  const driverById = new Map(drivers.map((d) => [d.id, d]));
  const groups = new Map<string, PlanPassenger[]>();
  const unassigned = new Map<string, UnassignedGroup>();
  for (const p of passengers) {
    if (p.driver_id === null || !driverById.has(p.driver_id)) {
      const key = `${p.shift_start}|${p.shift_end}|${p.shuttle_stop_id}`;
      const u = unassigned.get(key) ?? { shift_start: p.shift_start, shift_end: p.shift_end, stop_name: p.stop_name, passengers: 0 };
      u.passengers++;
      unassigned.set(key, u);
      continue;
    }
    for (const kind of ['arrival', 'departure'] as const) {
      const key = `${p.driver_id}|${kind}|${kind === 'arrival' ? p.shift_start : p.shift_end}`;
      (groups.get(key) ?? groups.set(key, []).get(key)!).push(p);
    }
  }
  const runsOf = new Map<number, PlanRun[]>();
  for (const [key, people] of groups) {
    const [driverId, kind, time] = key.split('|') as [string, 'arrival' | 'departure', string];
    const driver = driverById.get(Number(driverId))!;
    const stops = stopsOf(people, kind);
    runsOf.set(driver.id, [...(runsOf.get(driver.id) ?? []), {
      kind, time, starts_at: kind === 'arrival' ? stops[0]!.time : time, stops, passengers: people.length,
      over_capacity: people.length > driver.capacity, transfer_id: null,
    }]);
  }
  const unassignedTransfers: number[] = [];
  for (const t of transfers) {
    const driver = t.driver_id === null ? undefined : driverById.get(t.driver_id);
    if (!driver) {
      unassignedTransfers.push(t.id);
      continue;
    }
    const time = t.release_time ?? '00:00';
    runsOf.set(driver.id, [...(runsOf.get(driver.id) ?? []), {
      kind: 'transfer', time, starts_at: time, stops: [], passengers: t.passenger_count,
      over_capacity: t.passenger_count > driver.capacity, transfer_id: t.id,
    }]);
  }

  const plans: DriverPlan[] = [];
  for (const d of drivers) {
    const runs = (runsOf.get(d.id) ?? []).sort((a, b) => byTime(a.starts_at, b.starts_at) || byTime(a.time, b.time));
    if (!runs.length) continue;
    const conflicts: DriverPlan['conflicts'] = [];
    for (let i = 0; i < runs.length; i++) {
      for (let j = i + 1; j < runs.length; j++) {
        const a = runs[i]!;
        const b = runs[j]!;
        const wa: [number, number] = a.kind === 'transfer' ? [toMin(a.time), toMin(a.time) + DEPARTURE_RUN_MINUTES] : windowOf(a);
        const wb: [number, number] = b.kind === 'transfer' ? [toMin(b.time), toMin(b.time) + DEPARTURE_RUN_MINUTES] : windowOf(b);
        if (overlaps(wa, wb)) conflicts.push({ a: `${a.kind} ${a.time}`, b: `${b.kind} ${b.time}` });
      }
    }
    plans.push({ ...d, runs, passengers: runs.filter((r) => r.kind === 'arrival').reduce((s, r) => s + r.passengers, 0), conflicts });
  }
  const unassignedList = [...unassigned.values()].sort((a, b) => byTime(a.shift_start, b.shift_start) || a.stop_name.localeCompare(b.stop_name, 'tr'));
  return {
    drivers: plans,
    unassigned: unassignedList,
    unassigned_transfers: unassignedTransfers,
    totals: {
      passengers: passengers.length,
      runs: plans.reduce((s, p) => s + p.runs.length, 0),
      over_capacity_runs: plans.reduce((s, p) => s + p.runs.filter((r) => r.over_capacity).length, 0),
      unassigned: unassignedList.reduce((s, u) => s + u.passengers, 0),
      conflicts: plans.reduce((s, p) => s + p.conflicts.length, 0),
    },
  };
}
