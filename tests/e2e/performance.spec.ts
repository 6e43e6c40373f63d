import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/constants';
import { nativeInput, signIn } from './support/session';

/**
 * Issue 14's journey: HR makes a period with a criterion and calculates the cards (a pg-boss job,
 * the list polling every 10 s); the assessor `sef` votes; the period moves to under_objection;
 * `personel` objects and sees 'İtirazınız Başarıyla Kaydedildi.'; a second reviewer (HR, not the
 * assessor) decides the objection.
 */
async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/oauth/token', { data: { grant_type: 'password', username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token as string;
}

async function signOut(page: Page) {
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await page.context().clearCookies();
}

/** The kit's confirmation (ion-alert): press its confirm button. */
async function acceptConfirm(page: Page) {
  const alert = page.locator('ion-alert.apron-confirm');
  await expect(alert).toBeVisible();
  await alert.locator('button').last().click();
}

async function moveOn(page: Page, periodId: number, status: string) {
  await page.goto('/performance-period-list');
  await page.getByTestId(`move-${periodId}`).click();
  await acceptConfirm(page);
  await expect(page.locator(`[data-testid=period-list] tr, [data-testid=period-list] [role=row]`).filter({ hasText: `E2E Dönemi` }).first()).toContainText(status);
}

test('a period from criteria to a decided objection', async ({ page, request }) => {
  test.setTimeout(180_000);
  const name = `E2E Dönemi ${Date.now() % 100000}`;
  await signIn(page, 'ik.uzmani');
  await page.goto('/performance-period-list');
  await page.getByTestId('period-create').first().click();
  await nativeInput(page, 'period-name').fill(name);
  await nativeInput(page, 'period-start').fill('01/01/2026');
  await nativeInput(page, 'period-end').fill('31/12/2026');
  await nativeInput(page, 'period-deadline').fill('31/12/2030');
  await page.getByTestId('period-save').click();
  await expect(page.getByText('Performans dönemi başarıyla oluşturuldu.')).toBeVisible();

  const hr = await apiToken(request, 'ik.uzmani');
  const periods = (await (await request.get('/api/performance-period?perpage=300', { headers: { authorization: `Bearer ${hr}` } })).json()).data as { id: number; name: string }[];
  const periodId = periods.find((p) => p.name === name)!.id;

  // criteria editor: a missing field answers the spec's message, then a complete criterion is saved
  await page.getByTestId(`criteria-${periodId}`).click();
  await page.getByTestId('criterion-add').click();
  await page.getByTestId('criteria-save').click();
  await expect(page.getByText('Kriter Adı alanı gereklidir.')).toBeVisible();
  await nativeInput(page, 'criterion-0-name').fill('Ekip Çalışması');
  await page.getByTestId('criterion-0-type').selectOption('b');
  for (const [field, value] of [['criterion_entry_limit', '1'], ['weight', '100'], ['unit_point', '0'], ['standard_goal', '1'], ['substandard_goal', '0']]) {
    await nativeInput(page, `criterion-0-${field}`).fill(value!);
  }
  await page.getByTestId('criterion-0-add-option').click();
  await nativeInput(page, 'criterion-0-option-0-name').fill('Beklentinin Üstünde');
  await nativeInput(page, 'criterion-0-option-0-point').fill('10');
  await page.getByTestId('criteria-save').click();
  await expect(page.getByText('Kriterler başarıyla kaydedildi.')).toBeVisible();

  // calculation as a job; the list polls while it runs and shows the cards when it is done
  await page.goto('/performance-period-list');
  await page.getByTestId(`calculate-${periodId}`).click();
  await expect(page.getByText('Kart hesaplaması başlatıldı.')).toBeVisible();
  await expect(page.getByTestId(`calculating-${periodId}`)).toHaveCount(0, { timeout: 45_000 });
  const cards = (await (await request.get(`/api/performance-period/${periodId}/performance-card?perpage=300&full_name=${encodeURIComponent('Ayşe Doğan')}`, { headers: { authorization: `Bearer ${hr}` } })).json()).data as { id: number; user_id: number; full_name: string; score: number | null }[];
  const mine = cards.find((c) => c.full_name === 'Ayşe Doğan')!;
  expect(mine.score).not.toBeNull();

  // an observation note with a file chosen in the form's files picker (the period is active); the file downloads from the note
  const noteText = `E2E gözlem ${Date.now() % 100000}`;
  await page.goto('/create-performance-card-note');
  await nativeInput(page, 'note-search').fill('Ayşe');
  const positionSelect = page.getByTestId('note-position');
  await expect(positionSelect.locator('option', { hasText: 'Ayşe Doğan' })).toHaveCount(1);
  await positionSelect.selectOption({ label: 'Ayşe Doğan' });
  await nativeInput(page, 'note-date').fill('01/06/2026');
  await page.locator('[data-testid=note-body] textarea').fill(noteText);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  // a file over 8 MB never reaches the form
  await page.getByTestId('note-files-picker-input').setInputFiles({ name: 'buyuk.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(8 * 1024 * 1024 + 1) });
  await expect(page.getByTestId('note-files-picker').getByRole('alert')).toBeVisible();
  await page.getByTestId('note-files-picker-input').setInputFiles({ name: 'tutanak.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('note-files-picker')).toContainText('tutanak.pdf');
  await expect(page.getByTestId('note-files-picker')).not.toContainText('buyuk.pdf');
  await page.getByTestId('note-save').click();
  await acceptConfirm(page);
  await expect(page.getByText('Gözlem notu ve ekleri kaydedildi.')).toBeVisible();
  const noteRow = page.locator('[data-testid=note-list] tr, [data-testid=note-list] [role=row]').filter({ hasText: noteText }).first();
  const fileButton = noteRow.locator('[data-testid^="note-file-"]', { hasText: 'tutanak.pdf' });
  await expect(fileButton).toBeVisible();
  const [saved] = await Promise.all([page.waitForEvent('download'), fileButton.click()]);
  expect(saved.suggestedFilename()).toBe('tutanak.pdf');

  await moveOn(page, periodId, 'Değerlendirmede');

  // the assessor votes
  await signOut(page);
  await signIn(page, 'sef');
  await page.goto(`/performance-period-list/personal-performance-card-list/${mine.id}`);
  await page.locator('select[data-testid^="vote-"]').first().selectOption({ index: 1 });
  const feedbackText = `E2E görüşme ${Date.now() % 100000}: eğitim önerildi.`;
  await page.locator('[data-testid=vote-feedback] textarea').fill(feedbackText);
  await page.getByTestId('vote-save').click();
  await expect(page.getByText('Değerlendirmeniz başarıyla kaydedildi.')).toBeVisible();

  await signOut(page);
  await signIn(page, 'ik.uzmani');
  // HR reads the interviewer feedback: the writer, and the period and keyword filters (in the address, as the filter panel writes them)
  await page.goto(`/performance-interviewer-feedback-list?performance_period_id=${periodId}`);
  await expect(page.getByTestId(`feedback-text-${mine.id}`)).toHaveText(feedbackText);
  await expect(page.locator('[data-testid=feedback-list] tr, [data-testid=feedback-list] [role=row]').filter({ hasText: feedbackText }).first()).toContainText('İsmail Güneş');
  await page.goto(`/performance-interviewer-feedback-list?performance_period_id=${periodId}&keyword=${encodeURIComponent('eğitim önerildi')}`);
  await expect(page.getByTestId(`feedback-text-${mine.id}`)).toBeVisible();
  await page.goto(`/performance-interviewer-feedback-list?performance_period_id=${periodId}&keyword=yok-boyle-bir-sey`);
  await expect(page.getByText('Geri bildirim bulunamadı.')).toBeVisible();
  await moveOn(page, periodId, 'İtiraz Aşamasında');

  // personel objects to their card
  await signOut(page);
  await signIn(page, 'personel');
  await page.goto(`/my-card?performance_period_id=${periodId}`);
  await expect(page.getByTestId('card-view')).toBeVisible();
  await page.getByTestId('my-card-object').click();
  await page.locator('[data-testid^="objection-reason-"]').first().click();
  await page.locator('[data-testid=objection-description] textarea').fill('Ekip çalışması puanım eksik.');
  await page.getByTestId('objection-save').click();
  await expect(page.getByText('İtirazınız Başarıyla Kaydedildi.')).toBeVisible();
  await expect(page.getByTestId('card-state')).toHaveText('İtiraz edildi');

  // a second reviewer (HR, not the assessor) decides
  await signOut(page);
  await signIn(page, 'ik.uzmani');
  await page.goto(`/rejected-performance-card-list/${mine.id}`);
  await page.getByTestId('decision-choice').selectOption('accepted');
  await page.locator('[data-testid=decision-committee] textarea').fill('Kurul itirazı kabul etti.');
  await page.getByTestId('decision-send').click();
  await expect(page.getByText('İtiraz kararı kaydedildi ve personele gönderildi.')).toBeVisible();
  await expect(page.getByTestId('objection-decision')).toContainText('Kurul itirazı kabul etti.');
});
