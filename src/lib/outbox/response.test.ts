import { describe, expect, it } from 'vitest';
import { classify, missingBlobs, retryAfterMs, serverMessage } from './response';

describe('classify', () => {
  it('sorts every answer into done, missing blobs, back off, sign-in wait or needs attention', () => {
    const kind = (status: number, body: unknown = {}) => classify(status, body).kind;
    expect([200, 201, 204].map((s) => kind(s))).toEqual(['done', 'done', 'done']);
    expect(kind(401)).toBe('auth');
    expect(kind(409, { message: 'x', missing_blobs: ['a'] })).toBe('missing-blobs');
    expect([0, 500, 502, 503, 408, 409, 429, 302].map((s) => kind(s))).toEqual(Array(8).fill('retry'));
    expect([400, 403, 404, 410, 413, 422].map((s) => kind(s))).toEqual(Array(6).fill('refused'));
    // An empty list is not a missing-blob refusal.
    expect(kind(409, { missing_blobs: [] })).toBe('retry');
  });

  it('carries the server message, or a key for what the device found', () => {
    expect(classify(0, null)).toMatchObject({ message: 'outbox:errors.network' });
    expect(classify(503, null)).toMatchObject({ message: 'outbox:errors.server' });
    expect(classify(422, { warning: ['Uyarı'] })).toMatchObject({ message: 'Uyarı' });
    expect(classify(429, {}, 5000)).toMatchObject({ retryAfterMs: 5000 });
  });
});

describe('helpers', () => {
  it('serverMessage: message, then errors flattened, then info, then warning', () => {
    expect(serverMessage({ message: 'M', errors: ['E'] })).toBe('M');
    expect(serverMessage({ message: '  ', errors: { a: [{ b: 'E1' }], c: 'E2' } })).toBe('E1');
    expect(serverMessage({ info: ['I'], warning: 'W' })).toBe('I');
    expect(serverMessage({ warning: 'W' })).toBe('W');
    expect(serverMessage('<html>')).toBeUndefined();
    expect(serverMessage(null)).toBeUndefined();
  });

  it('missingBlobs keeps only strings', () => {
    expect(missingBlobs({ missing_blobs: ['a', 1, 'b'] })).toEqual(['a', 'b']);
    expect(missingBlobs({ missing_blobs: 'a' })).toEqual([]);
  });

  it('retryAfterMs reads seconds and HTTP dates', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
