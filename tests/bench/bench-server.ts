import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Forwards TCP from `listenPort` to `targetPort`, each chunk held rttMs/2 in each direction (order kept): a mobile network on loopback. */
export function latencyProxy(listenPort: number, targetPort: number, rttMs: number): Promise<Server> {
  const half = rttMs / 2;
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    const delay = (to: typeof client) => (chunk: Buffer) => setTimeout(() => to.write(chunk), half);
    client.on('data', delay(upstream));
    upstream.on('data', delay(client));
    client.on('end', () => setTimeout(() => upstream.end(), half));
    upstream.on('end', () => setTimeout(() => client.end(), half));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return new Promise((resolve) => server.listen(listenPort, '127.0.0.1', () => resolve(server)));
}

/** A real server (server/main.ts, PGlite with the demo data) in its own data folder; `env` adds settings. */
export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<{ child: ChildProcess; dir: string }> {
  const direct = `http://127.0.0.1:${port}`;
  if (await fetch(`${direct}/api/health`).then(() => true, () => false)) {
    throw new Error(`port ${port} is taken by another server: stop it or set BENCH_PORT`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'apron-bench-'));
  // One process (no npx/tsx wrapper), so stopping it really stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    const ready = await fetch(`${direct}/api/ready`).then((r) => r.ok, () => false);
    if (ready) return { child, dir };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

/** Stops a server startBenchServer started and removes its data folder. */
export async function stopBenchServer({ child, dir }: { child: ChildProcess; dir: string }): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
