import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { calculationService } from './calculation.service';

/**
 * A calculation run as a job (spec 3 §4; docs/decisions/performance.md, "The calculation job"): it
 * resumes after a crash without counting a card twice, rests between batches so the API keeps most
 * of the machine, and vacuums the cards as it goes so the list keeps counting from its index.
 */
type Rows<T> = { rows: T[] };
let t: TestApp;
let hr: string;
let pid: number;
const q = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as Rows<T>).rows;
const send = (token: string, method: 'POST', url: string, payload?: object) => t.call(token, { method, url: `/api${url}`, payload: payload ?? {} });

beforeAll(async () => {
  t = await createTestApp({}, 20);
  t.now.value = new Date(`${new Date().getUTCFullYear()}-06-15T09:00:00Z`);
  hr = await t.login('ik.uzmani');
  const made = await send(hr, 'POST', '/performance-period', { name: 'Hesaplama Dönemi', start_at: '2026-01-01', end_at: '2026-12-31', objection_deadline: '2026-12-31' });
  expect(made.statusCode, made.body).toBe(201);
  pid = made.json().data.id;
  // The period's cards, made and calculated once by a first run.
  const run = (await send(hr, 'POST', '/run-employee-card-calculation', { performance_period_id: pid })).json().data;
  await calculationService(t.app).runAll(run.id, { pause: false });
});
afterAll(() => t.close());

describe('a calculation run', () => {
  it('resumes a run after a crash in the middle without counting any card twice', async () => {
    const before = await q<{ id: number; calculation_count: number }>(sql`select id, calculation_count from performance_cards where performance_period_id = ${pid} and is_active and deleted_at is null order by id`);
    const run = (await send(hr, 'POST', '/run-employee-card-calculation', { performance_period_id: pid })).json().data;
    const calc = calculationService(t.app);
    // The first worker writes one batch of 5 and dies; pg-boss retries the job, which resumes from the cursor.
    expect(await calc.batch(run.id, 5)).toBe(false);
    const [mid] = await q<{ processed: number; status: string }>(sql`select processed, status from performance_calculation_runs where id = ${run.id}`);
    expect(mid).toMatchObject({ processed: 5, status: 'running' });
    await calc.runAll(run.id, { batch: 4 });
    const after = await q<{ id: number; calculation_count: number }>(sql`select id, calculation_count from performance_cards where performance_period_id = ${pid} and is_active and deleted_at is null order by id`);
    expect(after.map((c) => c.calculation_count)).toEqual(before.map((c) => c.calculation_count + 1));
    const [done] = await q<{ processed: number; total: number; status: string }>(sql`select processed, total, status from performance_calculation_runs where id = ${run.id}`);
    expect(done).toMatchObject({ status: 'done', processed: before.length, total: before.length });
  });
  it('rests between batches twice as long as each batch took, so the API keeps most of the machine', async () => {
    const run = (await send(hr, 'POST', '/run-employee-card-calculation', { performance_period_id: pid })).json().data;
    const db = t.database.db;
    const transaction = db.transaction.bind(db);
    const batches: { start: number; end: number }[] = [];
    const spy = vi.spyOn(db, 'transaction').mockImplementation((async (...args: Parameters<typeof transaction>) => {
      const start = performance.now();
      try {
        return await transaction(...args);
      } finally {
        batches.push({ start, end: performance.now() });
      }
    }) as typeof db.transaction);
    try {
      await calculationService(t.app).runAll(run.id, { batch: 3 });
    } finally {
      spy.mockRestore();
    }
    expect(batches.length).toBeGreaterThanOrEqual(3);
    // setTimeout may fire up to a millisecond early; the batch's own time as paced is at least the transaction's.
    for (let i = 1; i < batches.length; i++) {
      expect(batches[i]!.start - batches[i - 1]!.end).toBeGreaterThanOrEqual(2 * (batches[i - 1]!.end - batches[i - 1]!.start) - 2);
    }
  });
  it('vacuums the cards every vacuumEvery cards of a run, so the list keeps counting from the index alone', async () => {
    const run = (await send(hr, 'POST', '/run-employee-card-calculation', { performance_period_id: pid })).json().data;
    const db = t.database.db;
    const execute = db.execute.bind(db);
    const statements: string[] = [];
    const spy = vi.spyOn(db, 'execute').mockImplementation(((query: Parameters<typeof execute>[0]) => {
      const chunks = (query as unknown as { queryChunks?: { value?: string[] }[] }).queryChunks ?? [];
      statements.push(chunks.map((c) => c.value?.join('') ?? '').join('').trim());
      return execute(query);
    }) as typeof db.execute);
    let result: { batches: number };
    try {
      result = await calculationService(t.app).runAll(run.id, { batch: 2, pause: false, vacuumEvery: 4 });
    } finally {
      spy.mockRestore();
    }
    const vacuums = statements.filter((s) => s === 'vacuum performance_cards').length;
    // One after every second batch of two cards (the run's last statement, vacuum (analyze), is not counted).
    expect(result!.batches).toBeGreaterThanOrEqual(4);
    expect(vacuums).toBe(Math.floor((result!.batches - 1) / 2));
  });
});
