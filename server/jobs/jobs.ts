import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { Executor } from '../db/client';
import { drizzleExecutor, pgliteExecutor } from './executors';

/**
 * Background jobs on pg-boss (ARCHITECTURE §4, §8; docs/decisions/jobs.md), on both backends:
 * PostgreSQL through its connection string, the embedded PGlite through a `db` adapter.
 * Features declare jobs in `server/features/<f>/<f>.jobs.ts` (found here, so adding one edits no
 * central list) or call `app.jobs.define()`; handlers take the job's data and the app's clock.
 */

export interface JobContext {
  app: FastifyInstance;
  /** The app's clock (tests move it): "now" for the handler. */
  now: Date;
  /** pg-boss's job id; absent when run in process (`app.jobs.run`). */
  jobId?: string;
}

export interface JobDefinition<T extends object = Record<string, unknown>> {
  /** Queue name: '<feature>.<job>' (letters, digits, '.', '-', '_'). */
  name: string;
  handler(data: T, ctx: JobContext): Promise<unknown>;
  /** A cron schedule (pg-boss: at most once a minute); its jobs carry `data`. */
  schedule?: { cron: string; tz?: string; data?: T };
  /** Defaults: 2 retries after 30 s with backoff, 15 minutes to finish. */
  queue?: { retryLimit?: number; retryDelay?: number; retryBackoff?: boolean; expireInSeconds?: number };
}

export interface SendOptions {
  /** Write the job in this open transaction: it exists only if the transaction commits. */
  tx?: Executor;
  startAfter?: Date;
  singletonKey?: string;
}

export interface Jobs {
  /** Declares a job; once the queue runs, its queue, worker and schedule are set up at once. */
  define<T extends object>(definition: JobDefinition<T>): Promise<void>;
  /** Queues a job (the queue must be running: config `jobs`). Answers its id. */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Runs a job's handler here and now with the app's clock: tests and maintenance scripts. */
  run(name: string, data?: object): Promise<unknown>;
  /** The running queue; null when the queue is off (config `jobs: false`, most tests). */
  readonly boss: PgBoss | null;
  readonly names: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** A feature's jobs file: `export default (app) => [definitions]`. */
export type FeatureJobs = (app: FastifyInstance) => JobDefinition<object>[];

export const JOB_SETTINGS = {
  /** A worker takes at most this many jobs per poll (ARCHITECTURE §8). */
  batchSize: 10,
  pollingIntervalSeconds: 2,
  /** Failed jobs stay retryable (the failed-jobs screen) for 30 days before they are archived. */
  archiveFailedAfterSeconds: 30 * 24 * 3600,
  stopTimeoutMs: 10_000,
} as const;

const QUEUE_DEFAULTS = { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 } as const;

export class JobsNotRunningError extends Error {
  constructor(name: string) {
    super(`The job queue is not running (config jobs=false): cannot send '${name}'.`);
  }
}

const featuresDir = fileURLToPath(new URL('../features', import.meta.url));

/** Every `server/features/<f>/<f>.jobs.ts`, in folder order. */
async function featureJobs(app: FastifyInstance): Promise<JobDefinition<object>[]> {
  const found: JobDefinition<object>[] = [];
  for (const name of readdirSync(featuresDir).sort()) {
    const file = ['ts', 'js'].map((ext) => join(featuresDir, name, `${name}.jobs.${ext}`)).find(existsSync);
    if (!file) continue;
    const module = (await import(pathToFileURL(file).href)) as { default: FeatureJobs };
    found.push(...module.default(app));
  }
  return found;
}

function newBoss(app: FastifyInstance, works: boolean): PgBoss {
  const { database } = app.deps;
  // A send-only process (JOBS=send) leaves the cron monitor and the queue maintenance to the workers.
  const common = { archiveFailedAfterSeconds: JOB_SETTINGS.archiveFailedAfterSeconds, ...(works ? {} : { supervise: false, schedule: false }) };
  if (database.kind === 'postgres') {
    if (!database.url) throw new Error('jobs: the PostgreSQL database has no connection string');
    return new PgBoss({ ...common, connectionString: database.url, max: 4, application_name: 'apron-jobs' });
  }
  if (!database.pglite) throw new Error('jobs: the embedded database is not available');
  return new PgBoss({ ...common, db: pgliteExecutor(database.pglite) as PgBoss.Db });
}

/**
 * Creates the job's queue unless it exists. Several API processes starting together each create
 * the same queues: PostgreSQL then aborts all but one of the concurrent `create_queue` calls
 * (deadlock 40P01, or a unique violation); the loser finds the queue made by the winner, or tries again.
 */
async function ensureQueue(running: PgBoss, definition: JobDefinition<object>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await running.getQueue(definition.name)) return;
    try {
      await running.createQueue(definition.name, { name: definition.name, ...QUEUE_DEFAULTS, ...definition.queue });
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || (code !== '40P01' && code !== '23505' && code !== '42P07')) throw error;
      await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
    }
  }
}

