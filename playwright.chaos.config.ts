import { existsSync, mkdirSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import base, { WITH_WORKER } from './playwright.config';
import { CHAOS_PROXY_PORT } from './tests/chaos/ports';

/**
 * R1 chaos (tests/chaos): the suite starts, kills and restarts its own server behind its own proxy,
 * so there is no webServer here. `npm run test:chaos` (CHAOS_N=100), `npm run bench:chaos` (1,000).
 */
if (!existsSync('dist/index.html')) throw new Error('dist/index.html is missing: run `npm run build` first.');
mkdirSync('chaos-results', { recursive: true });

export default defineConfig({
  ...base,
  testDir: 'tests/chaos',
  testMatch: '*.spec.ts',
  // Apart from the journeys' test-results, which each Playwright run empties.
  outputDir: 'chaos-results/artifacts',
  retries: 0,
  webServer: undefined,
  // The worker is what the suite is about (its replay, offline reloads): not the journeys' default.
  projects: [{ name: 'chromium', use: WITH_WORKER }],
  // No trace unless asked (CHAOS_TRACE=1): it would record every photo the test hands the page and
  // every upload, hundreds of MB at 200 records; the suite's own report (chaos-results/) says what failed.
  use: { ...base.use, baseURL: `http://127.0.0.1:${CHAOS_PROXY_PORT}`, trace: process.env.CHAOS_TRACE ? 'retain-on-failure' : 'off' },
});
