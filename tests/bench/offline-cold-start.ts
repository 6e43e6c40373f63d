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
 * - BARE page: the same URL, the same worker answer (the app's own index.html from the precache),
 *   with script execution switched off for that tab (DevTools Emulation.setScriptExecutionDisabled):
 *   a page that is just its HTML and stylesheet, no app. Usable = its HTML parsed
 *   (DOMContentLoaded ended) and its stylesheet in, whichever is later. Not its load event:
 *   chromium still fetches the module script and modulepreload links it will not run, so the load
 *   event would move with the app's own preload list. No extra file is added to the app for the
 *   bench, and the navigation, worker start and cache lookups are exactly the form's, so the
 *   ratio is what the app itself adds.
 *
 * Bare and form alternate (the order flips each run). Prints medians, p90 and form/bare, then a
 * breakdown of the median form run from the Performance API: first paint, the time the last JS
 * chunk and the last locale chunk (strings) arrived, main-thread long tasks, and the chunk
 * waterfall (start → end), so the waiting between waves can be seen. BENCH_RUNS (default 5),
 * BENCH_FORMS (comma-separated routes), BENCH_PORT, BENCH_WATERFALL=0 to leave the list out,
 * BENCH_DIST (default dist) to time another build, e.g. the one before a change.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { submitLogin } from '../e2e/support/session';
import { startBenchServer, stopBenchServer } from './bench-server';
import { chunkLabels, summarise, type Timings } from './cold-start-timings';

const PORT = Number(process.env.BENCH_PORT ?? 8292);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FORMS = (process.env.BENCH_FORMS ?? '/drill/store,/prohibited-form/store').split(',');
const STOP_WORKER = process.env.BENCH_STOP_WORKER !== '0';
const WATERFALL = process.env.BENCH_WATERFALL !== '0';
const BASE = `http://127.0.0.1:${PORT}`;
const DIST = process.env.BENCH_DIST ?? 'dist';

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const p90 = (list: number[]) => [...list].sort((a, b) => a - b)[Math.ceil(list.length * 0.9) - 1]!;
const ms = (n: number) => `${Math.round(n)} ms`;

/** In the page: performance.now() of the first frame the form is usable (see the top comment). */
function formUsable(): number | false {
  const form = document.querySelector('form.apron-form');
  const field = form?.querySelector<HTMLInputElement>('input:not([type=hidden]), select, textarea');
  if (!form || !field || field.disabled || !form.querySelector('[type=submit]')) return false;
  return field.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ? performance.now() : false;
}

/** Everything the Performance API knows about this document, read after the fact (no inner named functions: tsx would add a helper the page lacks). */
function readTimings(): Omit<Timings, 'usable'> {
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

/** Opens `path` in a new tab (optionally with no scripts) and answers its timings. */
async function coldStart(context: BrowserContext, path: string, bare: boolean): Promise<Timings> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    if (STOP_WORKER) await cdp.send('ServiceWorker.enable').then(() => cdp.send('ServiceWorker.stopAllWorkers'));
    if (bare) await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.goto(`${BASE}${path}`, { waitUntil: 'commit' });
    let usable: number;
    if (bare) {
      await page.waitForLoadState('load');
      usable = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const css = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.name.endsWith('.css'));
        return Math.max(nav.domContentLoadedEventEnd, ...css.map((r) => r.responseEnd));
      });
    } else {
      usable = (await (await page.waitForFunction(formUsable, undefined, { polling: 'raf', timeout: 60_000 })).jsonValue()) as number;
    }
    return { usable, ...(await page.evaluate(readTimings)) };
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
  // The read cache writes at most once a second.
  await page.waitForTimeout(2000);
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
    const results = new Map<string, { bare: Timings[]; form: Timings[] }>();
    for (const form of FORMS) results.set(form, { bare: [], form: [] });
    for (let i = 0; i < RUNS; i++) {
      for (const form of FORMS) {
        const r = results.get(form)!;
        const order = i % 2 === 0 ? [true, false] : [false, true];
        for (const bare of order) (bare ? r.bare : r.form).push(await coldStart(context, form, bare));
        console.log(`run ${i + 1} ${form}: bare ${ms(r.bare.at(-1)!.usable)}, form usable ${ms(r.form.at(-1)!.usable)}`);
      }
    }

    console.log(`\n${DIST}: offline cold starts, ${RUNS} runs each, worker stopped before each: ${STOP_WORKER}, load average ${load} → ${(await import('node:os')).loadavg()[0]!.toFixed(2)}`);
    for (const [form, r] of results) {
      const bare = r.bare.map((t) => t.usable);
      const usable = r.form.map((t) => t.usable);
      console.log(`\n${form}`);
      console.log(`  bare page (index.html, no scripts) parsed and styled: median ${ms(median(bare))}, p90 ${ms(p90(bare))}`);
      console.log(`  form usable:                                   median ${ms(median(usable))}, p90 ${ms(p90(usable))}`);
      console.log(`  ratio form/bare (medians): ${(median(usable) / median(bare)).toFixed(1)}×`);
      const typical = r.form.find((t) => t.usable === median(usable))!;
      console.log(summarise(typical, labels, WATERFALL).map((line) => `  ${line}`).join('\n'));
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
