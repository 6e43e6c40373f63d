import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from './app';
import { readConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { isEmpty, seedDemo } from './db/seed/demo';
import { fileStoreOf } from './plugins/uploads';

/**
 * One API process: reads the configuration, migrates, seeds an empty database, listens, and closes
 * cleanly on SIGTERM. `prepare` runs on the built app before it listens (the two-process test
 * declares its probe jobs there). Answers the listening app.
 */
export async function serve(prepare?: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const { app, database } = await open(readConfig(), prepare);
  await app.listen({ port: app.deps.config.port, host: app.deps.config.host });
  console.log(`Apron is running on http://localhost:${app.deps.config.port} (${database.kind})`);
  return app;
}

/**
 * One worker process (server/worker.ts, `npm run worker`): the same app, its job queue on, no
 * listening socket. Beside API processes started with JOBS=send it runs every job's handler, the
 * schedules and pg-boss's maintenance, so a long job (a card calculation, a bulk SMS send) never takes
 * the API's event loop (docs/deploy.md). PostgreSQL only: the embedded database cannot be shared.
 */
export async function work(prepare?: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const config = readConfig();
  if (!config.databaseUrl) throw new Error('A worker process needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process.');
  if (!config.jobs || config.jobWorkers === false) throw new Error('A worker process runs jobs: do not set JOBS=off or JOBS=send for it.');
  // The API processes seed an empty database; a worker starting beside them must not seed it too.
  const { app } = await open({ ...config, seedDemo: false }, prepare);
  await app.ready();
  console.log(`Apron worker is running (${app.jobs.names.length} jobs)`);
  return app;
}

async function open(config: Config, prepare?: (app: FastifyInstance) => Promise<void>) {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pg') });
  await database.migrate();
  if (config.seedDemo && (await isEmpty(database.db))) {
    console.log('Empty database: loading the demo data…');
    await seedDemo(database.db, undefined, { files: fileStoreOf(config) });
  }
  const app = await build({ database, config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  await prepare?.(app);
  // SIGTERM (systemd, a container runtime, a rolling deploy): stop accepting, let in-flight requests
  // finish (Fastify answers 503 to new ones on kept-alive sockets), stop the job workers after their
  // running handlers, then close the database. A second signal or 30 s without finishing exits at once.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    console.log(`${signal}: finishing in-flight requests and jobs…`);
    setTimeout(() => process.exit(1), 30_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  return { app, database };
}
