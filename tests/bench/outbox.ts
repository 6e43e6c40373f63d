/**
 * npm run bench:outbox — drains 200 queued demand requests × 3 photos (~300 KB each) against a
 * real local server, three ways in one run, each with its own fresh photos:
 *  1. our outbox (Dexie on fake-indexeddb, the same replayer the PWA and its service worker run);
 *  2. the floor: a plain parallel fetch loop sending the same bytes, as many records at once as the
 *     outbox, each record's photos together;
 *  3. one item at a time (one request after another), like Workbox's queue.
 * Prints the times, the ratios, and the duplicates and losses counted through the server's API.
 *
 * The clients talk to the server through a loopback proxy that delays every chunk by half of
 * BENCH_RTT_MS each way (default 40 ms: a mobile network on the apron). Without it a loopback
 * round trip is free and "one at a time" would measure only the server's own work.
 */
import 'fake-indexeddb/auto';
import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { enqueue, setCurrentUser } from '../../src/lib/outbox/enqueue';
import { latencyProxy, startBenchServer } from './bench-server';
import { replayOnce, MAX_IN_FLIGHT } from '../../src/lib/outbox/replayer';
import { db } from '../../src/lib/outbox/db';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 200);
const PHOTOS = 3;
const PHOTO_BYTES = 300 * 1024;
const PORT = Number(process.env.BENCH_PORT ?? 8199);
const PROXY_PORT = PORT + 1;
const RTT_MS = Number(process.env.BENCH_RTT_MS ?? 40);
const BASE = `http://127.0.0.1:${PROXY_PORT}`;

const latencyProxyOn = () => latencyProxy(PROXY_PORT, PORT, RTT_MS);

interface Photo { sha256: string; bytes: Buffer }
interface Record { id: string; title: string; photos: Photo[] }

/** A JPEG-looking photo (the server sniffs the bytes) with random, never repeated content. */
function photo(): Photo {
  const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(PHOTO_BYTES - 6), Buffer.from([0xff, 0xd9])]);
  return { sha256: createHash('sha256').update(bytes).digest('hex'), bytes };
}

function records(run: string): Record[] {
  return Array.from({ length: RECORDS }, (_, n) => ({
    id: crypto.randomUUID(),
    title: `bench ${run} ${String(n).padStart(4, '0')}`,
    photos: Array.from({ length: PHOTOS }, photo),
  }));
}

const startServer = () => startBenchServer(PORT, { STATIC_DIR: '' });

async function signIn(): Promise<{ token: string; userId: number; typeId: number }> {
  const res = await fetch(`${BASE}/oauth/token`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'personel', password: 'Apron.2026' }),
  });
  const token = ((await res.json()) as { access_token: string }).access_token;
  const auth = { authorization: `Bearer ${token}` };
  const session = (await (await fetch(`${BASE}/api/initialize`, { headers: auth })).json()) as { data: { user: { id: number } } };
  const types = (await (await fetch(`${BASE}/api/demand/type`, { headers: auth })).json()) as { data: { id: number }[] };
  return { token, userId: session.data.user.id, typeId: types.data[0]!.id };
}

const body = (r: Record, typeId: number) => ({ id: r.id, demand_type_id: typeId, title: r.title, description: 'Benchmark', file_hashes: r.photos.map((p) => p.sha256) });

async function putBlob(p: Photo, token: string): Promise<void> {
  const res = await fetch(`${BASE}/api/blobs/${p.sha256}`, {
    method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' }, body: new Uint8Array(p.bytes),
  });
  if (!res.ok) throw new Error(`blob ${res.status} ${await res.text()}`);
}

async function postRecord(r: Record, typeId: number, token: string): Promise<void> {
  const res = await fetch(`${BASE}/api/demand/request`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body(r, typeId)),
  });
  if (!res.ok) throw new Error(`record ${res.status} ${await res.text()}`);
}

