import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

const WIDGETS = [
  'widget-next-audits', 'widget-unsent', 'widget-waiting-leave', 'widget-schedule', 'widget-holidays', 'widget-events',
  'widget-birthdays', 'widget-rates', 'widget-flights', 'widget-news', 'widget-timeline',
];

/** Every widget has finished loading and none shows an error. */
async function expectSettled(page: Page) {
  for (const id of WIDGETS) {
    const widget = page.getByTestId(id);
    await expect(widget, id).toBeVisible();
    await expect(widget.locator('[role=status]'), id).toHaveCount(0);
    await expect(widget.locator('[role=alert]'), id).toHaveCount(0);
  }
}

test('the auditor\'s dashboard shows every widget and their next action', async ({ page }) => {
  await signIn(page, 'denetci');
  await expectSettled(page);

  // Issue 9 point 11: the audits in progress and "Yeni denetim", one tap from the first screen.
  const audits = page.getByTestId('widget-next-audits');
  await expect(audits.getByTestId('new-audit-ggh')).toContainText('Yeni denetim');
  await expect(audits.getByTestId('audit-list-uog')).toBeVisible();
  await expect(page.getByTestId('unsent-count')).toHaveText('Bu cihazda gönderilmemiş kayıt yok.');
  await expect(page.getByTestId('unsent-outbox')).toBeVisible();

  // The week starts on Monday and moves to the next one.
  const days = page.getByTestId('schedule-day');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toContainText('Pzt');
  const range = await page.getByTestId('schedule-range').textContent();
  await page.getByTestId('schedule-next').click();
  await expect(page.getByTestId('schedule-range')).not.toHaveText(range ?? '');

  // Exchange rates: the default pair from the fourth and first entries (EUR → USD).
  await expect(page.getByTestId('rates-pair')).toContainText('1 EUR =');
  await expect(page.getByTestId('rates-pair')).toContainText('USD');
  await expect(page.getByTestId('rate-row').first()).toContainText('USD');

  await expect(page.getByTestId('flight-row').first()).toBeVisible();
  await expect(page.getByTestId('timeline-post').first()).toBeVisible();
  await expect(page.getByTestId('holiday-row').first()).toBeVisible();

  await audits.getByTestId('new-audit-ggh').click();
  await expect(page).toHaveURL(/\/ggh\/auditStore$/);
});

test('on a 390 px phone every widget fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'personel');
  await expect(page.getByTestId('widget-next-audits')).toHaveCount(0);
  for (const id of WIDGETS.filter((w) => w !== 'widget-next-audits')) {
    const widget = page.getByTestId(id);
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.locator('[role=status]'), id).toHaveCount(0);
    const box = await widget.boundingBox();
    expect(box, id).not.toBeNull();
    expect(box!.x, id).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, id).toBeLessThanOrEqual(390);
    // Nothing inside a widget is wider than the widget.
    const overflow = await widget.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, id).toBeLessThanOrEqual(1);
  }
});

test('an employee requests leave from the dashboard; used days are whole days, rounded up', async ({ page }) => {
  await signIn(page, 'personel');
  await page.getByTestId('leave-request-open').click();
  const dialog = page.getByTestId('leave-request-dialog');
  await expect(dialog.getByTestId('leave-type').locator('option')).not.toHaveCount(1);
  await dialog.getByTestId('leave-type').selectOption({ label: 'Mazeret İzni' });
  const day = String((Date.now() % 20) + 4).padStart(2, '0');
  await dialog.locator('[data-testid=leave-start-day] input').fill(`${day}012027`);
  await dialog.locator('[data-testid=leave-start-time] input').fill('0900');
  await dialog.locator('[data-testid=leave-end-day] input').fill(`${day}012027`);
  await dialog.locator('[data-testid=leave-end-time] input').fill('1300');
  await expect(dialog.getByTestId('leave-used-days')).toHaveText('Kullanılacak gün: 1');
  await dialog.locator('[data-testid=leave-end-day] input').fill(`${String(Number(day) + 1).padStart(2, '0')}012027`);
  await expect(dialog.getByTestId('leave-used-days')).toHaveText('Kullanılacak gün: 2');
  await dialog.getByTestId('leave-request-save').click();
  const saved = page.locator('ion-toast').filter({ hasText: 'İzin günü başarıyla kaydedildi' });
  await expect(saved.or(page.getByText('Bu tarih aralığında başka bir izin talebi bulunmaktadır.')).first()).toBeVisible();
  if (await saved.isVisible()) {
    await expect(dialog.getByTestId('leave-request-form')).toHaveCount(0);
    await expect(page.getByTestId('waiting-leave-own')).toContainText(`${day}/01/2027`);
  }
});
