/**
 * The worker layout of docs/deploy.md: an API process started with JOBS=send queues jobs and never
 * runs them; a worker process (the real server/worker.ts) on the same PostgreSQL runs them. Here a
 * card calculation started through the API (jobs send-only, in this process) is finished by the
 * spawned worker. PostgreSQL only: skipped without DATABASE_URL. PGlite refuses a send-only queue.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../app';
import { readConfig, testConfig } from '../config';
import { openDatabase } from '../db/client';
import { CALCULATION_JOB } from '../features/performance/calculation.service';
import { createTestApp, type TestApp } from './harness';
import { startServer, type ServerProcess } from './server-process';

const serverUrl = process.env.DATABASE_URL;
const PORT = Number(process.env.WORKER_TEST_PORT ?? 8275);
type Rows<T> = { rows: T[] };

describe('JOBS=send', () => {
  it('is read from the environment: the queue on, this process without workers', () => {
    expect(readConfig({ JOBS: 'send' })).toMatchObject({ jobs: true, jobWorkers: false });
    expect(readConfig({})).toMatchObject({ jobs: true, jobWorkers: true });
  });

  it.skipIf(Boolean(serverUrl))('is refused on the embedded database: no other process could run its jobs', async () => {
    const database = await openDatabase({});
    try {
      await expect(build({ database, config: testConfig({ jobs: true, jobWorkers: false }) })).rejects.toThrow(/JOBS=send needs PostgreSQL/);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!serverUrl)('an API process with JOBS=send and a worker process on one PostgreSQL', () => {
  let t: TestApp;
  let worker: ServerProcess | undefined;
  const q = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as Rows<T>).rows;

  beforeAll(async () => {
    t = await createTestApp({ jobs: true, jobWorkers: false }, 20);
  }, 150_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  }, 60_000);

  it('queues a card calculation through the API and the worker process finishes it', async () => {
    expect(t.app.jobs.boss).not.toBeNull();
    const hr = await t.login('ik.uzmani');
    const [period] = await q<{ id: number }>(sql`select id from performance_periods where status in ('active', 'under_evaluation') order by id limit 1`);
    const started = await t.call(hr, { method: 'POST', url: '/api/run-employee-card-calculation', payload: { performance_period_id: period!.id } });
    expect(started.statusCode, started.body).toBe(202);
    const runId = started.json().data.id as number;
    const stateOfRun = async () => (await q<{ status: string }>(sql`select status from performance_calculation_runs where id = ${runId}`))[0]!.status;
    // Longer than two of pg-boss's polls (2 s): this process runs no handler, the run stays queued.
    await new Promise((r) => setTimeout(r, 5_000));
    expect(await stateOfRun()).toBe('queued');

    worker = await startServer(PORT, { DATABASE_URL: t.database.url!, JOBS: 'on', SEED_DEMO: 'false' }, 'server/worker.ts', 'Apron worker is running');
    let run: { status: string; processed: number; total: number } | undefined;
    for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
      [run] = await q<{ status: string; processed: number; total: number }>(sql`select status, processed, total from performance_calculation_runs where id = ${runId}`);
      if (run?.status === 'done' || run?.status === 'failed') break;
    }
    expect(run).toMatchObject({ status: 'done' });
    expect(run!.processed).toBe(run!.total);
    expect(run!.total).toBeGreaterThan(0);
    // The run is done when its last batch commits; pg-boss completes the job after the handler's
    // closing vacuum (analyze), a moment later.
    let job: { state: string } | undefined;
    for (const until = Date.now() + 30_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
      [job] = await q<{ state: string }>(sql`select state from pgboss.job where name = ${CALCULATION_JOB}
        union all select state from pgboss.archive where name = ${CALCULATION_JOB}`);
      if (job?.state === 'completed' || job?.state === 'failed') break;
    }
    expect(job?.state).toBe('completed');
  }, 180_000);
});
