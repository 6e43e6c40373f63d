import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { isEmpty, seedDemo } from './db/seed/demo';
import { fileStoreOf } from './plugins/uploads';

/**
 * One API process: reads the configuration, migrates, seeds an empty database, listens, and closes
 * cleanly on SIGTERM. `prepare` runs on the built app before it listens (the two-process test
 * declares its probe jobs there). Answers the listening app.
 */
export async function serve(prepare?: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const config = readConfig();
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
  await app.listen({ port: config.port, host: config.host });
  console.log(`Apron is running on http://localhost:${config.port} (${database.kind})`);
  return app;
}
