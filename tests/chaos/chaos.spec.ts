/**
 * R1 chaos (issue 16, first version; issue 17): N demand requests with 3 photos each are saved
 * offline through the app's real form in chromium; then the device goes online behind a proxy
 * that refuses, cuts and black-holes requests, changing every ~2 s, while the server is killed
 * with SIGKILL twice and restarted on the same data. At the end, counted on the server: 0 lost,
 * 0 duplicated, 0 photos missing or extra, 0 items stuck on the device, no commit retried before
 * its backoff. Size: CHAOS_N (default 100). Prints the drain time and retries per item.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startServer, type ServerProcess } from '../../server/test/server-process';
import { DEMO_PASSWORD } from '../e2e/support/constants';
import { pngPhoto } from '../e2e/support/images';
import { nativeInput, signIn } from '../e2e/support/session';
import { expectScreenTitle } from '../e2e/support/shell';
import { startChaosProxy, type ChaosMode, type ChaosProxy } from './chaos-proxy';
import { CHAOS_PROXY_PORT, CHAOS_SERVER_PORT } from './ports';

const N = Number(process.env.CHAOS_N ?? 100);
const PHOTOS = 3;
/** How long the network misbehaves after going online; the server is killed twice inside it. */
const CHAOS_MS = Number(process.env.CHAOS_SECONDS ?? 60) * 1000;
const DRAIN_LIMIT_MS = 10 * 60_000;
const MODES: ChaosMode[] = ['pass', 'pass', 'refuse', 'cut', 'black-hole'];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : 0;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The device's outbox as IndexedDB holds it. */
function deviceItems(page: Page) {
  return page.evaluate(() => new Promise<{ id: string; status: string; attempts: number; summary: string }[]>((resolve, reject) => {
    const open = indexedDB.open('apron');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('outbox').objectStore('outbox').getAll();
      all.onsuccess = () => {
        resolve((all.result as { id: string; status: string; attempts: number; summary: string }[]).map(({ id, status, attempts, summary }) => ({ id, status, attempts, summary })));
        open.result.close();
      };
      all.onerror = () => reject(all.error);
    };
  }));
}

