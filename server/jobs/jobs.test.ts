import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { pgliteExecutor, positional } from './executors';
import { JOB_SETTINGS, JobsNotRunningError } from './jobs';

/**
 * The job queue on the backend under test (PGlite, or PostgreSQL with DATABASE_URL): jobs sent
 * go through pg-boss to their handler; a job sent in a rolled-back transaction never runs; a
 * failing handler fails its job; schedules are registered; close stops the queue.
 */
let t: TestApp;
const seen: { data: Record<string, unknown>; jobId?: string; now: Date }[] = [];

beforeAll(async () => {
  t = await createTestApp({ jobs: true });
  await t.app.jobs.define<{ n?: number; fail?: boolean }>({
    name: 'test.echo',
    queue: { retryLimit: 0 },
    handler: async (data, ctx) => {
      if (data.fail) throw new Error('istenen hata');
      seen.push({ data, jobId: ctx.jobId, now: ctx.now });
      return { ok: true };
    },
  });
});
afterAll(() => t?.close());

async function stateOf(id: string, until: (state: string | undefined) => boolean, timeoutMs = 15_000) {
  const started = Date.now();
  for (;;) {
    const job = await t.app.jobs.boss!.getJobById('test.echo', id, { includeArchive: true });
    if (until(job?.state) || Date.now() - started > timeoutMs) return job;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe(`job queue (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('runs a sent job in its handler and completes it', async () => {
    const id = (await t.app.jobs.send('test.echo', { n: 1 }))!;
    const job = await stateOf(id, (s) => s === 'completed');
    expect(job?.state).toBe('completed');
    expect(seen.find((s) => s.jobId === id)?.data).toEqual({ n: 1 });
  });

  it('keeps a job sent in a transaction only when the transaction commits', async () => {
    const db = t.database.db;
    let rolledBack: string | null = null;
    await db.transaction(async (tx) => {
      rolledBack = await t.app.jobs.send('test.echo', { n: 2 }, { tx });
      tx.rollback();
    }).catch(() => undefined);
    expect(rolledBack).toBeTruthy();
    const committed = await db.transaction(async (tx) => t.app.jobs.send('test.echo', { n: 3 }, { tx }));
    expect((await stateOf(committed!, (s) => s === 'completed'))?.state).toBe('completed');
    expect(await t.app.jobs.boss!.getJobById('test.echo', rolledBack!, { includeArchive: true })).toBeNull();
    expect(seen.some((s) => s.data.n === 2)).toBe(false);
    // The API's own queries still work (no connection left in an aborted transaction).
    expect(((await db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('fails the job whose handler throws, keeping the message', async () => {
    const id = (await t.app.jobs.send('test.echo', { fail: true }))!;
    const job = await stateOf(id, (s) => s === 'failed');
    expect(job?.state).toBe('failed');
    expect(JSON.stringify(job?.output as unknown)).toContain('istenen hata');
  });

  it('registers the features\' scheduled jobs (work-schedule demands auto-rejection)', async () => {
    const schedules = await t.app.jobs.boss!.getSchedules();
    expect(schedules.map((s) => s.name)).toContain('work-schedule-demands.auto-reject');
    expect(t.app.jobs.names).toContain('work-schedule-demands.auto-reject');
  });

  it('runs a handler in process with the app clock', async () => {
    t.now.value = new Date('2031-05-05T10:00:00Z');
    await t.app.jobs.run('test.echo', { n: 4 });
    expect(seen.find((s) => s.data.n === 4)).toMatchObject({ jobId: undefined, now: new Date('2031-05-05T10:00:00Z') });
    t.now.value = new Date();
  });

  it('turns pg-boss $n text into bound parameters on drizzle, an array staying one value', async () => {
    const result = await t.database.db.execute(positional('select $2::int[] as a, $1::int as b, $1::int + 1 as c', [7, [1, 2]]));
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ a: [1, 2], b: 7, c: 8 }]);
    expect(() => positional('select $3', [1])).toThrow('$3 has no value');
  });

  it('refuses unknown jobs and a second definition of a name', async () => {
    await expect(t.app.jobs.send('test.nope')).rejects.toThrow("unknown job 'test.nope'");
    await expect(t.app.jobs.define({ name: 'test.echo', handler: async () => undefined })).rejects.toThrow('defined twice');
  });
});

describe('without the queue (config jobs=false)', () => {
  it('has no boss, refuses to send, still runs handlers in process; close is clean', async () => {
    const off = await createTestApp();
    try {
      expect(off.app.jobs.boss).toBeNull();
      await expect(off.app.jobs.send('work-schedule-demands.auto-reject')).rejects.toBeInstanceOf(JobsNotRunningError);
      await expect(off.app.jobs.run('work-schedule-demands.auto-reject')).resolves.toMatchObject({ rejected: 0 });
    } finally {
      await off.close();
    }
  });
});

describe('PGlite executor', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.waitReady;
  });
  afterAll(() => pglite.close());

  it('runs multi-statement strings and answers the last rows', async () => {
    const exec = pgliteExecutor(pglite);
    const result = await exec.executeSql('create table t (n int); insert into t values (1), (2); select count(*)::int as n from t;');
    expect(result.rows).toEqual([{ n: 2 }]);
    expect((await exec.executeSql('select n from t where n = $1', [2])).rows).toEqual([{ n: 2 }]);
  });

  it('rolls back a failed transaction block so the shared connection stays usable', async () => {
    const exec = pgliteExecutor(pglite);
    await expect(exec.executeSql('BEGIN; insert into t values (3); select 1/0; COMMIT;')).rejects.toThrow();
    expect((await pglite.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n).toBe(2);
  });

  it('uses the settings of ARCHITECTURE §8', () => {
    expect(JOB_SETTINGS.batchSize).toBe(10);
    expect(JOB_SETTINGS.pollingIntervalSeconds).toBeLessThanOrEqual(2);
    expect(JOB_SETTINGS.archiveFailedAfterSeconds).toBe(30 * 24 * 3600);
  });
});
