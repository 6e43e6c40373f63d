/**
 * Shared by the benches that compare an API request with its own SQL: closed-loop HTTP clients in a
 * worker thread, and pgbench over statements recorded from a request.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** The load generator: its own thread (own event loop), so the clients do not queue behind the server's. */
const CLIENT_CODE = `
const { workerData, parentPort } = require('node:worker_threads');
(async () => {
  const { url, token, body, method, clients, seconds, expect } = workerData;
  const latencies = []; let errors = 0; let firstError = '';
  const headers = { authorization: 'Bearer ' + token };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const end = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, async () => {
    while (Date.now() < end) {
      const s = performance.now();
      let r, text;
      try {
        r = await fetch(url, { method, headers, body });
        text = await r.text();
      } catch (error) { errors++; firstError = firstError || String(error.cause || error); continue; }
      if (r.status !== expect) { errors++; firstError = firstError || r.status + ' ' + text.slice(0, 200); continue; }
      latencies.push(performance.now() - s);
    }
  }));
  parentPort.postMessage({ latencies, errors, firstError });
})();`;

export interface ClientRun { latencies: number[]; errors: number; firstError: string }

/** `clients` closed-loop clients sending the same request for `seconds` (each answer must be `expect`, 200 by default). */
export function clients(workerData: { url: string; token: string; body?: string; method?: string; clients: number; seconds: number; expect?: number }): Promise<ClientRun> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT_CODE, { eval: true, workerData: { method: workerData.body === undefined ? 'GET' : 'POST', expect: 200, ...workerData } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

export const pct = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))] ?? NaN;

/** A captured query with its parameters written in as literals (pgbench has no bind values here). */
export function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (v instanceof Date) return `'${v.toISOString()}'`;
    return `'${String(v).replace(/'/g, "''")}'`;
  });
}

/**
 * `pgbench -n -c clients -j 2 -T seconds` over the statements as one transaction script; `prepared`:
 * `-M prepared` (each statement parsed once per connection, planned as PostgreSQL's plan cache decides).
 */
export function pgbench(dir: string, name: string, statements: string[], o: { clients: number; seconds: number; url: string; prepared?: boolean }) {
  const file = join(dir, `${name}.sql`);
  writeFileSync(file, statements.map((q) => `${q.replace(/\s+/g, ' ')};`).join('\n') + '\n');
  const out = execFileSync('pgbench', ['-n', '-c', String(o.clients), '-j', '2', '-T', String(o.seconds), ...(o.prepared ? ['-M', 'prepared'] : []), '-f', file, o.url], { encoding: 'utf8' });
  return { tps: Number(/tps = ([\d.]+)/.exec(out)?.[1]), latency: /latency average = ([\d.]+) ms/.exec(out)?.[1], file };
}
