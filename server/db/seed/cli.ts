import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { readConfig } from '../../config';
import { openDatabase } from '../client';
import { fileStoreOf } from '../../plugins/uploads';
import { isEmpty, seedDemo } from './demo';

/**
 * `npm run seed -- --employees 100000`: migrates the configured database and loads the demo
 * data with that many field employees. Refuses a database that already has data (use a fresh
 * DATA_DIR or DATABASE_URL for benchmarks).
 */
async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--employees');
  const employees = at >= 0 ? Number.parseInt(args[at + 1] ?? '', 10) : 300;
  if (!Number.isFinite(employees) || employees < 0) throw new Error('--employees needs a whole number');
  const config = readConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pg') });
  await database.migrate();
  if (!(await isEmpty(database.db))) {
    console.error('The database already holds data; seed into an empty one (set DATA_DIR or DATABASE_URL).');
    process.exitCode = 1;
  } else {
    const started = Date.now();
    await seedDemo(database.db, employees, { files: fileStoreOf(config) });
    console.log(`Seeded ${employees} employees in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
