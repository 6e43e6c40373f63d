import { describe, expect, it } from 'vitest';
import { queryString, urlOf } from './client';
import { fileNameOf } from './download';

describe('api client URLs', () => {
  it('puts the API base before spec paths, but not before /oauth/token', () => {
    expect(urlOf({ method: 'GET', path: '/security/projects/{id}/positions/{pid}' }, { params: { id: 3, pid: 7 } })).toBe('/api/security/projects/3/positions/7');
    expect(urlOf({ method: 'POST', path: '/oauth/token' })).toBe('/oauth/token');
  });
  it('writes arrays as key[] and leaves empty values out', () => {
    expect(queryString({ q: 'ali', role_names: ['Airsider', 'Interviewer'], type: '', page: 2, x: undefined })).toBe('?q=ali&role_names%5B%5D=Airsider&role_names%5B%5D=Interviewer&page=2');
    expect(queryString({})).toBe('');
  });
  it('reads the file name from Content-Disposition, RFC 5987 first', () => {
    expect(fileNameOf("attachment; filename=\"rapor.pdf\"; filename*=UTF-8''%C3%A7al%C4%B1%C5%9Fan.pdf", 'x')).toBe('çalışan.pdf');
    expect(fileNameOf('attachment; filename="rapor.pdf"', 'x')).toBe('rapor.pdf');
    expect(fileNameOf(null, 'yedek.xlsx')).toBe('yedek.xlsx');
  });
});
