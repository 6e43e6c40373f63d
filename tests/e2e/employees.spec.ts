import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { nationalIdCheckDigits } from '../../src/contracts/national-id';
import { nativeInput, signIn } from './support/session';

/** The page on screen (Ionic keeps the previous tab's page in the DOM, hidden). */
const shown = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden)').last();
const confirm = (page: Page) => page.locator('ion-alert button', { hasText: 'Evet' });

test('HR exports the whole list: above the export threshold (25 rows in the journeys) it runs as a job, shows its progress, then downloads', async ({ page }) => {
  test.slow(); // the export job on a shared two-core machine: three times the default
  await signIn(page, 'ik.uzmani');
  await page.goto('/gss/employee/list');
  await expect(page.getByTestId('employee-list').locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('employee-excel').click();
  const panel = page.getByTestId('export-progress');
  await expect(panel).toContainText('Excel hazırlanıyor: personel-');
  await expect(panel.locator('progress')).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personel-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(panel).toHaveCount(0);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Ad Soyad');
  expect(sheet.actualRowCount - 1).toBeGreaterThan(25);
});

test('HR filters with a VEYA group, saves it privately, exports exactly the selected rows, records and cancels an exit, adds a note that cannot be edited, creates a seasonal employee, lets a report replace an absence', async ({ page }) => {
  test.setTimeout(180_000); // seven journeys in one test, on a shared two-core machine
  const n = String(Date.now()).slice(-5);
  await signIn(page, 'ik.uzmani');
  await page.goto('/gss/employee/list');
  const builder = page.getByTestId('employee-builder');
  await expect(builder.getByTestId('qb-field')).toHaveCount(3, { timeout: 30_000 }); // the first screen after sign-in loads the builder's chunk

  // One VEYA group: first name OR last name starting with 'a' (Turkish folding: 'A', 'a').
  await builder.getByTestId('qb-logical').first().selectOption({ label: 'VEYA (herhangi biri)' });
  await builder.getByTestId('qb-value').nth(0).fill('a');
  await builder.getByTestId('qb-value').nth(1).fill('a');
  await builder.getByTestId('qb-submit').click();
  const list = page.getByTestId('employee-list');
  const rows = list.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const names = await list.locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(names.length).toBeGreaterThan(2);
  for (const name of names) {
    const words = name.trim().split(/\s+/);
    expect(words[0]!.toLocaleLowerCase('tr').startsWith('a') || words.at(-1)!.toLocaleLowerCase('tr').startsWith('a')).toBe(true);
  }

  // Save it privately.
  await page.getByTestId('saved-filter-save').click();
  await nativeInput(page, 'saved-filter-name').fill(`A ile başlayanlar ${n}`);
  await page.getByTestId('saved-filter-visibility').selectOption('private');
  await page.getByTestId('saved-filter-confirm').click();
  await expect(page.locator('ion-toast').last()).toContainText('Filtre kaydedildi.');
  await expect(page.getByTestId('saved-filter-select')).toContainText(`A ile başlayanlar ${n} (Bana Özel)`);

  // Select three rows and download the Excel: it holds exactly those three.
  const chosen: string[] = [];
  for (const i of [0, 1, 2]) {
    const row = rows.nth(i);
    await row.locator('input[type=checkbox]').check();
    chosen.push((await row.locator('td:nth-child(3)').innerText()).trim());
  }
  await expect(page.getByTestId('employee-selected-count')).toHaveText('3 personel seçili');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('employee-excel').click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const ids: string[] = [];
  book.worksheets[0]!.eachRow((row, i) => { if (i > 1) ids.push(String(row.getCell(2).value)); });
  expect(ids.sort()).toEqual([...chosen].sort());

  // Exit and cancel on the first selected employee.
  const nativeInputIn = (p: Page, id: string) => shown(p).locator(`[data-testid=${id}] input`);
  // The row's open action is a link (IconButton) whose icon is the sprite's outline symbol.
  const open = rows.nth(0).locator('[data-testid^=employee-open-]');
  await expect(open).toHaveAttribute('href', /^\/gss\/employee\/\d+\/employee-information\/show$/);
  const symbol = await open.locator('svg use').getAttribute('href');
  await expect(page.locator(`svg#apron-icons ${symbol} path`).first()).toHaveAttribute('fill', 'none');
  await open.click();
  const info = shown(page).getByTestId('employee-information');
  const username = (await info.locator('dt:has-text("Kullanıcı Adı") + dd').innerText()).trim();
  const nationalId = (await info.locator('dt:has-text("T.C. Kimlik No") + dd').innerText()).trim();
  expect(nationalId).toBe(chosen[0]);
  await shown(page).getByTestId('employee-tab-exit').click();
  await nativeInputIn(page, 'exit-username').fill('yanlis.kullanici');
  await nativeInputIn(page, 'exit-national-id').fill(nationalId);
  await shown(page).getByTestId('exit-save').click();
  await expect(shown(page).getByTestId('employee-exit')).toContainText('Kullanıcı adı eşleşmedi');
  await nativeInputIn(page, 'exit-username').fill(username);
  await shown(page).locator('[data-testid=exit-date] input').fill('31122030');
  await shown(page).getByTestId('exit-save').click();
  await expect(page.locator('ion-toast').last()).toContainText('Çıkış bilgileri kaydedildi.');
  await shown(page).getByTestId('employee-exit-cancel').click();
  await confirm(page).click();
  await expect(page.locator('ion-toast').last()).toContainText('Çıkış iptal edildi.');
  await expect(shown(page).getByTestId('employee-exit-cancel')).toHaveCount(0);
  // The history tab shows both changes with their author.
  await shown(page).getByTestId('employee-tab-histories').click();
  await expect(shown(page).getByTestId('employee-histories')).toContainText('exit-cancelled');
  await expect(shown(page).getByTestId('employee-histories')).toContainText('Elif Şahin');

  // A note: the confirmation says it cannot be edited; it shows without any edit action.
  await shown(page).getByTestId('employee-tab-notes').click();
  await shown(page).locator('[data-testid=note-text] textarea').fill(`Deneme notu ${n}`);
  await shown(page).getByTestId('note-save').click();
  await expect(page.locator('ion-alert')).toContainText('düzenlenemez');
  await confirm(page).click();
  // The list's item: until the save's render clears it, the note's own text box holds the same words.
  const note = shown(page).locator('li[data-testid^=note-]', { hasText: `Deneme notu ${n}` });
  await expect(note).toBeVisible();
  await expect(note.locator('button, ion-button')).toHaveCount(0);

  // Create an employee with a seasonal term: the hire date follows the season start.
  await page.goto('/gss/employee');
  const form = shown(page);
  const first9 = `9${String(Date.now()).slice(-8)}`;
  // Names take letters only: the run's number spelled in letters keeps the name unique.
  const tag = [...n].map((d) => 'ABCÇDEFGĞH'[Number(d)]).join('');
  await form.locator('[data-testid=employee-first_name] input').fill('Sezon');
  await form.locator('[data-testid=employee-last_name] input').fill(`Çalışanı ${tag}`);
  await form.locator('[data-testid=employee-national_id_number] input').fill(first9 + nationalIdCheckDigits(first9));
  await form.locator('[data-testid=employee-username] input').fill(`sezon.${n}`);
  await form.getByTestId('employee-save').click();
  await expect(form.getByTestId('error-role_id')).toHaveText('Rol değeri boş bırakılamaz!');
  await form.getByTestId('employee-role_id').selectOption({ index: 1 });
  await form.getByTestId('employee-security_project_id').selectOption({ index: 1 });
  await form.getByTestId('employee-term_type').selectOption('seasonal_term');
  await form.getByTestId('employee-term_season_id').selectOption({ index: 1 });
  await expect(form.locator('[data-testid=employee-hired_at] input')).not.toHaveValue('');
  await form.getByTestId('employee-save').click();
  await expect(page).toHaveURL(/\/gss\/employee\/\d+\/employee-information\/show$/);
  await expect(shown(page).getByTestId('employee-information')).toContainText('Sezonluk');
  await expect(shown(page).getByTestId('employee-information')).toContainText(`Sezon Çalışanı ${tag}`);

  // A report over an absence: the confirmation deletes the absence.
  await shown(page).getByTestId('employee-tab-rewardPenalty').click();
  const rp = () => shown(page).getByTestId('employee-reward-penalty');
  await rp().getByRole('button', { name: 'Devamsızlık' }).click();
  await expect(rp().getByTestId('rp-reason')).toContainText('Mazeretsiz Devamsızlık');
  await rp().getByTestId('rp-reason').selectOption({ index: 1 });
  await rp().locator('[data-testid=rp-event-at] input').fill('10022026');
  await rp().getByTestId('rp-save').click();
  await expect(rp().getByTestId('rp-list').locator('tbody tr')).toHaveCount(1);
  await rp().getByRole('button', { name: 'Rapor' }).click();
  await expect(rp().getByTestId('rp-reason')).toContainText('Hastalık Raporu');
  await rp().getByTestId('rp-reason').selectOption({ index: 1 });
  await rp().locator('[data-testid=rp-event-at] input').fill('09022026');
  await rp().locator('[data-testid=rp-finish] input').fill('11022026');
  await rp().getByTestId('rp-save').click();
  await expect(page.locator('ion-alert')).toContainText('devamsızlık kaydı silinecektir');
  await confirm(page).click();
  await expect(rp().getByTestId('rp-list').locator('tbody tr')).toHaveCount(1);
  await rp().getByRole('button', { name: 'Devamsızlık' }).click();
  await expect(rp()).toContainText('Bu türde kayıt yok.');
});
