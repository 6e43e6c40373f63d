import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/client';
import { NETWORK_ERROR } from '@/lib/api/error-toasts';
import { firstErrorMessage } from './first-error';

describe('the position search failure toast of the warning list', () => {
  it('shows the first server error message', () => {
    const error = new ApiError(422, 'Unprocessable', { errors: { q: ['Arama için en az 3 karakter giriniz.', 'İkinci'], security_project: ['Üçüncü'] } });
    expect(firstErrorMessage(error)).toBe('Arama için en az 3 karakter giriniz.');
    expect(firstErrorMessage(new ApiError(422, 'Unprocessable', { errors: ['Liste hatası'] }))).toBe('Liste hatası');
  });

  it("falls back to the server's message, then to the connection text", () => {
    expect(firstErrorMessage(new ApiError(403, 'Forbidden', { message: 'Bu işlem için yetkiniz bulunmamaktadır.' }))).toBe('Bu işlem için yetkiniz bulunmamaktadır.');
    expect(firstErrorMessage(new ApiError(0, 'Network error', null))).toBe(NETWORK_ERROR);
    expect(firstErrorMessage(new Error('x'))).toBe(NETWORK_ERROR);
  });
});
