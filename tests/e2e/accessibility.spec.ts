import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

/**
 * axe-core over the main screens (issue 9): no serious or critical violation. Each screen is opened
 * as its users open it and checked once its data is on screen.
 */
const SCREENS = [
  '/dashboard', '/ggh/audit/list', '/ggh/audit/store', '/ggh/audit/search', '/drill/list', '/drill/store', '/work-schedule-demand-review/list',
  '/demand-requests', '/demand-request/store', '/security-projects', '/gss/employee/list', '/correspondence/list/inbox', '/outbox', '/settings/profile',
  '/driver-shift/list', '/manager-survey/list',
];

test('the main screens have no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  await page.goto('/login');
  const login = await new AxeBuilder({ page }).analyze();
  const report: string[] = [];
  const collect = (route: string, violations: typeof login.violations) => {
    for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
      report.push(`${route}: ${v.id} (${v.impact}) — ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    }
  };
  collect('/login', login.violations);
  await signIn(page, 'admin');
  for (const route of SCREENS) {
    await page.goto(route);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await expect(page.locator('[role=status] ion-spinner')).toHaveCount(0, { timeout: 10_000 }).catch(() => undefined);
    // Only the screen on top: Ionic keeps earlier pages hidden in the outlet.
    const result = await new AxeBuilder({ page }).exclude('.ion-page-hidden').analyze();
    collect(route, result.violations);
  }
  expect(report, report.join('\n')).toEqual([]);
});
