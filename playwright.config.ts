import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_PORT } from './tests/e2e/support/constants';

/**
 * Journeys against the production build served by the real server (tests/e2e/serve.ts) in
 * Debian's chromium. Browsers are never downloaded: `npx playwright install` is not part of any step.
 */
if (!existsSync('dist/index.html')) {
  throw new Error('dist/index.html is missing: the journeys run against the production build. Run `npm run build` first (`npm test` does).');
}

const CI = !!process.env.CI;

/** Chromium with the service worker: the '@sw' journeys, the chaos suite and the docs' offline screenshots. */
export const WITH_WORKER = { browserName: 'chromium', serviceWorkers: 'allow' } as const;
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  // One server, one embedded database, two cores: journeys run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: 'list',
  // In CI the journeys share the two cores with the server suite on PostgreSQL and the chaos suite,
  // and some days the machine runs them at half speed (48 min against 21 for the same tree): waits
  // get twice the room there, which costs a passing run nothing. Speed is measured by the benches.
  timeout: CI ? 120_000 : 60_000,
  expect: { timeout: CI ? 20_000 : 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // As a user who asked the system for less motion: no page transitions to wait for (src/main.tsx;
    // shell.spec.ts checks both settings). Measured in the closing note of stop 27.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // The service worker only where a journey is about it (tagged '@sw': an offline reload, the read
  // cache, the worker's replay). Everywhere else it is blocked: each journey is a fresh profile, and
  // the worker's install (the whole precache, ~470 files) cost every journey ~1.6 s on a quiet
  // machine (signIn + three screens: 4.0 s with it, 2.4 s without) and more in CI, where it competes
  // for the two cores with the PostgreSQL stage. The app without a worker is a supported case
  // (development builds, browsers that refuse one), not a test-only mode.
  projects: [
    { name: 'chromium', grepInvert: /@sw/, use: { browserName: 'chromium', serviceWorkers: 'block' } },
    { name: 'chromium-sw', grep: /@sw/, use: WITH_WORKER },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/serve.ts',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
