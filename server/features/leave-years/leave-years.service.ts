import type { FastifyInstance } from 'fastify';
import {
  HALF_DAY_FROM, LEAVE_YEAR_MESSAGES as M, inclusiveDays, type BankHoliday, type HolidayKind, type LeaveYear,
  type SeasonDefinition, type SeasonSeries,
} from '../../../src/contracts/leave-years';
import { addDays } from '../../../src/contracts/dashboard';
import type { Executor } from '../../db/client';
import { isUniqueViolation, pageMeta, type Page } from '../../db/sql';
import { info, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { officialHolidays } from './official-holidays';
import { leaveYearsRepository as repo, type DefinitionRow, type HolidayRow, type SeriesRow } from './leave-years.repository';

export function toBankHoliday(r: HolidayRow): BankHoliday {
  return {
    id: r.id, year: r.year, name: r.name, kind: r.kind as HolidayKind, starts_on: r.starts_on, ends_on: r.ends_on,
    days: inclusiveDays(r.starts_on, r.ends_on), half_day_on: r.half_day_on, half_day_from: r.half_day_on ? (r.half_day_from ?? HALF_DAY_FROM) : null,
    source: r.source as BankHoliday['source'], updated_at: r.updated_at.toISOString(),
  };
}
const toSeries = ({ s, definitions_count }: { s: SeriesRow; definitions_count: number }): SeasonSeries => ({
  id: s.id, year: s.year, code: s.code, name: s.name, description: s.description, definitions_count: Number(definitions_count), updated_at: s.updated_at.toISOString(),
});
const toDefinition = (d: DefinitionRow, series: SeriesRow): SeasonDefinition => ({
  id: d.id, series_code: series.code, year: series.year, name: d.name, starts_on: d.starts_on, ends_on: d.ends_on,
  leave_restricted: d.leave_restricted, description: d.description, updated_at: d.updated_at.toISOString(),
});

export interface HolidayInput { name: string; kind: HolidayKind; starts_on: string; ends_on: string; half_day_on?: string | null; half_day_from?: string | null }
export interface SeriesInput { code: string; name: string; description?: string | null }
export interface DefinitionInput { name: string; starts_on: string; ends_on: string; leave_restricted: boolean; description?: string | null }

const yearOf = (day: string) => Number(day.slice(0, 4));
const TURKEY_OFFSET_MS = 3 * 3_600_000;

export function leaveYearsService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const currentYear = () => new Date(clock().getTime() + TURKEY_OFFSET_MS).getUTCFullYear();
  const log = (tx: Executor, table: string, id: number, action: string, attributes: Record<string, unknown>, causer: number) =>
    activityLogRepository.record(tx, { table_name: table, target_id: id, action, attributes, causer_id: causer });

  /** Dates of a holiday must lie in its leave year; the eve may be 31 December before a 1 January holiday. */
  async function checkHoliday(year: number, b: HolidayInput, exceptId?: number) {
    if (yearOf(b.starts_on) !== year) throw invalidField('starts_on', M.dateOutsideYear);
    if (yearOf(b.ends_on) !== year) throw invalidField('ends_on', M.dateOutsideYear);
    if (await repo.holidayOverlaps(db, year, b.starts_on, b.ends_on, exceptId)) throw invalidField('starts_on', M.holidayOverlap);
  }
  const holidayValues = (b: HolidayInput) => ({
    name: b.name, kind: b.kind, starts_on: b.starts_on, ends_on: b.ends_on,
    half_day_on: b.half_day_on || null, half_day_from: b.half_day_on ? (b.half_day_from || HALF_DAY_FROM) : null,
  });

  async function mustSeries(where: { year?: number; id?: number; code?: string }) {
    const row = await repo.findSeries(db, where);
    if (!row) throw notFound();
    return row;
  }

  return {
    async years(page: Page) {
      const { holidays, series } = await repo.yearStats(db);
      const now = currentYear();
      const years = new Set<number>([now - 1, now, now + 1, ...holidays.map((h) => h.year), ...series.map((s) => s.year)]);
      const all: LeaveYear[] = [...years].sort((a, b) => b - a).map((year) => {
        const own = holidays.filter((x) => x.year === year);
        // Distinct full days off: 19 May 2027 is both a fixed holiday and a day of Kurban Bayramı.
        const days = new Set(own.flatMap((h) => Array.from({ length: inclusiveDays(h.starts_on, h.ends_on) }, (_, i) => addDays(h.starts_on, i))));
        return {
          year,
          bank_holidays_count: own.length,
          holiday_days: days.size,
          season_series_count: Number(series.find((x) => x.year === year)?.n ?? 0),
          is_current: year === now,
        };
      });
      const start = (page.page - 1) * page.perpage;
      return { data: all.slice(start, start + page.perpage), meta: pageMeta(page, all.length) };
    },

    async holidays(year: number, page: Page) {
      const [{ rows, total }, keys] = await Promise.all([repo.holidays(db, year, page), repo.officialKeys(db, year, true)]);
      return { data: rows.map(toBankHoliday), meta: pageMeta(page, total), helper: { year, generated: keys.length > 0 } };
    },

    async holiday(year: number, id: number) {
      const row = await repo.findHoliday(db, year, id);
      if (!row) throw notFound();
      return toBankHoliday(row);
    },

    async createHoliday(year: number, b: HolidayInput, causer: number) {
      await checkHoliday(year, b);
      const row = await db.transaction(async (tx) => {
        const r = await repo.insertHoliday(tx, { year, ...holidayValues(b), source: 'manual', official_key: null });
        await log(tx, 'bank_holidays', r.id, 'created', holidayValues(b), causer);
        return r;
      });
      return toBankHoliday(row);
    },

    async updateHoliday(year: number, id: number, b: HolidayInput, causer: number) {
      const before = await repo.findHoliday(db, year, id);
      if (!before) throw notFound();
      await checkHoliday(year, b, id);
      const row = await db.transaction(async (tx) => {
        const r = await repo.updateHoliday(tx, id, { ...holidayValues(b), source: before.source === 'manual' ? 'manual' : 'overridden' }, clock());
        await log(tx, 'bank_holidays', id, 'updated', holidayValues(b), causer);
        return r;
      });
      return toBankHoliday(row);
    },

    async deleteHoliday(year: number, id: number, causer: number) {
      const before = await repo.findHoliday(db, year, id);
      if (!before) throw notFound();
      await db.transaction(async (tx) => {
        await repo.softDeleteHoliday(tx, id, clock());
        await log(tx, 'bank_holidays', id, 'deleted', { name: before.name }, causer);
      });
    },

    /** Adds the official holidays the year lacks; keeps edited ones, and deleted ones unless restore_deleted. */
    async generate(year: number, restoreDeleted: boolean, causer: number) {
      const { rows, religiousKnown } = officialHolidays(year);
      const existing = await repo.officialKeys(db, year, true);
      let added = 0;
      await db.transaction(async (tx) => {
        for (const row of rows) {
          const found = existing.find((e) => e.key === row.official_key);
          if (found && !(restoreDeleted && found.deleted_at)) continue;
          if (found) {
            await repo.restoreHoliday(tx, found.id, clock());
          } else {
            // A holiday an administrator added by hand on the same days stands in for the official one.
            if (await repo.holidayOverlaps(tx, year, row.starts_on, row.ends_on)) continue;
            await repo.insertHoliday(tx, row);
          }
          added += 1;
        }
        await log(tx, 'bank_holidays', year, 'generated', { added, religious_holidays_known: religiousKnown }, causer);
      });
      return { added, religious_holidays_known: religiousKnown };
    },

    async seriesList(year: number, s: Page & { keyword?: string }) {
      const { rows, total } = await repo.series(db, year, s);
      return { data: rows.map(toSeries), meta: pageMeta(s, total), helper: { year } };
    },

    seriesOf: async (year: number, id: number) => toSeries(await mustSeries({ year, id })),

    async createSeries(year: number, b: SeriesInput, causer: number) {
      if (await repo.codeTaken(db, b.code)) throw invalidField('code', M.codeTaken);
      try {
        const id = await db.transaction(async (tx) => {
          const r = await repo.insertSeries(tx, { year, code: b.code, name: b.name, description: b.description || null });
          await log(tx, 'season_definition_series', r.id, 'created', { ...b }, causer);
          return r.id;
        });
        return toSeries(await mustSeries({ id }));
      } catch (error) {
        if (isUniqueViolation(error)) throw invalidField('code', M.codeTaken);
        throw error;
      }
    },

    async updateSeries(year: number, id: number, b: SeriesInput, causer: number) {
      await mustSeries({ year, id });
      if (await repo.codeTaken(db, b.code, id)) throw invalidField('code', M.codeTaken);
      await db.transaction(async (tx) => {
        await repo.updateSeries(tx, id, { code: b.code, name: b.name, description: b.description || null }, clock());
        await log(tx, 'season_definition_series', id, 'updated', { ...b }, causer);
      });
      return toSeries(await mustSeries({ id }));
    },

    async deleteSeries(year: number, id: number, causer: number) {
      const found = await mustSeries({ year, id });
      if (Number(found.definitions_count) > 0) throw info(M.seriesHasDefinitions, 409);
      await db.transaction(async (tx) => {
        await repo.deleteSeries(tx, id);
        await log(tx, 'season_definition_series', id, 'deleted', { code: found.s.code }, causer);
      });
    },

    async definitions(code: string, page: Page) {
      const { s } = await mustSeries({ code });
      const { rows, total } = await repo.definitions(db, s.id, page);
      return { data: rows.map((d) => toDefinition(d, s)), meta: pageMeta(page, total), helper: { series: toSeries(await mustSeries({ id: s.id })) } };
    },

    async definitionForm(code: string, id?: number) {
      const found = await mustSeries({ code });
      let definition: SeasonDefinition | null = null;
      if (id !== undefined) {
        const d = await repo.findDefinition(db, found.s.id, id);
        if (!d) throw notFound();
        definition = toDefinition(d, found.s);
      }
      return { series: toSeries(found), definition };
    },

    async saveDefinition(code: string, id: number | undefined, b: DefinitionInput, causer: number) {
      const { s } = await mustSeries({ code });
      if (id !== undefined && !(await repo.findDefinition(db, s.id, id))) throw notFound();
      // A season starts in its series' year and may run into the next one (a winter season), at most a year.
      if (yearOf(b.starts_on) !== s.year) throw invalidField('starts_on', M.dateOutsideYear);
      if (b.ends_on > addDays(b.starts_on, 365)) throw invalidField('ends_on', 'Bir sezon en çok bir yıl sürebilir.');
      if (await repo.definitionOverlaps(db, s.id, b.starts_on, b.ends_on, id)) throw invalidField('starts_on', M.definitionOverlap);
      const values = { name: b.name, starts_on: b.starts_on, ends_on: b.ends_on, leave_restricted: b.leave_restricted, description: b.description || null };
      const row = await db.transaction(async (tx) => {
        const r = id === undefined ? await repo.insertDefinition(tx, { series_id: s.id, ...values }) : await repo.updateDefinition(tx, id, values, clock());
        await log(tx, 'season_definitions', r.id, id === undefined ? 'created' : 'updated', values, causer);
        return r;
      });
      return toDefinition(row, s);
    },

    async deleteDefinition(code: string, id: number, causer: number) {
      const { s } = await mustSeries({ code });
      if (!(await repo.findDefinition(db, s.id, id))) throw notFound();
      await db.transaction(async (tx) => {
        await repo.deleteDefinition(tx, id);
        await log(tx, 'season_definitions', id, 'deleted', {}, causer);
      });
    },
  };
}
