import { describe, expect, it } from 'vitest';
import { errorToasts, flattenMessages, NETWORK_ERROR } from './error-toasts';

describe('errorToasts (spec 1 §8)', () => {
  it('500: a "Bilgi" error toast for each message in errors', () => {
    expect(errorToasts(500, 'Internal Server Error', { errors: ['a', 'b'] })).toEqual([
      { kind: 'error', header: 'Bilgi', message: 'a' },
      { kind: 'error', header: 'Bilgi', message: 'b' },
    ]);
  });
  it('500: else the message, else the status text', () => {
    expect(errorToasts(500, 'Internal Server Error', { message: 'x' })[0]!.message).toBe('x');
    expect(errorToasts(503, 'Service Unavailable', null)[0]).toEqual({ kind: 'error', header: 'Bilgi', message: 'Service Unavailable' });
  });
  it('other errors: keyed, listed and nested errors each give an error toast', () => {
    const toasts = errorToasts(422, 'Unprocessable', { errors: { name: ['Ad gerekli'], code: [['Kod kısa', 'Kod geçersiz']] } });
    expect(toasts.map((t) => t.message)).toEqual(['Ad gerekli', 'Kod kısa', 'Kod geçersiz']);
    expect(toasts.every((t) => t.kind === 'error')).toBe(true);
  });
  it('otherwise info, then warning', () => {
    expect(errorToasts(422, '', { info: 'bilgi' })).toEqual([{ kind: 'info', message: 'bilgi' }]);
    expect(errorToasts(409, '', { warning: ['uyarı'] })).toEqual([{ kind: 'warning', message: 'uyarı' }]);
    expect(errorToasts(422, '', { errors: [], info: 'i', warning: 'w' })[0]!.kind).toBe('info');
  });
  it('otherwise the status code as title and its message', () => {
    expect(errorToasts(403, 'Forbidden', { message: 'Yetkiniz yok' })).toEqual([{ kind: 'error', header: '403', message: 'Yetkiniz yok' }]);
    expect(errorToasts(404, 'Not Found', undefined)).toEqual([{ kind: 'error', header: '404', message: 'Not Found' }]);
  });
  it('a dropped connection says so', () => {
    expect(errorToasts(0, '', undefined)).toEqual([{ kind: 'error', message: NETWORK_ERROR }]);
  });
  it('flattens anything', () => {
    expect(flattenMessages({ a: { b: ['x', { c: 'y' }] } })).toEqual(['x', 'y']);
  });
});
