/**
 * npm run bench:offline-cold-start — how long an auditor waits, offline, from opening the app to a
 * field form they can type into (issue 16), against a bare page opened the same way.
 *
 * Run `npm run build` first. One chromium profile signs in online as `denetci`, waits until the
 * side menu says ready for offline use (the worker's install ended: the whole app is precached),
 * opens each form once online (its reference data reaches IndexedDB, the read cache is written),
 * then goes offline the way the journeys do (`context.setOffline(true)`) and closes the tab.
 * Each cold start then opens a NEW tab in the same profile (a tab opened again, served by the
 * service worker; the worker is stopped first, as after a while in a pocket, unless
 * BENCH_STOP_WORKER=0) and times it from the navigation's start (performance.timeOrigin):
 *
 * - form USABLE: the first frame (requestAnimationFrame polling) in which the page's
 *   `form.apron-form` has its first field (the first input, select or textarea) visible —
 *   checkVisibility with opacity and visibility, so a page Ionic still holds invisible does not
 *   count — and enabled, and its submit button present.
 * - BARE page: the same URL, the same worker answer (the app's own index.html from the precache, with
 *   the form's snapshot when one is stored), with script execution switched off for that tab (DevTools
 *   Emulation.setScriptExecutionDisabled):
 *   a page that is just its HTML and stylesheet, no app. Usable = its HTML parsed
 *   (DOMContentLoaded ended) and its stylesheet in, whichever is later. Not its load event:
 *   chromium still fetches the module script and modulepreload links it will not run, so the load
 *   event would move with the app's own preload list. No extra file is added to the app for the
 *   bench, and the navigation, worker start and cache lookups are exactly the form's, so the
 *   ratio is what the app itself adds.
 *
 * Three kinds of cold start take turns (the order turns each run): the bare page; the form opened
 * from its snapshot (src/contracts/form-snapshot.ts: the picture of the form stored when it last
 * showed, usable before the app runs), timed until the picture is usable and until the app's form
 * has taken over; and the form without a snapshot (deleted just before), the app alone. Prints
 * medians, p90 and each against the bare page, then a breakdown of the median app-alone run from
 * the Performance API: first paint, the time the last JS
 * chunk and the last locale chunk (strings) arrived, main-thread long tasks, and the chunk
 * waterfall (start → end), so the waiting between waves can be seen. BENCH_RUNS (default 6),
 * BENCH_FORMS (comma-separated routes), BENCH_PORT, BENCH_WATERFALL=0 to leave the list out,
 * BENCH_DIST (default dist) to time another build, e.g. the one before a change.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { submitLogin } from '../e2e/support/session';
import { startBenchServer, stopBenchServer } from './bench-server';
import { SNAPSHOT_CACHE, snapshotKey } from '../../src/contracts/form-snapshot';
import { chunkLabels, summarise, type Timings } from './cold-start-timings';

const PORT = Number(process.env.BENCH_PORT ?? 8292);
const RUNS = Number(process.env.BENCH_RUNS ?? 6);
const FORMS = (process.env.BENCH_FORMS ?? '/drill/store,/prohibited-form/store').split(',');
const STOP_WORKER = process.env.BENCH_STOP_WORKER !== '0';
const WATERFALL = process.env.BENCH_WATERFALL !== '0';
const BASE = `http://127.0.0.1:${PORT}`;
const DIST = process.env.BENCH_DIST ?? 'dist';

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const p90 = (list: number[]) => [...list].sort((a, b) => a - b)[Math.ceil(list.length * 0.9) - 1]!;
const ms = (n: number) => `${Math.round(n)} ms`;

/** In the page: performance.now() of the first frame a form — the snapshot's or the app's — is usable (see the top comment). */
function formUsable(): number | false {
  const form = document.querySelector('form.apron-form');
  const field = form?.querySelector<HTMLInputElement>('input:not([type=hidden]), select, textarea');
  if (!form || !field || field.disabled || !form.querySelector('[type=submit]')) return false;
  return field.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ? performance.now() : false;
}

/** The same for the app's own form, once it has taken over from a snapshot (none on screen). */
function appFormUsable(): number | false {
  if (document.getElementById('apron-snapshot')) return false;
  const form = document.querySelector('#root form.apron-form');
  const field = form?.querySelector<HTMLInputElement>('input:not([type=hidden]), select, textarea');
  if (!form || !field || field.disabled || !form.querySelector('[type=submit]')) return false;
  return field.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ? performance.now() : false;
}

/** Everything the Performance API knows about this document, read after the fact (no inner named functions: tsx would add a helper the page lacks). */
function readTimings(): Omit<Timings, 'usable' | 'appUsable'> {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const w = window as unknown as { __coldLongTasks?: number[] };
  return {
    responseEnd: nav.responseEnd,
    domContentLoaded: nav.domContentLoadedEventEnd,
    load: nav.loadEventEnd,
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    longTasks: w.__coldLongTasks ?? [],
    resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({ url: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd })),
  };
}

type Mode = 'bare' | 'snapshot' | 'app';
/** Whether the build under test stores form snapshots (found out in prepare()). */
let snapshots = true;

/** Snapshots are stored per path by the app; an 'app' run goes without its form's (deleted through a tab of the origin first). */
async function dropSnapshot(context: BrowserContext, path: string) {
  const page = await context.newPage();
  try {
    await page.goto(`${BASE}/favicon.svg`);
    await page.evaluate(async ([name, key]) => (await caches.open(name)).delete(key), [SNAPSHOT_CACHE, snapshotKey(path)]);
  } finally {
    await page.close();
  }
}

