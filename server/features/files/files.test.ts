import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filesSuite } from './files.suite';

const filesDir = mkdtempSync(join(tmpdir(), 'apron-files-'));

filesSuite({
  setUp: async () => ({ filesDir }),
  // Every stored object on disk (the tmp folder is for writes in progress).
  storedObjects: async () =>
    readdirSync(filesDir).filter((d) => d !== 'tmp').flatMap((d) => readdirSync(join(filesDir, d)).map((f) => `${d}/${f}`)).sort(),
  tearDown: async () => rmSync(filesDir, { recursive: true, force: true }),
});
