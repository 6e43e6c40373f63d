import { defineConfig } from '@playwright/test';
import base, { WITH_WORKER } from './playwright.config';

/** Screenshots of the kit for docs/ui.md (not part of `npm test`); its offline shots need the service worker. */
export default defineConfig({ ...base, testDir: 'tests/docs', retries: 0, projects: [{ name: 'chromium', use: WITH_WORKER }] });
