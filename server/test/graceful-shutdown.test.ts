import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer } from './spawned-server';

/** The real server process: SIGTERM lets a request already under way finish, then exits cleanly. */
const dataDir = mkdtempSync(join(tmpdir(), 'apron-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const PORT = freePort();

describe('graceful shutdown', () => {
  it('finishes an in-flight request after SIGTERM and exits with 0', async () => {
    const { process: server, exited } = await spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', JOBS: 'on' }, PORT);

    // A sign-in whose body arrives slowly: half before the signal, half after.
    const body = JSON.stringify({ grant_type: 'password', username: 'kimse', password: 'yanlis-parola' });
    const answer = new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: PORT, path: '/oauth/token', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.write(body.slice(0, 20));
      setTimeout(() => {
        server.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 700);
      }, 200);
    });
    // The sign-in's own refusal of a wrong password: the request ran to the end, not a reset or a 503.
    expect(await answer).toBe(422);
    expect(await exited).toBe(0);
  }, 120_000);
});
