/**
 * npm run bench:employees (second part) — 300 employees rendered in the list, measured in Debian
 * chromium on the production build (run `npm run build` first): the journeys' server
 * (tests/e2e/serve.ts, demo seed: 300 field employees and the demo staff) on E2E_PORT (default
 * 8181), ik.uzmani signed in, /gss/employee/list?perpage=300 opened RUNS times, each with another
 * ordering so no cached page is shown first. In the page: the moment the list's response arrives
 * (the fetch resolves), the first animation frame with the response's first row in the DOM
 * (the table virtualises pages of 120 rows or more: TanStack Virtual), and, after scrolling the
 * table to its end (again on every frame until it shows: rows are measured as they render, so the
 * table grows past its estimate), the frame with the 300th row. Baseline of the same run: the same response's
 * JSON parse alone. Goal: 300 rows rendered in ≤ 100 ms.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { chromium } from 'playwright';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 12);
const ORDERINGS = ['full_name', '-full_name', 'hired_at', '-hired_at', 'national_id_number', '-national_id_number', 'exit_date', '-exit_date', 'id', '-id', 'created_at', '-created_at'];
const pct = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))] ?? NaN;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');

async function ready(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/ready`)).ok) return;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server on ${PORT} did not become ready`);
}

/**
 * Installed before the app: notes when the employee list's response (perPage=300) arrives, and its
 * first and last row ids. Strings, not functions: tsx's helpers do not exist in the page.
 */
const HOOK = String.raw`(() => {
  window.__bench = null;
  const original = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const res = await original(...args);
    const url = typeof args[0] === 'string' ? args[0] : args[0] instanceof URL ? args[0].href : args[0].url;
    if (/\/api\/gss\/employee(\/search)?\?/.test(url) && /perpage=300/i.test(url)) {
      const at = performance.now();
      res.clone().text().then((text) => {
        const s = performance.now();
        const body = JSON.parse(text);
        const parse = performance.now() - s;
        const first = body.data[0] ? body.data[0].id : 0;
        window.__bench = { at, parse, first, last: body.data.length ? body.data[body.data.length - 1].id : 0, count: body.data.length,
          preRendered: !!document.querySelector('[data-testid="employee-select-' + first + '"]') };
      });
    }
    return res;
  };
})();`;

/** In the page: the first frame with the response's first row, then (scrolled to the end) the frame with its last. */
const MEASURE = `new Promise((resolve, reject) => {
  const b = window.__bench;
  const has = (id) => !!document.querySelector('[data-testid="employee-select-' + id + '"]');
  let stage = 'first row';
  const timeout = setTimeout(() => {
    const wrap = document.querySelector('[data-testid="employee-list"] .apron-table-wrap');
    const ids = [...document.querySelectorAll('[data-testid^="employee-select-"]')].map((e) => e.getAttribute('data-testid').slice(16));
    reject(new Error('rows not rendered in 20 s, waiting for the ' + stage + ' (first ' + b.first + ', last ' + b.last + '); rows in the DOM: ' + ids.join(',') +
      '; scroll ' + (wrap ? wrap.scrollTop + ' of ' + wrap.scrollHeight : 'no table') + '; ' + location.search));
  }, 20000);
  // every: run on each frame the row is still missing (the scroll to the end is redone: the table
  // measures rows as they render, so its height grows past the estimate while it is scrolled).
  const waitFor = (id, then, every) => {
    const tick = () => {
      if (has(id)) return then(performance.now());
      if (every) every();
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  waitFor(b.first, (firstAt) => {
    const scroller = document.querySelector('[data-testid="employee-list"] .apron-table-wrap');
    stage = 'last row';
    const scrollAt = performance.now();
    const toEnd = () => { scroller.scrollTop = scroller.scrollHeight; };
    toEnd();
    waitFor(b.last, (lastAt) => {
      clearTimeout(timeout);
      resolve({ first: firstAt - b.at, last: lastAt - scrollAt, parse: b.parse, count: b.count, preRendered: b.preRendered,
        controlled: !!(navigator.serviceWorker && navigator.serviceWorker.controller) });
    }, toEnd);
  });
})`;

async function main() {
  console.log(`load average before: ${load()}`);
  const server = spawn('npx', ['tsx', 'tests/e2e/serve.ts'], { env: { ...process.env, E2E_PORT: String(PORT) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  try {
    await ready(Date.now() + 240_000);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
    // bypassCSP: the measuring scripts are evaluated strings, which the app's CSP (script-src 'self') refuses.
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, bypassCSP: true });
    await page.addInitScript(HOOK);
    await page.goto(`${BASE}/login`);
    await page.locator('[data-testid=login-username] input').fill('ik.uzmani');
    await page.locator('[data-testid=login-password] input').fill('Apron.2026');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/dashboard$/);

    const first: number[] = [];
    const last: number[] = [];
    const parse: number[] = [];
    // A fresh profile installs the app for offline use (the worker precaches every file) after sign-in;
    // the loads before the worker controls the page share the machine with that install.
    const installing: number[] = [];
    const installed: number[] = [];
    let skipped = 0;
    for (let i = 0; i < RUNS; i++) {
      await page.goto(`${BASE}/gss/employee/list?perpage=300&ordering=${ORDERINGS[i % ORDERINGS.length]}`);
      await page.waitForFunction('window.__bench != null', undefined, { timeout: 60_000 });
      const result = (await page.evaluate(MEASURE)) as { first: number; last: number; parse: number; count: number; preRendered: boolean; controlled: boolean };
      if (result.count < 300) throw new Error(`the page holds ${result.count} rows, not 300`);
      if (result.preRendered) { skipped++; continue; }
      first.push(result.first);
      (result.controlled ? installed : installing).push(result.first);
      last.push(result.last);
      parse.push(result.parse);
    }
    const rowsInDom = await page.locator('[data-testid="employee-list"] tbody tr[data-testid], [data-testid="employee-list"] tbody tr:has([data-testid^="employee-select-"])').count();
    console.log(`300-row page in chromium (${first.length} runs${skipped ? `, ${skipped} skipped: rows shown from cache before the response` : ''}; ${rowsInDom} rows in the DOM at the end, virtualised):`);
    console.log(`  response → first frame with the rows: p50 ${pct(first, 0.5).toFixed(1)} ms, p95 ${pct(first, 0.95).toFixed(1)} ms (goal ≤ 100 ms)`);
    console.log(`  scroll to the end → frame with the 300th row: p50 ${pct(last, 0.5).toFixed(1)} ms, p95 ${pct(last, 0.95).toFixed(1)} ms`);
    console.log(`  each run's first frame, in order: ${first.map((v) => v.toFixed(0)).join(', ')} ms`);
    const split = (list: number[]) => (list.length ? `${list.length} runs, p50 ${pct(list, 0.5).toFixed(1)} ms, p95 ${pct(list, 0.95).toFixed(1)} ms` : 'none');
    console.log(`  first frame while the worker installed the app: ${split(installing)}; once it controlled the page: ${split(installed)}`);
    console.log(`  baseline, JSON.parse of the same response: p50 ${pct(parse, 0.5).toFixed(1)} ms; load ${load()}`);
    await browser.close();
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error) => { console.error(error); process.exit(1); });
