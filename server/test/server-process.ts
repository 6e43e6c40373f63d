/** A real `server/main.ts` process for crash tests: spawned with tsx, killed with SIGKILL, restarted on the same data. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL, then wait for the exit. */
  kill(): Promise<void>;
  /** SIGTERM (a clean close), then wait for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts the server with `env` over a clean copy of this environment; answers once it prints `ready`
 * (by default once it listens). `entry` is the script to run (default the real `server/main.ts`).
 */
export async function startServer(port: number, env: Record<string, string>, entry = 'server/main.ts', ready = 'Apron is running'): Promise<ServerProcess> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL' && k !== 'FILES_DIR' && !k.startsWith('OIDC_')));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...clean, PORT: String(port), HOST: '127.0.0.1', APP_ENV: 'production', JOBS: 'off', LOG_LEVEL: 'warn', STATIC_DIR: 'dist', ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start in 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  const end = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url: `http://127.0.0.1:${port}`, child, kill: end('SIGKILL'), stop: end('SIGTERM') };
}
