import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { COMPRESSION_OPTIONS, preparePhoto, PhotoRefusedError } from './prepare-photo';

const MB = 1024 * 1024;
const hex = async (blob: Blob) => createHash('sha256').update(Buffer.from(await blob.arrayBuffer())).digest('hex');
const file = (size: number, type: string, name = 'foto.jpg') => new File([new Uint8Array(size).fill(7)], name, { type });

describe('preparePhoto', () => {
  it('compresses a photo and answers the SHA-256 of what will be uploaded', async () => {
    const picked = file(3 * MB, 'image/jpeg');
    const small = new Blob(['compressed'], { type: 'image/jpeg' });
    const compress = vi.fn(async () => small);
    const photo = await preparePhoto(picked, compress);
    expect(compress).toHaveBeenCalledWith(picked);
    expect(photo).toEqual({ sha256: await hex(small), blob: small, name: 'foto.jpg', size: small.size, type: 'image/jpeg' });
    expect(photo.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the picked file when compression fails or does not make it smaller', async () => {
    const picked = file(1000, 'image/png', 'plan.png');
    expect((await preparePhoto(picked, async () => Promise.reject(new Error('no canvas')))).blob).toBe(picked);
    expect((await preparePhoto(picked, async () => new Blob([new Uint8Array(2000)], { type: 'image/png' }))).blob).toBe(picked);
  });

  it('keeps a photo already within the target as picked, and compresses one too wide or unreadable', async () => {
    const compress = vi.fn(async () => new Blob(['x'], { type: 'image/png' }));
    const small = file(200 * 1024, 'image/png', 'kucuk.png');
    expect((await preparePhoto(small, compress, async () => ({ width: 1920, height: 1080 }))).blob).toBe(small);
    expect(compress).not.toHaveBeenCalled();
    expect((await preparePhoto(small, compress, async () => ({ width: 1200, height: 4000 }))).size).toBe(1);
    expect((await preparePhoto(small, compress, async () => null)).size).toBe(1);
    const measure = vi.fn(async () => ({ width: 10, height: 10 }));
    expect((await preparePhoto(file(MB, 'image/jpeg'), compress, measure)).size).toBe(1);
    expect(measure).not.toHaveBeenCalled();
  });

  it('does not try to compress what is not a photo', async () => {
    const compress = vi.fn();
    const pdf = file(1000, 'application/pdf', 'rapor.pdf');
    const prepared = await preparePhoto(pdf, compress);
    expect(compress).not.toHaveBeenCalled();
    expect(prepared).toMatchObject({ blob: pdf, type: 'application/pdf', sha256: await hex(pdf) });
  });

  it('refuses more than 8 MB to upload with the spec message, and accepts a big photo that compresses', async () => {
    await expect(preparePhoto(file(8 * MB + 1, 'application/pdf', 'x.pdf'))).rejects.toThrow(new PhotoRefusedError('You can upload a maximum of 8mb files.'));
    await expect(preparePhoto(file(9 * MB, 'image/jpeg'), async () => Promise.reject(new Error('x')))).rejects.toThrow('You can upload a maximum of 8mb files.');
    expect((await preparePhoto(file(8 * MB, 'application/pdf', 'x.pdf'))).size).toBe(8 * MB);
    expect((await preparePhoto(file(12 * MB, 'image/jpeg'), async () => new Blob(['ok'], { type: 'image/jpeg' }))).size).toBe(2);
  });

  it('uses the compression settings of ARCHITECTURE §6', () => {
    expect(COMPRESSION_OPTIONS).toEqual({ maxWidthOrHeight: 1920, maxSizeMB: 0.5, useWebWorker: true, initialQuality: 0.8 });
  });
});
