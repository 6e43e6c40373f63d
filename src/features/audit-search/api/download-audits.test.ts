import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_MESSAGES, type ExportJob } from '@/contracts/exports/export-jobs';
import { DOWNLOAD_FAILED } from '@/lib/api/download';
import { downloadAuditSearch, type DownloadProgress } from './download-audits';

const TOO_MANY = 'Tek seferde 2000 kayıttan fazla kayıt çekilemez.';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(res: Response | Error) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (res instanceof Error) throw res;
    return res;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('audit search download', () => {
  it('asks for the file with the page filters and download=true, and reports progress', async () => {
    const bytes = new Uint8Array(3000).fill(7);
    const fetch = answer(new Response(bytes, {
      status: 200,
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': "attachment; filename=\"x.xlsx\"; filename*=UTF-8''GGH%20denetimleri.xlsx",
        'content-length': '3000',
      },
    }));
    const seen: DownloadProgress[] = [];
    const result = await downloadAuditSearch('ggh', { title_id: '4', security_projects: '2,3', started_at: '2026-01-01' }, (p) => seen.push(p), '-started_at');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fileName).toBe('GGH denetimleri.xlsx');
    expect(result.blob.size).toBe(3000);
    const url = decodeURIComponent(String(fetch.mock.calls[0]![0]));
    expect(url).toMatch(/^\/api\/search\/ggh-audit\?/);
    expect(url).toContain('started_at=2026-01-01');
    expect(url).toContain('security_project[]=2&security_project[]=3');
    expect(url).toContain('title_id=4');
    expect(url).toContain('download=true');
    expect(url).toContain('ordering=-started_at');
    expect(url).not.toContain('page=');
    expect(seen.at(-1)).toEqual({ received: 3000, total: 3000 });
  });

  it('shows the server message of a 422 (the 2000-record limit)', async () => {
    answer(json(422, { errors: { download: [TOO_MANY] } }));
    expect(await downloadAuditSearch('uog', {})).toEqual({ ok: false, message: TOO_MANY });
    answer(json(422, { message: TOO_MANY }));
    expect(await downloadAuditSearch('k9', {})).toEqual({ ok: false, message: TOO_MANY });
  });

  it("says 'Files download failed.' for any other failure", async () => {
    answer(json(500, { message: 'boom' }));
    expect(await downloadAuditSearch('ggh', {})).toEqual({ ok: false, message: DOWNLOAD_FAILED });
    answer(json(403, { message: 'Bu işlem için yetkiniz yok.' }));
    expect(await downloadAuditSearch('ggh', {})).toEqual({ ok: false, message: DOWNLOAD_FAILED });
    answer(new TypeError('network down'));
    expect(await downloadAuditSearch('ggh', {})).toEqual({ ok: false, message: DOWNLOAD_FAILED });
    // A 200 that is not a file (no Content-Disposition) is not a download either.
    answer(json(200, { data: [] }));
    expect(await downloadAuditSearch('ggh', {})).toEqual({ ok: false, message: DOWNLOAD_FAILED });
  });

  it('follows an export that became a job (202): polls it, then downloads its file; an expired one gives its message', async () => {
    vi.useFakeTimers();
    try {
      const job = (over: Partial<ExportJob>): ExportJob => ({
        id: 7, kind: 'audits', file_name: 'GGH denetimleri.xlsx', status: 'queued', rows_total: 6000, rows_written: 0, error: null,
        created_at: '2026-11-26T10:00:00.000Z', finished_at: null, expires_at: null, ...over,
      });
      const server = (polls: ExportJob[], file?: Response) => vi.stubGlobal('fetch', vi.fn(async (url: string) => {
        if (url.endsWith('/export-jobs/7/file')) return file ?? json(404, {});
        if (url.endsWith('/export-jobs/7')) return json(200, { data: polls.shift() });
        return json(202, { data: job({}) });
      }));
      server([job({ status: 'done', rows_written: 6000 })], new Response(new Uint8Array(5), {
        status: 200, headers: { 'content-disposition': "attachment; filename*=UTF-8''GGH%20denetimleri.xlsx" },
      }));
      const pending = downloadAuditSearch('ggh', {});
      await vi.advanceTimersByTimeAsync(1500);
      expect(await pending).toMatchObject({ ok: true, fileName: 'GGH denetimleri.xlsx' });
      server([job({ status: 'expired' })]);
      const expired = downloadAuditSearch('ggh', {});
      await vi.advanceTimersByTimeAsync(1500);
      expect(await expired).toEqual({ ok: false, message: EXPORT_MESSAGES.expired });
    } finally {
      vi.useRealTimers();
    }
  });
});
