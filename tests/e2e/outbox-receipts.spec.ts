import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

/**
 * Issue 16: a record finished more than 7 days ago leaves the outbox at the next sync pass, and the
 * Outbox screen shows its receipt instead: what was sent, that the server took it, the record id.
 */
test('a week-old finished record leaves the outbox and its receipt is shown', async ({ page }) => {
  await signIn(page, 'personel');
  const summary = `Talep: eski kayıt ${Date.now()}`;
  await page.evaluate(async (text) => {
    const open = indexedDB.open('apron');
    const db = await new Promise<IDBDatabase>((resolve, reject) => { open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
    const read = db.transaction('meta').objectStore('meta').get('userId');
    const userId = await new Promise<string>((resolve) => { read.onsuccess = () => resolve(String((read.result as { value: unknown }).value)); });
    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
    const id = crypto.randomUUID();
    const put = db.transaction('outbox', 'readwrite').objectStore('outbox').put({
      id, idempotencyKey: id, kind: 'demand-request', request: { method: 'POST', url: '/api/demand-request', body: {} }, blobHashes: [], dependsOn: [],
      userId, deviceId: 'e2e', deviceSeq: 999_999, status: 'done', attempts: 1, nextAttemptAt: eightDaysAgo, createdAt: eightDaysAgo, sentAt: eightDaysAgo,
      ackAt: eightDaysAgo, receipt: { status: 201, body: { data: { id: 4242 } }, at: eightDaysAgo }, summary: text,
    });
    await new Promise((resolve, reject) => { put.onsuccess = resolve; put.onerror = () => reject(put.error); });
    db.close();
  }, summary);
  // A new page load starts the outbox engine; its first pass prunes.
  await page.goto('/outbox');
  const receipt = page.getByTestId('outbox-receipt').filter({ hasText: summary });
  await expect(receipt).toBeVisible({ timeout: 20_000 });
  await expect(receipt).toHaveAttribute('data-outcome', 'accepted');
  await expect(receipt).toContainText('Kayıt no: 4242');
  await expect(receipt).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(page.getByTestId('outbox-finished').filter({ hasText: summary })).toHaveCount(0);
});
