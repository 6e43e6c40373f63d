import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { isEmpty, seedDemo } from './db/seed/demo';

/** Reads the configuration, migrates, seeds an empty database, listens. */
async function main() {
  const config = readConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pg') });
  await database.migrate();
  if (config.seedDemo && (await isEmpty(database.db))) {
    console.log('Empty database: loading the demo data…');
    await seedDemo(database.db);
  }
  const app = await build({ database, config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Apron is running on http://localhost:${config.port} (${database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
