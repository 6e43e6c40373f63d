import { describe, expect, it } from 'vitest';
import { multipart, PNG } from '../features/files/upload-fixtures';
import { boundaryOf, MultipartHasher } from './multipart-hash';

const hashOf = (form: ReturnType<typeof multipart>, chunk = 7) => {
  const hasher = new MultipartHasher(boundaryOf(form.headers['content-type'])!);
  for (let i = 0; i < form.payload.length; i += chunk) hasher.update(form.payload.subarray(i, i + chunk));
  return hasher.digest();
};

describe('MultipartHasher', () => {
  it('hashes the same form alike whatever its boundary and however it is cut into chunks', () => {
    const parts = [{ name: 'title', content: 'Talep' }, { name: 'files[0]', filename: 'foto.png', type: 'image/png', content: PNG }];
    const a = multipart(parts);
    const b = multipart(parts);
    expect(a.headers['content-type']).not.toBe(b.headers['content-type']);
    expect(hashOf(a, 1)).toBe(hashOf(b, 4096));
    expect(hashOf(a, 3)).toBe(hashOf(a, 64));
  });

  it('tells apart a different byte, file name or field of the same length', () => {
    const base = hashOf(multipart([{ name: 'files[0]', filename: 'a.png', content: Buffer.from('1234') }]));
    expect(hashOf(multipart([{ name: 'files[0]', filename: 'a.png', content: Buffer.from('1235') }]))).not.toBe(base);
    expect(hashOf(multipart([{ name: 'files[0]', filename: 'b.png', content: Buffer.from('1234') }]))).not.toBe(base);
    expect(hashOf(multipart([{ name: 'files[1]', filename: 'a.png', content: Buffer.from('1234') }]))).not.toBe(base);
  });

  it('reads the boundary parameter, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc123')).toBe('abc123');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="x y"')).toBe('x y');
    expect(boundaryOf('multipart/form-data')).toBeUndefined();
  });
});
