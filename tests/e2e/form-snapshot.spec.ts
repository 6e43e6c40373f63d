import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { signIn, signOutToLogin } from './support/session';
import { expectScreenTitle } from './support/shell';

/**
 * The form snapshot (docs/offline-cold-start.md): a field form opened again offline is
 * usable before the app has run; what is typed into it meanwhile, and a Save tapped, reach the app.
 * The tab is held at its first script (a DevTools breakpoint) so "before the app has run" is a
 * state the test can act in, not a race: the HTML is parsed, no app code has started.
 */
const SNAPSHOTS = 'apron-form-snapshots-v1';

const storedSnapshots = (page: Page) => page.evaluate(async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : []), SNAPSHOTS);

/** Opens `path` in a new tab of `context`, stopped before its first script runs; answers the tab and a way to run code in it. */
async function openHeld(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Debugger.enable');
  await cdp.send('DOMDebugger.setInstrumentationBreakpoint', { eventName: 'scriptFirstStatement' });
  const pauses: string[] = [];
  let wake = () => undefined as void;
  cdp.on('Debugger.paused', (e) => {
    pauses.push(e.callFrames[0]!.callFrameId);
    wake();
  });
  const nextPause = async () => {
    while (pauses.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return pauses.shift()!;
  };
  await page.goto(path, { waitUntil: 'commit' });
  let frame = await nextPause();
  const run = async <T,>(expression: string): Promise<T> => {
    const answer = await cdp.send('Debugger.evaluateOnCallFrame', { callFrameId: frame, expression, returnByValue: true });
    if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
    return answer.result.value as T;
  };
  // Scripts that run while the HTML is parsed (the snapshot's own) pass; the hold is at the app's first module, after the parse.
  while ((await run<string>('document.readyState')) === 'loading') {
    await cdp.send('Debugger.resume');
    frame = await nextPause();
  }
  const release = async () => {
    await cdp.send('DOMDebugger.removeInstrumentationBreakpoint', { eventName: 'scriptFirstStatement' });
    await cdp.send('Debugger.resume');
  };
  return { page, cdp, run, release };
}

/** In the held tab: the picture's control whose label starts with `label` (the picture has no test ids). */
const control = (label: string) =>
  `[...document.querySelectorAll('#apron-snapshot label')].find((l) => (l.querySelector('.label-text, span')?.textContent ?? '').startsWith(${JSON.stringify(label)}))?.querySelector('input, select, textarea')`;

test('a field form opens offline from its snapshot; what is typed and a Save tapped before the app takes over reach the app', { tag: '@sw' }, async ({ page, context }) => {
  await signIn(page, 'denetci');
  await page.goto('/drill/store');
  await expect(page.getByTestId('drill-code').locator('option', { hasText: 'TAT-02 Yasaklı Eşya' })).toHaveCount(1);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
  await expect.poll(() => storedSnapshots(page)).toContain('/__form-snapshot/drill/store');

  await context.setOffline(true);
  const held = await openHeld(context, '/drill/store');
  // Parsed, no script run: the picture is there with the form's title, choices and fields.
  expect(await held.run<string>(`document.querySelector('#apron-snapshot .apron-snapshot-title').textContent`)).toBe('Yeni tatbikat');
  expect(await held.run<string>(`document.getElementById('root').innerHTML`)).toBe('');
  expect(await held.run<string[]>(`[...${control('Tatbikat kodu')}.options].map((o) => o.textContent)`)).toContain('TAT-02 Yasaklı Eşya');
  // Nothing in it can be mistaken for the app's elements.
  expect(await held.run<number>(`document.querySelectorAll('#apron-snapshot [id]:not(#apron-snapshot), #apron-snapshot [data-testid]').length`)).toBe(0);
  // The user picks a code and writes a description before the app runs.
  await held.run(`(() => { const s = ${control('Tatbikat kodu')}; s.value = [...s.options].find((o) => o.textContent === 'TAT-02 Yasaklı Eşya').value; s.dispatchEvent(new Event('change', { bubbles: true })); })()`);
  await held.run(`(() => { const t = ${control('Açıklama')}; t.value = 'Resimden yazıldı'; t.dispatchEvent(new Event('input', { bubbles: true })); })()`);
  await held.release();
  // Save is tapped on the picture before the app has taken over (a listener cannot run while the
  // tab is held, so this comes right after; the CPU slowed 4× keeps the app's start longer than it).
  await held.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const tapped = await held.page.evaluate(() => {
    const picture = document.querySelector<HTMLFormElement>('#apron-snapshot form');
    if (!picture) return 'the app had taken over';
    picture.requestSubmit();
    return picture.dataset.saveTapped ?? 'not marked (the snapshot script did not run)';
  });
  expect(tapped).toBe('1');
  await held.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // The app takes over: the picture leaves, the app's form holds what was typed, and the Save
  // tapped ran the app's validation (no person chosen) instead of being lost.
  const tab = held.page;
  await expect(tab.locator('#apron-snapshot')).toHaveCount(0);
  await expectScreenTitle(tab, 'Yeni tatbikat');
  await expect(tab.getByTestId('drill-code').locator('option:checked')).toHaveText('TAT-02 Yasaklı Eşya');
  await expect(tab.locator('[data-testid=drill-description] textarea')).toHaveValue('Resimden yazıldı');
  await expect(tab.getByTestId('drill-form').locator('ion-note.error-text').first()).toBeVisible();
  await expect(tab).toHaveURL(/\/drill\/store$/);
  // The snapshot stored again on take-over is of the empty form, not of what was carried into it.
  const stored = await tab.evaluate(async (name) => (await (await (await caches.open(name)).match('/__form-snapshot/drill/store'))!.text()), SNAPSHOTS);
  expect(stored).not.toContain('Resimden yazıldı');
  // Each stylesheet once (render-blocking in the picture; the shell's was linked twice).
  const sheets = [...stored.matchAll(/<link[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  expect(sheets.length).toBeGreaterThan(0);
  expect(new Set(sheets).size).toBe(sheets.length);

  // Sign-out takes the snapshots with the rest of the user's data.
  await context.setOffline(false);
  await tab.close();
  await page.reload();
  await signOutToLogin(page);
  await expect.poll(() => storedSnapshots(page)).toEqual([]);
});