/** What a client sends without an outbox: the record's photos together, then the record. */
async function sendPlain(r: Record, typeId: number, token: string): Promise<void> {
  await Promise.all(r.photos.map((p) => putBlob(p, token)));
  await postRecord(r, typeId, token);
}

/** Workbox's queue: one request at a time, photos included. */
async function sendOneByOne(r: Record, typeId: number, token: string): Promise<void> {
  for (const p of r.photos) await putBlob(p, token);
  await postRecord(r, typeId, token);
}

async function parallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

async function outboxRun(list: Record[], typeId: number, token: string, userId: number): Promise<number> {
  await setCurrentUser(userId);
  for (const r of list) {
    await enqueue({
      id: r.id,
      kind: 'demand.request.create',
      request: { method: 'POST', path: '/demand/request', body: body(r, typeId) },
      blobs: r.photos.map((p, i) => ({ sha256: p.sha256, blob: new Blob([new Uint8Array(p.bytes)], { type: 'image/jpeg' }), name: `foto-${i + 1}.jpg` })),
      summary: r.title,
    });
  }
  const started = performance.now();
  for (let pass = 0; pass < 50; pass++) {
    await replayOnce({ apiBase: `${BASE}/api`, readTokens: async () => ({ access_token: token }), currentUser: async () => String(userId) });
    const left = await db.outbox.where('status').noneOf(['done']).count();
    if (left === 0) break;
  }
  return performance.now() - started;
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Duplicates and losses, counted from the user's own list on the server. */
async function count(run: string, token: string): Promise<{ duplicates: number; losses: number }> {
  const titles: string[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${BASE}/api/demand/request?page=${page}&perpage=300`, { headers: { authorization: `Bearer ${token}` } });
    const json = (await res.json()) as { data: { title: string }[]; meta_data: { last_page?: number } };
    titles.push(...json.data.map((d) => d.title).filter((t) => t.startsWith(`bench ${run} `)));
    if (page >= (json.meta_data.last_page ?? 1)) break;
  }
  const distinct = new Set(titles).size;
  return { duplicates: titles.length - distinct, losses: RECORDS - distinct };
}

async function main() {
  const { child, dir } = await startServer();
  const proxy = await latencyProxyOn();
  try {
    const { token, userId, typeId } = await signIn();
    console.log(`${RECORDS} records × ${PHOTOS} photos × ${PHOTO_BYTES / 1024} KB, ${MAX_IN_FLIGHT} at once, ${RTT_MS} ms round trip\n`);
    // Warm the server up (JIT, PGlite caches) so the first way measured is not the slowest for it.
    await parallel(records('warmup').slice(0, 20), MAX_IN_FLIGHT, (r) => sendPlain(r, typeId, token));
    const floor = await timed(() => parallel(records('floor'), MAX_IN_FLIGHT, (r) => sendPlain(r, typeId, token)));
    const serial = await timed(() => parallel(records('serial'), 1, (r) => sendOneByOne(r, typeId, token)));
    const ours = await outboxRun(records('outbox'), typeId, token, userId);
    const rows = [
      ['outbox', ours, await count('outbox', token)],
      ['parallel fetch (floor)', floor, await count('floor', token)],
      ['one at a time', serial, await count('serial', token)],
    ] as const;
    for (const [name, ms, c] of rows) {
      console.log(`${name.padEnd(24)} ${(ms / 1000).toFixed(2).padStart(7)} s   duplicates ${c.duplicates}   losses ${c.losses}`);
    }
    console.log(`\noutbox / floor         ${(ours / floor).toFixed(2)}×  (goal ≤ 1.25×)`);
    console.log(`outbox / one at a time ${(ours / serial).toFixed(2)}×  (goal ≤ 0.33×)`);
    const clean = rows.every(([, , c]) => c.duplicates === 0 && c.losses === 0);
    console.log(clean ? 'no duplicates, no losses' : 'DUPLICATES OR LOSSES FOUND');
    process.exitCode = clean ? 0 : 1;
  } finally {
    proxy.close();
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