/** The user's requests of this run on the server. */
async function onServer(request: APIRequestContext, base: string, token: string, stamp: number) {
  const rows: { id: number; title: string }[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`${base}/api/demand/request?perpage=300&page=${page}&keyword=${stamp}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok()) throw new Error(`list ${res.status()}`);
    const data = (await res.json()).data as { id: number; title: string }[];
    rows.push(...data);
    if (data.length < 300) return rows;
  }
}

test('offline demand requests survive a chaotic network and two server crashes', async ({ page, context, request }) => {
  test.setTimeout(N * 8_000 + DRAIN_LIMIT_MS + 180_000);
  const dir = mkdtempSync(join(tmpdir(), 'apron-chaos-'));
  const env = { DATA_DIR: dir, FILES_DIR: join(dir, 'files'), SEED_DEMO: 'true' };
  let server: ServerProcess = await startServer(CHAOS_SERVER_PORT, env);
  const proxy: ChaosProxy = await startChaosProxy(CHAOS_PROXY_PORT, CHAOS_SERVER_PORT, (req) => req.method === 'POST' && (req.url ?? '').startsWith('/api/demand/request'));
  const direct = `http://127.0.0.1:${CHAOS_SERVER_PORT}`;
  try {
    // Online once through the proxy (passing): the worker takes the page, the types reach the device.
    await signIn(page, 'personel');
    await page.goto('/demand-request/store');
    await expect(page.getByTestId('demand-request-type').locator('option', { hasText: 'Ekipman talebi' })).toHaveCount(1);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });

    // N requests saved offline through the form.
    const stamp = Date.now();
    const title = (i: number) => `Kaos ${stamp} #${String(i).padStart(4, '0')}`;
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    for (let i = 0; i < N; i++) {
      if (i > 0) await page.getByTestId('demand-request-create').click();
      await expectScreenTitle(page, 'Yeni talep');
      await page.getByTestId('demand-request-type').selectOption({ label: 'Ekipman talebi' });
      await nativeInput(page, 'demand-request-title').fill(title(i));
      await page.getByTestId('demand-request-files-input').setInputFiles(
        Array.from({ length: PHOTOS }, (_, p) => ({ name: `kaos-${i}-${p + 1}.png`, mimeType: 'image/png', buffer: pngPhoto((stamp % 10_000) * 7 + i * PHOTOS + p) })),
      );
      await page.getByTestId('demand-request-save').click();
      await expectScreenTitle(page, 'Taleplerim');
    }
    expect((await deviceItems(page)).filter((it) => it.status !== 'done')).toHaveLength(N);

    // Online into the chaos: the mode changes every ~2 s; SIGKILL at ~8 s and ~30 s, restart on the same data.
    const started = Date.now();
    let chaos = true;
    const toggler = (async () => {
      while (chaos) {
        proxy.mode = MODES[Math.floor(Math.random() * MODES.length)]!;
        await sleep(1500 + Math.random() * 1000);
      }
      proxy.mode = 'pass';
    })();
    const killer = (async () => {
      for (const at of [8_000, 30_000]) {
        await sleep(Math.max(0, started + at - Date.now()));
        await server.kill();
        server = await startServer(CHAOS_SERVER_PORT, env);
      }
    })();
    await context.setOffline(false);
    await killer;
    await sleep(Math.max(0, started + CHAOS_MS - Date.now()));
    chaos = false;
    await toggler;

    // The drain: every request on the server and nothing unfinished on the device.
    const token = (await (await request.post(`${direct}/oauth/token`, { data: { grant_type: 'password', username: 'personel', password: DEMO_PASSWORD } })).json()).access_token as string;
    let drained = 0;
    for (;;) {
      const [rows, items] = await Promise.all([onServer(request, direct, token, stamp), deviceItems(page)]);
      if (new Set(rows.map((r) => r.title)).size >= N && items.every((it) => it.status === 'done')) {
        drained = Date.now() - started;
        break;
      }
      if (Date.now() - started > CHAOS_MS + DRAIN_LIMIT_MS) break;
      await sleep(2000);
    }

    // Counted on the server.
    const rows = await onServer(request, direct, token, stamp);
    const byTitle = new Map<string, number[]>();
    for (const r of rows) byTitle.set(r.title, [...(byTitle.get(r.title) ?? []), r.id]);
    const lost = Array.from({ length: N }, (_, i) => title(i)).filter((t) => !byTitle.has(t));
    const duplicated = [...byTitle.values()].filter((ids) => ids.length > 1).length;
    let photoFaults = 0;
    for (const [t, ids] of byTitle) {
      const i = Number(t.split('#')[1]);
      const detail = (await (await request.get(`${direct}/api/demand/request/${ids[0]}`, { headers: { authorization: `Bearer ${token}` } })).json()).data as { files: { original_name: string }[] };
      const names = detail.files.map((f) => f.original_name).sort();
      if (JSON.stringify(names) !== JSON.stringify(Array.from({ length: PHOTOS }, (_, p) => `kaos-${i}-${p + 1}.png`))) photoFaults++;
    }
    const items = await deviceItems(page);
    const stuck = items.filter((it) => it.status !== 'done').length;

    // No commit retried before its backoff: the k-th resend of a key waits at least the low edge of 2^k s.
    const byKey = new Map<string, typeof proxy.commits>();
    for (const c of proxy.commits) byKey.set(c.key, [...(byKey.get(c.key) ?? []), c]);
    const early: string[] = [];
    for (const [key, commits] of byKey) {
      for (let k = 1; k < commits.length; k++) {
        const prev = commits[k - 1]!;
        if (prev.missingBlobs) continue; // "upload what the server lacks, then commit again" is one attempt
        const floor = 0.7 * Math.min(300_000, 2 ** k * 1000) - 250;
        if (commits[k]!.at - prev.at < floor) early.push(`${key}: resend ${k} after ${commits[k]!.at - prev.at} ms (floor ${floor})`);
      }
    }
    const attempts = items.map((it) => it.attempts);
    const commitsPerItem = [...byKey.values()].map((c) => c.length);
    const report = {
      n: N, photos: PHOTOS, chaos_seconds: CHAOS_MS / 1000, drain_seconds: drained ? Math.round(drained / 100) / 10 : null,
      lost: lost.length, duplicated, photo_faults: photoFaults, stuck, early_retries: early.length,
      attempts_per_item: { median: median(attempts), max: Math.max(0, ...attempts) },
      commits_per_item: { median: median(commitsPerItem), max: Math.max(0, ...commitsPerItem) },
      answers_409: proxy.commits.filter((c) => c.status === 409).length,
      proxy_requests: proxy.counts,
    };
    console.log(`CHAOS ${JSON.stringify(report)}`);
    writeFileSync(join('chaos-results', `chaos-${N}.json`), JSON.stringify({ ...report, early: early.slice(0, 20), lost_titles: lost.slice(0, 20) }, null, 2));
    expect(report).toMatchObject({ lost: 0, duplicated: 0, photo_faults: 0, stuck: 0, early_retries: 0 });
    expect(report.drain_seconds).not.toBeNull();
  } finally {
    await proxy.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
