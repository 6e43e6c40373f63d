/**
 * `npm run backup -- <folder>` and `npm run restore -- <folder>` (docs/deploy.md): the database
 * (DATABASE_URL, or the embedded one under DATA_DIR/pg — stop the server first) and the disk files.
 */
import { join } from 'node:path';
import { readConfig } from './config';
import { backup, restore } from './ops/backup';

const [command, folder] = process.argv.slice(2);
if (!folder || (command !== 'backup' && command !== 'restore')) {
  console.error('usage: backup-cli.ts backup|restore <folder>');
  process.exit(2);
}
const config = readConfig();
const where = {
  databaseUrl: config.databaseUrl,
  pgliteDir: config.databaseUrl ? undefined : join(config.dataDir, 'pg'),
  filesDir: config.filesS3 ? undefined : (config.filesDir ?? join(config.dataDir, 'files')),
};
const manifest = command === 'backup' ? await backup(where, folder) : await restore(folder, where);
console.log(`${command === 'backup' ? 'Backed up' : 'Restored'} ${manifest.kind} database${manifest.files ? ' and files' : ''} (${manifest.created_at}) ${command === 'backup' ? 'to' : 'from'} ${folder}.`);
if (config.filesS3) console.log('Files live in S3: back the bucket up with its own tools (versioning or replication).');
