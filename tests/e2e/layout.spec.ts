import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BUILT_AREAS } from '../spec/built-areas';
import { checkLayout, type LayoutFindings } from './support/layout-check';
import { expectRoutePageShown, goInApp } from './support/navigate';
import { signIn } from './support/session';

/**
 * Every built list and form at a phone, a tablet and a desktop (issue 9, docs/ui.md): nothing wider
 * than its pane, every target ≥ 44 × 44 on the touch viewports, the title shown whole.
 * Routes come from screens.tsv (built areas), with '{page}' as 1. A route naming a record
 * ('/driver/{id}/edit') is opened through the first link to such a record found on the screens
 * checked before it (the demo data has one); the few no screen links to are listed in the log.
 */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'tablet', width: 820, height: 1180, touch: true },
  { name: 'desktop', width: 1440, height: 900, touch: false },
] as const;

const EXTRA = ['/dashboard', '/help', '/settings/profile', '/settings/password', '/outbox', '/sync-gaps', '/search', '/security-projects', '/project-edit', '/gss/employee/list', '/general-report'];

function routes(): { plain: string[]; records: string[] } {
  const rows = readFileSync('tests/spec/screens.tsv', 'utf8').trim().split('\n').slice(1).map((line) => line.split('\t'));
  const spec = rows.filter(([, area, route]) => BUILT_AREAS.includes(area!) && route).map(([, , route]) => route!.replace('{page}', '1'));
  const all = [...new Set([...EXTRA, ...spec])];
  return { plain: all.filter((route) => !route.includes('{')), records: all.filter((route) => route.includes('{')) };
}

/** '/driver/{id}/edit' → a pattern for the paths of such screens ('/driver/12/edit'). */
const patternOf = (route: string) =>
  new RegExp(`^${route.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/?#]+')}$`);

test('every built screen fits phone, tablet and desktop', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  await signIn(page, 'admin');
  const failures: string[] = [];
  let checked = 0;
  const { plain, records } = routes();
  const links = new Set<string>();
  const unreached: string[] = [];
  const screens = [...plain];
  const slow: string[] = [];
  for (let i = 0; i < screens.length; i++) {
    const route = screens[i]!;
    const began = Date.now();
    // Client-side navigation: the shell stays, only the screen changes (as a user's tap would).
    await goInApp(page, route);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // Measuring another page than the route's own would pass or fail the wrong screen.
    const own = await expectRoutePageShown(page).then(() => true, () => false);
    if (!own) failures.push(`${route}: the page on show is not this route's`);
    await expect(page.locator('[role=status] ion-spinner')).toHaveCount(0, { timeout: 10_000 }).catch(() => undefined);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.waitForTimeout(250);
      const found: LayoutFindings = await page.evaluate(checkLayout, { touch: viewport.touch });
      checked++;
      const problems = [
        ...found.overflow.slice(0, 3).map((x) => `overflow: ${x}`),
        ...found.smallTargets.slice(0, 3).map((x) => `target: ${x}`),
        ...(found.smallTargets.length > 3 ? [`… ${found.smallTargets.length - 3} more small targets`] : []),
        ...(found.title ? [found.title] : []),
      ];
      if (problems.length) failures.push(`${route} @${viewport.width}: ${problems.join('; ')}`);
    }
    // Ionic buttons with a routerLink keep their <a href> in their shadow root. Every page Ionic
    // keeps is read, not only the one on show: a list's rows (and their links) may arrive after
    // its own turn, and are found at a later one.
    const hrefs = await page.evaluate(() => [...document.querySelectorAll('*')].flatMap((el) =>
      [...(el.shadowRoot ? el.shadowRoot.querySelectorAll('[href]') : []), ...(el.hasAttribute('href') ? [el] : [])].map((a) => a.getAttribute('href') ?? '')));
    hrefs.filter((h) => h.startsWith('/')).forEach((h) => links.add(h.split(/[?#]/)[0]!));
    if (Date.now() - began > 4000) slow.push(`${route} ${((Date.now() - began) / 1000).toFixed(1)} s`);
    // At the end of the list: the record screens a link seen so far leads to; their own links may
    // lead to deeper ones ('/ggh/audit/7/projects' → '/ggh/audit/7/projectStore/3'), so repeat.
    if (i === screens.length - 1) {
      for (const record of [...records]) {
        const pattern = patternOf(record);
        const link = [...links].find((h) => pattern.test(h));
        if (!link) continue;
        screens.push(link);
        records.splice(records.indexOf(record), 1);
      }
    }
  }
  unreached.push(...records);
  console.log(`layout check: ${checked - failures.length} of ${checked} pages pass; no link found to ${unreached.length} record screens: ${unreached.join(', ')}`);
  if (slow.length) console.log(`layout check: screens over 4 s: ${slow.join(', ')}`);
  expect(failures, failures.join('\n')).toEqual([]);
});
