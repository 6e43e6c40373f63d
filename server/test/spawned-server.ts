import { spawn, type ChildProcess } from 'node:child_process';

/** A real `server/main.ts` process for tests that kill or stop it (graceful shutdown, crashes). */
export interface SpawnedServer {
  process: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

export async function spawnServer(env: NodeJS.ProcessEnv, port: number): Promise<SpawnedServer> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: 'none', LOG_LEVEL: 'warn', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: childEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return { process: child, url, exited };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

export const freePort = () => 8300 + Math.floor(Math.random() * 600);