/** Opens `path` in a new tab (no scripts for 'bare'; without its snapshot for 'app') and answers its timings. */
async function coldStart(context: BrowserContext, path: string, mode: Mode): Promise<Timings> {
  const bare = mode === 'bare';
  if (mode === 'app') await dropSnapshot(context, path);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    if (STOP_WORKER) await cdp.send('ServiceWorker.enable').then(() => cdp.send('ServiceWorker.stopAllWorkers'));
    if (bare) await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.goto(`${BASE}${path}`, { waitUntil: 'commit' });
    let usable: number;
    let appUsable: number;
    if (bare) {
      await page.waitForLoadState('load');
      usable = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const css = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.name.endsWith('.css'));
        return Math.max(nav.domContentLoadedEventEnd, ...css.map((r) => r.responseEnd));
      });
      appUsable = usable;
    } else {
      usable = (await (await page.waitForFunction(formUsable, undefined, { polling: 'raf', timeout: 60_000 })).jsonValue()) as number;
      appUsable = (await (await page.waitForFunction(appFormUsable, undefined, { polling: 'raf', timeout: 60_000 })).jsonValue()) as number;
      // The app stores the form's snapshot again once it showed: kept for the next 'snapshot' run, not timed.
      if (snapshots) await page.waitForFunction(async ([name, key]) => (await (await caches.open(name)).match(key)) !== undefined, [SNAPSHOT_CACHE, snapshotKey(path)], { timeout: 30_000 });
    }
    return { usable, appUsable, ...(await page.evaluate(readTimings)) };
  } finally {
    await page.close();
  }
}

/** Online, once: sign in, wait for the precache, open each form so its data is on the device. */
async function prepare(page: Page) {
  await page.goto(`${BASE}/login`);
  await submitLogin(page, 'denetci', DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard$/);
  await page.getByTestId('offline-readiness').and(page.locator('[data-state=ready]')).waitFor({ state: 'attached', timeout: 300_000 });
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
  for (const form of FORMS) {
    await page.goto(`${BASE}${form}`);
    await page.waitForFunction(formUsable, undefined, { polling: 'raf', timeout: 60_000 });
    // The form's choices are in (its first select has more than its empty option).
    await page.waitForFunction(() => (document.querySelector('form.apron-form select')?.querySelectorAll('option').length ?? 2) > 1, undefined, { timeout: 30_000 });
  }
  // The read cache writes at most once a second; each form's snapshot is stored once it showed.
  await page.waitForTimeout(2000);
  const stored = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, SNAPSHOT_CACHE);
  // A build from before the snapshots (BENCH_DIST) stores none: its 'snapshot' runs are the app alone.
  snapshots = stored >= FORMS.length;
  if (!snapshots) console.log(`${stored} form snapshots stored for ${FORMS.length} forms: this build's 'snapshot' runs open the app alone`);
}

async function main() {
  const labels = chunkLabels(DIST);
  const { child, dir } = await startBenchServer(PORT, { STATIC_DIR: DIST });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    // A tablet, as carried airside.
    const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
    // Main-thread tasks over 50 ms, to tell computing from waiting (no effect on a tab with scripts off).
    await context.addInitScript(() => {
      const w = window as unknown as { __coldLongTasks: number[] };
      w.__coldLongTasks = [];
      try {
        new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__coldLongTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
      } catch { /* no long-task timing */ }
    });
    const first = await context.newPage();
    await prepare(first);
    await context.setOffline(true);
    await first.waitForFunction(() => !navigator.onLine);
    await first.close();

    const load = (await import('node:os')).loadavg()[0]!.toFixed(2);
    const results = new Map<string, Record<Mode, Timings[]>>();
    for (const form of FORMS) results.set(form, { bare: [], snapshot: [], app: [] });
    const modes: Mode[] = ['bare', 'snapshot', 'app'];
    for (let i = 0; i < RUNS; i++) {
      for (const form of FORMS) {
        const r = results.get(form)!;
        // The order turns each run. An 'app' run stores the snapshot again, for the next 'snapshot' run.
        for (const mode of [...modes.slice(i % 3), ...modes.slice(0, i % 3)]) r[mode].push(await coldStart(context, form, mode));
        console.log(`run ${i + 1} ${form}: bare ${ms(r.bare.at(-1)!.usable)}, from the snapshot: usable ${ms(r.snapshot.at(-1)!.usable)}, app's form ${ms(r.snapshot.at(-1)!.appUsable)}; without: ${ms(r.app.at(-1)!.usable)}`);
      }
    }

    console.log(`\n${DIST}: offline cold starts, ${RUNS} runs each, worker stopped before each: ${STOP_WORKER}, load average ${load} → ${(await import('node:os')).loadavg()[0]!.toFixed(2)}`);
    for (const [form, r] of results) {
      const bare = median(r.bare.map((t) => t.usable));
      const line = (label: string, list: number[]) => console.log(`  ${label.padEnd(54)} median ${ms(median(list))}, p90 ${ms(p90(list))}, ${(median(list) / bare).toFixed(1)}× the bare page`);
      console.log(`\n${form}`);
      console.log(`  ${'bare page (index.html, no scripts) parsed and styled:'.padEnd(54)} median ${ms(bare)}, p90 ${ms(p90(r.bare.map((t) => t.usable)))}`);
      line('form usable, from its snapshot:', r.snapshot.map((t) => t.usable));
      line("the app's form taken over from the snapshot:", r.snapshot.map((t) => t.appUsable));
      line('form usable without a snapshot (the app alone):', r.app.map((t) => t.usable));
      const usable = r.app.map((t) => t.usable);
      const typical = r.app.find((t) => t.usable === median(usable))!;
      console.log(`  without a snapshot, ${summarise(typical, labels, WATERFALL).map((l) => `  ${l}`).join('\n').trimStart()}`);
    }
  } finally {
    await browser.close();
    await stopBenchServer({ child, dir });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
