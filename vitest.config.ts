import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'sw/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000, // a migrated, seeded PGlite per file: slow when both cores are busy
    // PGlite runs on the main thread: two files at a time suit two cores.
    maxWorkers: 2,
    globalSetup: ['server/test/global-setup.ts'],
  },
});
