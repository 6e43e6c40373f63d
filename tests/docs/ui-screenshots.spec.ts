import { expect, test } from '@playwright/test';
import { signIn } from '../e2e/support/session';

const SHOTS = [
  { name: 'header', route: '/ggh/audit/list' },
  { name: 'list', route: '/security-projects' },
  { name: 'filters', route: '/drill-code/list' },
  { name: 'form', route: '/drill/store' },
];

test('kit screenshots for docs/ui.md', async ({ page }) => {
  await signIn(page, 'admin');
  for (const { name, route } of SHOTS) {
    for (const [device, width, height] of [['phone', 390, 844], ['desktop', 1440, 900]] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(route);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await expect(page.locator('[role=status] ion-spinner')).toHaveCount(0);
      await page.screenshot({ path: `docs/ui/${name}-${device}.png` });
    }
  }
});
