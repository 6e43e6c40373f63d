import { and, asc, count, eq, gte, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsFolded, offsetOf, type Page } from '../../db/sql';
import { bankHolidays, seasonDefinitionSeries, seasonDefinitions } from './leave-years.table';

export type HolidayRow = typeof bankHolidays.$inferSelect;
export type HolidayValues = Omit<typeof bankHolidays.$inferInsert, 'id' | 'created_at' | 'updated_at' | 'deleted_at'>;
export type SeriesRow = typeof seasonDefinitionSeries.$inferSelect;
export type DefinitionRow = typeof seasonDefinitions.$inferSelect;

const liveHoliday = (year: number) => and(eq(bankHolidays.year, year), isNull(bankHolidays.deleted_at));
const definitionsCount = sql<number>`(select count(*)::int from season_definitions sd where sd.series_id = "season_definition_series"."id")`;

export const leaveYearsRepository = {
  /** Per year: live holidays (their days, to count distinct days off) and series. */
  async yearStats(db: Executor) {
    const holidays = await db.select({ year: bankHolidays.year, starts_on: bankHolidays.starts_on, ends_on: bankHolidays.ends_on })
      .from(bankHolidays).where(isNull(bankHolidays.deleted_at));
    const series = await db.select({ year: seasonDefinitionSeries.year, n: count() }).from(seasonDefinitionSeries).groupBy(seasonDefinitionSeries.year);
    return { holidays, series };
  },

  async holidays(db: Executor, year: number, page: Page) {
    const where = liveHoliday(year);
    const [rows, total] = await Promise.all([
      db.select().from(bankHolidays).where(where).orderBy(asc(bankHolidays.starts_on), asc(bankHolidays.id)).limit(page.perpage).offset(offsetOf(page)),
      db.select({ n: count() }).from(bankHolidays).where(where).then((r) => Number(r[0]?.n ?? 0)),
    ]);
    return { rows, total };
  },

  allHolidays: (db: Executor, year: number) =>
    db.select().from(bankHolidays).where(liveHoliday(year)).orderBy(asc(bankHolidays.starts_on), asc(bankHolidays.id)),

  /** Generated keys of a year, live or deleted (a deleted one is an administrator's decision). */
  officialKeys: (db: Executor, year: number, withDeleted: boolean) =>
    db.select({ id: bankHolidays.id, key: bankHolidays.official_key, deleted_at: bankHolidays.deleted_at }).from(bankHolidays)
      .where(and(eq(bankHolidays.year, year), isNotNull(bankHolidays.official_key), withDeleted ? undefined : isNull(bankHolidays.deleted_at))),

  findHoliday: (db: Executor, year: number, id: number) =>
    db.select().from(bankHolidays).where(and(eq(bankHolidays.id, id), liveHoliday(year))).limit(1).then((r) => r[0]),

  /** A live holiday of the year whose days meet [from, to]. */
  async holidayOverlaps(db: Executor, year: number, from: string, to: string, exceptId?: number) {
    const conditions: SQL[] = [liveHoliday(year)!, lte(bankHolidays.starts_on, to), gte(bankHolidays.ends_on, from)];
    if (exceptId) conditions.push(ne(bankHolidays.id, exceptId));
    return (await db.select({ id: bankHolidays.id }).from(bankHolidays).where(and(...conditions)).limit(1)).length > 0;
  },

  insertHoliday: (db: Executor, v: HolidayValues) => db.insert(bankHolidays).values(v).returning().then((r) => r[0]!),
  updateHoliday: (db: Executor, id: number, v: Partial<HolidayValues>, now: Date) =>
    db.update(bankHolidays).set({ ...v, updated_at: now }).where(eq(bankHolidays.id, id)).returning().then((r) => r[0]!),
  restoreHoliday: (db: Executor, id: number, now: Date) =>
    db.update(bankHolidays).set({ deleted_at: null, updated_at: now }).where(eq(bankHolidays.id, id)),
  softDeleteHoliday: (db: Executor, id: number, now: Date) =>
    db.update(bankHolidays).set({ deleted_at: now, updated_at: now }).where(eq(bankHolidays.id, id)),

  async series(db: Executor, year: number, s: Page & { keyword?: string }) {
    const conditions: SQL[] = [eq(seasonDefinitionSeries.year, year)];
    if (s.keyword) conditions.push(sql`(${containsFolded(seasonDefinitionSeries.name, s.keyword)} or ${containsFolded(seasonDefinitionSeries.code, s.keyword)})`);
    const where = and(...conditions);
    const [rows, total] = await Promise.all([
      db.select({ s: seasonDefinitionSeries, definitions_count: definitionsCount }).from(seasonDefinitionSeries).where(where)
        .orderBy(asc(seasonDefinitionSeries.code)).limit(s.perpage).offset(offsetOf(s)),
      db.select({ n: count() }).from(seasonDefinitionSeries).where(where).then((r) => Number(r[0]?.n ?? 0)),
    ]);
    return { rows, total };
  },

  findSeries: (db: Executor, where: { year?: number; id?: number; code?: string }) =>
    db.select({ s: seasonDefinitionSeries, definitions_count: definitionsCount }).from(seasonDefinitionSeries)
      .where(and(
        where.year !== undefined ? eq(seasonDefinitionSeries.year, where.year) : undefined,
        where.id !== undefined ? eq(seasonDefinitionSeries.id, where.id) : undefined,
        where.code !== undefined ? eq(seasonDefinitionSeries.code, where.code) : undefined,
      )).limit(1).then((r) => r[0]),

  async codeTaken(db: Executor, code: string, exceptId?: number) {
    const conditions: SQL[] = [eq(seasonDefinitionSeries.code, code)];
    if (exceptId) conditions.push(ne(seasonDefinitionSeries.id, exceptId));
    return (await db.select({ id: seasonDefinitionSeries.id }).from(seasonDefinitionSeries).where(and(...conditions)).limit(1)).length > 0;
  },

  insertSeries: (db: Executor, v: typeof seasonDefinitionSeries.$inferInsert) => db.insert(seasonDefinitionSeries).values(v).returning().then((r) => r[0]!),
  updateSeries: (db: Executor, id: number, v: Partial<typeof seasonDefinitionSeries.$inferInsert>, now: Date) =>
    db.update(seasonDefinitionSeries).set({ ...v, updated_at: now }).where(eq(seasonDefinitionSeries.id, id)),
  deleteSeries: (db: Executor, id: number) => db.delete(seasonDefinitionSeries).where(eq(seasonDefinitionSeries.id, id)),

  async definitions(db: Executor, seriesId: number, page: Page) {
    const where = eq(seasonDefinitions.series_id, seriesId);
    const [rows, total] = await Promise.all([
      db.select().from(seasonDefinitions).where(where).orderBy(asc(seasonDefinitions.starts_on), asc(seasonDefinitions.id)).limit(page.perpage).offset(offsetOf(page)),
      db.select({ n: count() }).from(seasonDefinitions).where(where).then((r) => Number(r[0]?.n ?? 0)),
    ]);
    return { rows, total };
  },

  findDefinition: (db: Executor, seriesId: number, id: number) =>
    db.select().from(seasonDefinitions).where(and(eq(seasonDefinitions.series_id, seriesId), eq(seasonDefinitions.id, id))).limit(1).then((r) => r[0]),

  async definitionOverlaps(db: Executor, seriesId: number, from: string, to: string, exceptId?: number) {
    const conditions: SQL[] = [eq(seasonDefinitions.series_id, seriesId), lte(seasonDefinitions.starts_on, to), gte(seasonDefinitions.ends_on, from)];
    if (exceptId) conditions.push(ne(seasonDefinitions.id, exceptId));
    return (await db.select({ id: seasonDefinitions.id }).from(seasonDefinitions).where(and(...conditions)).limit(1)).length > 0;
  },

  insertDefinition: (db: Executor, v: typeof seasonDefinitions.$inferInsert) => db.insert(seasonDefinitions).values(v).returning().then((r) => r[0]!),
  updateDefinition: (db: Executor, id: number, v: Partial<typeof seasonDefinitions.$inferInsert>, now: Date) =>
    db.update(seasonDefinitions).set({ ...v, updated_at: now }).where(eq(seasonDefinitions.id, id)).returning().then((r) => r[0]!),
  deleteDefinition: (db: Executor, id: number) => db.delete(seasonDefinitions).where(eq(seasonDefinitions.id, id)),
};
