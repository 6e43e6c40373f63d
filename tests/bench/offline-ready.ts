/**
 * npm run bench:offline-ready — how long a first visit takes to make the device ready for offline use
 * (issue 16): the built app (npm run build first) served by a real server behind a loopback proxy
 * that holds every chunk BENCH_RTT_MS/2 each way (default 40 ms round trip, a mobile network),
 * opened in chromium; timed from the first navigation to the service worker being active (its
 * install ends only when the whole precache is in: sw/precache.ts) and the menu saying so.
 * Baseline of the same run: the same files fetched one at a time over one keep-alive connection
 * through the same proxy — what Workbox's own install does (workbox#2528).
 */
import { chromium } from '@playwright/test';
import { Agent, get } from 'node:http';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { submitLogin } from '../e2e/support/session';
import { latencyProxy, startBenchServer, stopBenchServer } from './bench-server';

const PORT = Number(process.env.BENCH_PORT ?? 8290);
const PROXY_PORT = PORT + 1;
const RTT_MS = Number(process.env.BENCH_RTT_MS ?? 40);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BASE = `http://127.0.0.1:${PROXY_PORT}`;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

/** One fresh browser profile: sign in, then wait until the worker is active; answers ms and the precached URLs. */
async function firstVisit(): Promise<{ ms: number; urls: string[] }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const started = Date.now();
    await page.goto(`${BASE}/login`);
    await submitLogin(page, 'denetci', DEMO_PASSWORD);
    await page.getByTestId('offline-readiness').and(page.locator('[data-state=ready]')).waitFor({ timeout: 300_000 });
    const ms = Date.now() - started;
    const urls = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((n) => n.includes('precache'));
      const lists = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)));
      return lists.flat();
    });
    return { ms, urls };
  } finally {
    await browser.close();
  }
}

/** The same files, one after another on one connection, as Workbox's install fetches them. */
async function oneAtATime(urls: string[]): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const started = Date.now();
  for (const url of urls) {
    const path = new URL(url).pathname + new URL(url).search;
    await new Promise<void>((resolve, reject) => {
      const req = get(`${BASE}${path}`, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
    });
  }
  agent.destroy();
  return Date.now() - started;
}

async function main() {
  const { child, dir } = await startBenchServer(PORT);
  const proxy = await latencyProxy(PROXY_PORT, PORT, RTT_MS);
  try {
    const visits: number[] = [];
    const serial: number[] = [];
    let files = 0;
    for (let i = 0; i < RUNS; i++) {
      const visit = await firstVisit();
      files = visit.urls.length;
      visits.push(visit.ms);
      serial.push(await oneAtATime(visit.urls));
      console.log(`run ${i + 1}: first visit to ready for offline ${(visit.ms / 1000).toFixed(1)} s; the same ${files} files one at a time ${(serial.at(-1)! / 1000).toFixed(1)} s`);
    }
    console.log(`\n${files} precached files, ${RTT_MS} ms round trip, ${RUNS} runs (median):`);
    console.log(`first visit (sign-in included) to ready for offline: ${(median(visits) / 1000).toFixed(1)} s`);
    console.log(`the precache fetched one at a time (Workbox's install): ${(median(serial) / 1000).toFixed(1)} s`);
    console.log(`ratio ${(median(visits) / median(serial)).toFixed(2)}`);
  } finally {
    proxy.close();
    await stopBenchServer({ child, dir });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
