import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Screenshots of the kit for docs/ui.md (not part of `npm test`). */
export default defineConfig({ ...base, testDir: 'tests/docs', retries: 0 });
