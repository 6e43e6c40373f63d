import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadEmployees } from '@/contracts/employees/list';
import { EXPORT_MESSAGES, type ExportJob } from '@/contracts/exports/export-jobs';
import { download, DOWNLOAD_FAILED } from './download';
import { exportProgress } from './export-progress';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const XLSX_HEADERS = { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
const job = (over: Partial<ExportJob>): ExportJob => ({
  id: 7, kind: 'employees', file_name: 'personel-2026-11-26.xlsx', status: 'queued', rows_total: 12000, rows_written: 0, error: null,
  created_at: '2026-11-26T10:00:00.000Z', finished_at: null, expires_at: null, ...over,
});

/** fetch answering the export call first, then each poll of the job in turn, then the file. */
function server(start: Response, polls: ExportJob[], file?: Response) {
  const fetch = vi.fn(async (url: string) => {
    if (url.endsWith('/export-jobs/7/file')) return file ?? json(404, { message: 'yok' });
    if (url.endsWith('/export-jobs/7')) return json(200, { data: polls.shift() ?? job({ status: 'failed', error: 'tükendi' }) });
    return start;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Rows written as the progress panel saw them. */
function watchProgress() {
  const seen: string[] = [];
  const stop = exportProgress.subscribe(() => seen.push(exportProgress.get().map((j) => `${j.status}:${j.rows_written}/${j.rows_total}`).join(',')));
  return { seen, stop };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const EMPLOYEES = { body: { groups: [], employee_ids: [], report_type: 'default' } };

describe('download of an export that may run as a job', () => {
  it('on 200 gives the file as before, without polling', async () => {
    const fetch = server(new Response(new Uint8Array(10), { status: 200, headers: { ...XLSX_HEADERS, 'content-disposition': 'attachment; filename="personel.xlsx"' } }), []);
    const result = await download(downloadEmployees, EMPLOYEES, 'x.xlsx');
    expect(result).toMatchObject({ ok: true, fileName: 'personel.xlsx' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('on 202 polls the job every 1.5 s, shows its rows written, then downloads its file', async () => {
    const fetch = server(json(202, { data: job({}) }), [
      job({ status: 'running', rows_written: 4000 }), job({ status: 'running', rows_written: 9000 }),
      job({ status: 'done', rows_written: 12000, finished_at: '2026-11-26T10:01:00.000Z' }),
    ], new Response(new Uint8Array(2048), { status: 200, headers: { ...XLSX_HEADERS, 'content-disposition': "attachment; filename*=UTF-8''personel-2026-11-26.xlsx" } }));
    const { seen, stop } = watchProgress();
    const pending = download(downloadEmployees, EMPLOYEES, 'x.xlsx');
    await vi.advanceTimersByTimeAsync(1400);
    expect(fetch).toHaveBeenCalledTimes(1); // not polled before the interval
    await vi.advanceTimersByTimeAsync(3 * 1500);
    const result = await pending;
    stop();
    expect(result.ok).toBe(true);
    expect(result.fileName).toBe('personel-2026-11-26.xlsx');
    expect(result.blob?.size).toBe(2048);
    expect(fetch.mock.calls.map(([url]) => String(url).replace(/^.*\/api/, ''))).toEqual([
      '/report/gss-employee/download', '/export-jobs/7', '/export-jobs/7', '/export-jobs/7', '/export-jobs/7/file',
    ]);
    expect(seen).toEqual(['queued:0/12000', 'running:4000/12000', 'running:9000/12000', 'done:12000/12000', '']);
  });

  it('gives the failed job’s Turkish message and leaves no progress behind', async () => {
    server(json(202, { data: job({}) }), [job({ status: 'running', rows_written: 100 }), job({ status: 'failed', error: EXPORT_MESSAGES.failed })]);
    const pending = download(downloadEmployees, EMPLOYEES, 'x.xlsx');
    await vi.advanceTimersByTimeAsync(2 * 1500);
    expect(await pending).toEqual({ ok: false, toasts: [{ kind: 'error', message: EXPORT_MESSAGES.failed }] });
    expect(exportProgress.get()).toEqual([]);
  });

  it('gives up after five network failures in a row', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      if (!url.endsWith('/export-jobs/7')) return json(202, { data: job({}) });
      calls++;
      throw new TypeError('network down');
    }));
    const pending = download(downloadEmployees, EMPLOYEES, 'x.xlsx');
    await vi.advanceTimersByTimeAsync(5 * 1500);
    expect(await pending).toEqual({ ok: false, toasts: [{ kind: 'error', message: DOWNLOAD_FAILED }] });
    expect(calls).toBe(5);
  });

});
