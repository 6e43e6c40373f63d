import { describe, expect, it, vi } from 'vitest';
import { queryString, refreshWith, send, urlOf } from './client';
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

describe('token refresh across tabs', () => {
  const stored = new Map<string, string>();
  const tokens = (refresh: string) => JSON.stringify({ access_token: `a-${refresh}`, refresh_token: refresh, expires_at: Date.now() + 1000 });

  it('does not send a refresh token another tab has just rotated, and refreshes when none has', async () => {
    vi.stubGlobal('localStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v), removeItem: (k: string) => stored.delete(k) });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ access_token: 'a-r3', refresh_token: 'r3', expires_in: 60, token_type: 'Bearer' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      // This tab met its 401 holding r1; another tab rotated r1 into r2 before the lock came free.
      stored.set('apron.tokens', tokens('r2'));
      expect(await refreshWith('r1')).toBe(true);
      expect(fetchMock).not.toHaveBeenCalled();
      // Nobody rotated: this tab refreshes r2 itself and keeps r3.
      expect(await refreshWith('r2')).toBe(true);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(JSON.parse(stored.get('apron.tokens')!).refresh_token).toBe('r3');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('a 401 for a token replaced in the meantime', () => {
  it('asks again with the new token and leaves the refresh token alone (a position switch)', async () => {
    const stored = new Map<string, string>([['apron.tokens', JSON.stringify({ access_token: 'old', refresh_token: 'r1', expires_at: Date.now() + 60_000 })]]);
    vi.stubGlobal('localStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v), removeItem: (k: string) => stored.delete(k) });
    const calls: { url: string; auth: string | null }[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      const auth = new Headers(init.headers).get('authorization');
      calls.push({ url, auth });
      if (auth === 'Bearer old') {
        // The switch answered while this request was out: new tokens are stored, the old one is revoked.
        stored.set('apron.tokens', JSON.stringify({ access_token: 'new', refresh_token: 'r2', expires_at: Date.now() + 60_000 }));
        return new Response('{}', { status: 401 });
      }
      return new Response('{"data":1}', { status: 200 });
    }));
    try {
      const res = await send({ method: 'GET', path: '/label-count' }, { quiet: true });
      expect(res.status).toBe(200);
      expect(calls.map((c) => c.auth)).toEqual(['Bearer old', 'Bearer new']);
      expect(calls.some((c) => c.url.includes('/oauth/token'))).toBe(false);
      expect(JSON.parse(stored.get('apron.tokens')!).refresh_token).toBe('r2');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
