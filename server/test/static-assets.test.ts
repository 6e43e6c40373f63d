import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/** The built PWA as the server sends it: compressed at build time, hashed assets cached for good. */
const dist = mkdtempSync(join(tmpdir(), 'apron-dist-'));
const script = `console.log(${JSON.stringify('Apron '.repeat(500))});`;
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Apron</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), script);
  writeFileSync(join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(script));
  t = await createTestApp({ staticDir: dist }, 0);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static files of the PWA', () => {
  it('sends hashed assets brotli-compressed and immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('makes the shell and the service worker revalidate, so a new version reaches devices', async () => {
    for (const url of ['/', '/sw.js', '/gss/employee/list']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
