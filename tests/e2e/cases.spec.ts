import { expect, test, type Page } from '@playwright/test';
import { nativeInput, signIn } from './support/session';

/** Picks an option of an Ionic select (popover interface). */
async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.locator('ion-popover ion-radio, ion-popover ion-item').filter({ hasText: label }).first().click();
  await expect(page.locator('ion-popover')).toHaveCount(0);
}

test('personel starts an equipment request, fills and routes it; the manager finds it in the inbox and approves it', async ({ browser }) => {
  // Two users, two sign-ins and a routed case: 46–48 s alone on a two-core machine, over 60 s beside CI's PostgreSQL suite.
  test.setTimeout(120_000);
  const requester = await (await browser.newContext()).newPage();
  await signIn(requester, 'personel');
  await requester.getByTestId('menu-account-task').click();
  await expect(requester).toHaveURL(/\/task$/);
  await expect(requester.getByTestId('counter-inbox')).toBeVisible();
  await requester.getByTestId('start-case').click();
  await expect(requester).toHaveURL(/\/case$/);
  await requester.getByTestId('start-equipment-request-request').click();
  await expect(requester).toHaveURL(/\/case\/create\/equipment-request\/request$/);

  // Submitting the empty form: the server checks the form's own required fields.
  await requester.getByTestId('dyn-submit').click();
  await expect(requester.getByTestId('dyn-reason-error')).toHaveText('Gerekçe alanı gereklidir.');

  await choose(requester, 'dyn-equipment_type', 'El Telsizi');
  await nativeInput(requester, 'dyn-quantity').fill('2');
  await requester.locator('[data-testid=dyn-needed_on] input').fill('01122026');
  await requester.locator('[data-testid=dyn-reason] textarea').fill('Telsizim arızalandı, vardiyada yedek gerekiyor.');
  await requester.getByTestId('dyn-items-add').click();
  await requester.getByTestId('dyn-items-add').click();
  await requester.getByTestId('dyn-items-remove-1').click();
  await expect(requester.getByTestId('dyn-items-row-1')).toHaveCount(0);
  await requester.locator('[data-testid=dyn-items-row-0] [data-testid=dyn-item] input').fill('Yedek batarya');
  await requester.getByTestId('dyn-submit').click();

  // The assign dialog: the Supervisors of the requester's department; choose the manager.
  await expect(requester.getByTestId('assign-dialog')).toBeVisible();
  await requester.getByTestId('assign-select-approval').selectOption({ label: 'İsmail Güneş' });
  await requester.getByTestId('assign-confirm').click();
  await expect(requester).toHaveURL(/\/inbox/);
  await expect(requester.locator('ion-toast').filter({ hasText: 'The case has been successfully saved' })).toBeVisible();

  await requester.goto('/participated');
  const first = requester.getByTestId('cases-participated').locator('[data-testid^=case-]').first();
  const number = ((await first.textContent()) ?? '').replace('#', '').trim();
  expect(number).toMatch(/^\d+$/);

  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, 'sef');
  await manager.goto('/inbox');
  await manager.getByTestId(`case-${number}`).click();
  await expect(manager).toHaveURL(/\/case\/detail\//);
  await expect(manager.getByTestId('dyn-equipment_type')).toContainText('El Telsizi');
  await expect(manager.getByTestId('dyn-needed_on')).toContainText('01/12/2026');
  await manager.getByTestId('dyn-approved').click();
  await manager.locator('[data-testid=dyn-manager_note] textarea').fill('Uygundur.');
  await manager.getByTestId('dyn-submit').click();
  await expect(manager.getByTestId('assign-end')).toBeVisible();
  await manager.getByTestId('assign-confirm').click();
  await expect(manager).toHaveURL(/\/inbox/);
  await expect(manager.locator('ion-toast').filter({ hasText: 'The case has been successfully saved' })).toBeVisible();
  await expect(manager.getByTestId(`case-${number}`)).toHaveCount(0);

  // The requester reads the case as information: completed.
  await requester.goto('/participated');
  await requester.getByTestId(`case-${number}`).click();
  await expect(requester).toHaveURL(/\/case\/information\//);
  await expect(requester.getByTestId('case-status')).toHaveText('Tamamlandı');
  // Left open, their pages keep polling the server through the journeys that follow.
  await requester.context().close();
  await manager.context().close();
});

test('a lost-badge report carries its police report file to the Supervisor who takes it', async ({ browser }) => {
  const reporter = await (await browser.newContext()).newPage();
  await signIn(reporter, 'personel');
  await reporter.goto('/case/create/lost-badge/report');
  // The file goes up at once: the case is started by its first file, as by its first save.
  await reporter.getByTestId('dyn-police_report-input').setInputFiles({ name: 'tutanak.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') });
  await expect(reporter.getByTestId('dyn-police_report-open')).toHaveText('tutanak.pdf');
  await reporter.getByTestId('dyn-badge_type-apron').click();
  await reporter.locator('[data-testid=dyn-lost_on-date] input').fill('20112026');
  await reporter.locator('[data-testid=dyn-lost_on-time] input').fill('0830');
  await reporter.getByTestId('dyn-submit').click();
  await expect(reporter.getByTestId('assign-dialog')).toBeVisible();
  await reporter.getByTestId('assign-confirm').click();
  await expect(reporter).toHaveURL(/\/inbox/);

  await reporter.goto('/participated');
  const number = ((await reporter.getByTestId('cases-participated').locator('[data-testid^=case-]').first().textContent()) ?? '').replace('#', '').trim();
  const supervisor = await (await browser.newContext()).newPage();
  await signIn(supervisor, 'sef');
  await supervisor.goto('/unassigned');
  await supervisor.getByTestId(`case-${number}`).click();
  await expect(supervisor).toHaveURL(/\/case\/detail\//);
  // The cancel task's own form has no file control: the case's attachments list every file.
  await expect(supervisor.getByTestId('case-files').getByTestId('case-file')).toHaveText('tutanak.pdf');
  const [file] = await Promise.all([supervisor.waitForEvent('download'), supervisor.getByTestId('case-file').click()]);
  expect(file.suggestedFilename()).toBe('tutanak.pdf');
  await reporter.context().close();
  await supervisor.context().close();
});
