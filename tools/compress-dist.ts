/**
 * After `vite build`: writes `.br` and `.gz` beside every text asset of dist/, so the server sends
 * them compressed without spending CPU per request (@fastify/static `preCompressed`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const TEXT = /\.(js|mjs|css|html|json|svg|webmanifest|txt|map)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.test(name)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(root)) {
  const bytes = readFileSync(path);
  if (bytes.length < 1024) continue;
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
  before += bytes.length;
  after += br.length;
}
console.log(`compress-dist: ${count} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
