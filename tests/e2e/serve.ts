/**
 * The server of the Playwright journeys: the real `server/main.ts` on the production build, on a
 * throwaway embedded database that is migrated and seeded with the demo data at every start.
 * Run by playwright.config.ts (webServer) as `npx tsx tests/e2e/serve.ts`.
 */
import { rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT } from './support/constants';

const dataDir = join(tmpdir(), `apron-e2e-${E2E_PORT}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// A fresh PGlite under dataDir, whatever the calling shell exports (CI sets DATABASE_URL for vitest).
for (const name of Object.keys(process.env)) {
  if (name === 'DATABASE_URL' || name === 'FILES_DIR' || name.startsWith('OIDC_') || /_(SERVICE|PROVIDER)_(URL|TOKEN)$/.test(name)) delete process.env[name];
}
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
  STATIC_DIR: 'dist',
  APP_ENV: 'production',
  // Low, so the rate-limit journey needs few attempts; its user (talep.sorumlusu) is used by no other journey.
  SIGN_IN_MAX_FAILURES: '3',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Low, so the employee list's whole export (300 demo employees) runs as an export job (employees.spec.ts);
  // every other journey's export holds fewer rows and streams.
  EXPORT_JOB_ROWS: '25',
});

// main.ts reads the environment, migrates, seeds the empty database and listens; it also closes
// the database on SIGTERM/SIGINT, which is how Playwright stops this process.
await import('../../server/main');
