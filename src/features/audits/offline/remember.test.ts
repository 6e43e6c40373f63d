import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/client';
import { db } from '@/lib/outbox/db';
import { resetOutbox } from '@/lib/outbox/test-support';
import { NotOnDeviceError, rememberPositions, remembered } from './remember';

beforeEach(() => resetOutbox('7'));

const offlineError = () => new ApiError(0, 'Network error', null);

describe('reads kept on the device', () => {
  it('online: the server answers and the copy is refreshed; offline: the copy answers', async () => {
    const first = await remembered('ggh.form', async () => ({ titles: ['Kapı'] }), { online: true, now: 10 });
    expect(first).toEqual({ value: { titles: ['Kapı'] }, fromDevice: false, fetchedAt: 10 });
    const fetch = vi.fn(async () => ({ titles: [] as string[] }));
    expect(await remembered('ggh.form', fetch, { online: false })).toEqual({ value: { titles: ['Kapı'] }, fromDevice: true, fetchedAt: 10 });
    expect(fetch).not.toHaveBeenCalled();
    // The server unreachable although the device says online: the copy too.
    expect((await remembered('ggh.form', async () => Promise.reject(offlineError()), { online: true })).fromDevice).toBe(true);
  });

  it('a refusal is the server’s word, and nothing remembered offline is said so', async () => {
    await remembered('audit.1', async () => 'kayıt', { online: true });
    await expect(remembered('audit.1', async () => Promise.reject(new ApiError(404, 'Not Found', { message: 'Denetim bulunamadı.' })), { online: true })).rejects.toMatchObject({ status: 404 });
    await expect(remembered('audit.2', async () => 'x', { online: false })).rejects.toBeInstanceOf(NotOnDeviceError);
  });

  it('keeps each user’s copies apart (shared tablets)', async () => {
    await remembered('k9.list', async () => ['Oğuz’un denetimi'], { online: true });
    await resetOutbox('8');
    await db.refdata.put({ key: 'audits.7.k9.list', value: ['Oğuz’un denetimi'], fetchedAt: 1 });
    await expect(remembered('k9.list', async () => [], { online: false })).rejects.toBeInstanceOf(NotOnDeviceError);
  });

  it('merges positions by id for names shown offline', async () => {
    await rememberPositions('positions', [{ id: 1, full_name: 'Oğuz Çelik' }, { id: 2, full_name: 'Eski' }]);
    const all = await rememberPositions('positions', [{ id: 2, full_name: 'Zeynep Yıldırım' }]);
    expect(all).toEqual([{ id: 1, full_name: 'Oğuz Çelik' }, { id: 2, full_name: 'Zeynep Yıldırım' }]);
    expect(await rememberPositions('positions', [])).toHaveLength(2);
  });
});
