import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { GAPS_LISTED_MAX } from '../../../src/contracts/sync';
import type { Executor } from '../../db/client';
import { offsetOf, orderingOf, type Page } from '../../db/sql';
import { users } from '../auth/auth.table';
import { deviceSequences } from './sync.table';

export type DeviceSequenceRow = typeof deviceSequences.$inferSelect;

const lastSeq = sql<number>`max(${deviceSequences.seq})`.mapWith(Number);
const receivedCount = sql<number>`count(*)`.mapWith(Number);
/** Sequences start at 1 on a device, so every number up to the last one seen was sent. */
const missingCount = sql<number>`max(${deviceSequences.seq}) - count(*)`.mapWith(Number);
const lastSeenAt = sql<Date>`max(${deviceSequences.received_at})`.mapWith(deviceSequences.received_at);

const ORDERABLE = {
  last_seen_at: sql`max(${deviceSequences.received_at})`,
  missing_count: sql`max(${deviceSequences.seq}) - count(*)`,
  created_at: sql`min(${deviceSequences.received_at})`,
};

export interface GapSearch extends Page {
  ordering?: string;
  missingOnly?: boolean;
  userId?: number;
}

export interface GapRange {
  device_id: string;
  from: number;
  to: number;
}

export const deviceSequencesRepository = {
  /** Once per (device, seq): a replayed or repeated request does not count twice. */
  async record(db: Executor, row: DeviceSequenceRow): Promise<void> {
    await db.insert(deviceSequences).values(row).onConflictDoNothing();
  },

  /** Per device on the page: first and last sequence, how many arrived, how many are missing. */
  async devices(db: Executor, s: GapSearch) {
    // Every row of a device counts, also when the filter names only one of its users.
    const where = s.userId
      ? sql`${deviceSequences.device_id} in (select "device_sequences"."device_id" from device_sequences where "device_sequences"."user_id" = ${s.userId})`
      : undefined;
    const having = s.missingOnly ? sql`max(${deviceSequences.seq}) > count(*)` : undefined;
    // A function: drizzle's builders change in place, and the count must not inherit the page.
    const grouped = () => db.select({
      device_id: deviceSequences.device_id,
      first_seq: sql<number>`min(${deviceSequences.seq})`.mapWith(Number),
      last_seq: lastSeq,
      received_count: receivedCount,
      missing_count: missingCount,
      last_seen_at: lastSeenAt,
    }).from(deviceSequences).where(where).groupBy(deviceSequences.device_id).having(having);
    const [rows, total] = await Promise.all([
      grouped().orderBy(...orderingOf(s.ordering || '-last_seen_at', ORDERABLE), deviceSequences.device_id).limit(s.perpage).offset(offsetOf(s)),
      db.select({ total: count() }).from(grouped().as('devices')).then((r) => Number(r[0]?.total ?? 0)),
    ]);
    return { rows, total };
  },

  /**
   * The runs of missing numbers of these devices, in order; at most GAPS_LISTED_MAX runs per device
   * (each run holds at least one number, so that is enough to list GAPS_LISTED_MAX numbers).
   */
  async gapRanges(db: Executor, deviceIds: readonly string[]): Promise<GapRange[]> {
    if (deviceIds.length === 0) return [];
    const ids = sql.join(deviceIds.map((id) => sql`${id}::uuid`), sql`, `);
    const result = await db.execute(sql`
      select r.device_id::text as device_id, r.gap_from::float8 as "from", r.gap_to::float8 as "to" from (
        select g.*, row_number() over (partition by g.device_id order by g.gap_from) as n from (
          select "device_sequences"."device_id" as device_id,
                 coalesce(lag("device_sequences"."seq") over (partition by "device_sequences"."device_id" order by "device_sequences"."seq"), 0) + 1 as gap_from,
                 "device_sequences"."seq" - 1 as gap_to
          from device_sequences where "device_sequences"."device_id" in (${ids})
        ) g where g.gap_from <= g.gap_to
      ) r where r.n <= ${GAPS_LISTED_MAX}
      order by r.device_id, r.gap_from`);
    return (result as unknown as { rows: GapRange[] }).rows.map((r) => ({ device_id: r.device_id, from: Number(r.from), to: Number(r.to) }));
  },

  /** Who sent from these devices, the most recent sender first. */
  usersOf(db: Executor, deviceIds: readonly string[]) {
    if (deviceIds.length === 0) return Promise.resolve([]);
    return db.select({
      device_id: deviceSequences.device_id,
      id: users.id,
      name: sql<string>`concat_ws(' ', ${users.first_name}, ${users.middle_name}, ${users.last_name})`,
    }).from(deviceSequences).innerJoin(users, eq(users.id, deviceSequences.user_id))
      .where(and(inArray(deviceSequences.device_id, [...deviceIds]), isNotNull(deviceSequences.user_id)) as SQL)
      .groupBy(deviceSequences.device_id, users.id, users.first_name, users.middle_name, users.last_name)
      .orderBy(deviceSequences.device_id, desc(sql`max(${deviceSequences.received_at})`));
  },
};