/**
 * Decorates `app.jobs` and, when config `jobs` is on, starts pg-boss once the app is ready and
 * stops it (waiting for running handlers) when the app closes, before the database goes. With
 * config `jobWorkers` off (JOBS=send) the process only creates the queues and sends: its handlers
 * run in worker processes (server/worker.ts).
 */
export async function registerJobs(app: FastifyInstance): Promise<void> {
  const definitions = new Map<string, JobDefinition<object>>();
  let boss: PgBoss | null = null;

  const context = (jobId?: string): JobContext => ({ app, now: app.deps.clock(), ...(jobId ? { jobId } : {}) });

  const works = app.deps.config.jobWorkers !== false;

  async function install(running: PgBoss, definition: JobDefinition<object>) {
    await ensureQueue(running, definition);
    if (!works) return;
    await running.work<object>(definition.name, { batchSize: JOB_SETTINGS.batchSize, pollingIntervalSeconds: JOB_SETTINGS.pollingIntervalSeconds }, async (jobs) => {
      // One job's failure fails that job only; pg-boss completes the batch's others.
      for (const job of jobs) {
        try {
          await definition.handler(job.data, context(job.id));
        } catch (error) {
          app.log.error({ err: error, job: definition.name, id: job.id }, 'job failed');
          const message = error instanceof Error ? error.message : String(error);
          await running.fail(definition.name, job.id, { message });
        }
      }
    });
    if (definition.schedule) {
      const { cron, tz, data } = definition.schedule;
      await running.schedule(definition.name, cron, data ?? {}, tz ? { tz } : {});
    } else {
      // A schedule a job no longer declares must not keep firing.
      await running.unschedule(definition.name);
    }
  }

  const jobs: Jobs = {
    get boss() {
      return boss;
    },
    get names() {
      return [...definitions.keys()];
    },
    async define(definition) {
      if (definitions.has(definition.name)) throw new Error(`job '${definition.name}' is defined twice`);
      definitions.set(definition.name, definition as JobDefinition<object>);
      if (boss) await install(boss, definition as JobDefinition<object>);
    },
    async send(name, data = {}, options = {}) {
      if (!definitions.has(name)) throw new Error(`unknown job '${name}'`);
      if (!boss) throw new JobsNotRunningError(name);
      const { tx, ...rest } = options;
      return boss.send(name, data, { ...rest, ...(tx ? { db: drizzleExecutor(tx) as PgBoss.Db } : {}) });
    },
    async run(name, data = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`unknown job '${name}'`);
      return definition.handler(data, context());
    },
  };
  app.decorate('jobs', jobs);

  for (const definition of await featureJobs(app)) await jobs.define(definition);

  if (!app.deps.config.jobs) return;
  if (!works && app.deps.database.kind !== 'postgres') {
    // PGlite lives inside this process: no other process could run what it queues.
    throw new Error('JOBS=send needs PostgreSQL (DATABASE_URL): worker processes cannot share the embedded database');
  }
  app.addHook('onReady', async () => {
    const running = newBoss(app, works);
    running.on('error', (error: unknown) => app.log.error({ err: error }, 'job queue error'));
    await running.start();
    boss = running;
    for (const definition of definitions.values()) await install(running, definition);
  });
  app.addHook('onClose', async () => {
    const running = boss;
    boss = null;
    await running?.stop({ graceful: true, wait: true, timeout: JOB_SETTINGS.stopTimeoutMs });
  });
}
