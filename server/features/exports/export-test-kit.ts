import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { ExportJob } from '../../../src/contracts/exports/export-jobs';
import type { TestApp } from '../../test/harness';
import { contentDisposition } from '../files/file-safety';

/** Helpers of the export suites: follow a job as the client does, read a file back with exceljs. */

/** Polls the job's status as the client does, until it leaves queued/running. */
export async function settled(t: TestApp, token: string, id: number): Promise<ExportJob> {
  for (let i = 0; i < 200; i++) {
    const res = await t.call(token, { method: 'GET', url: `/api/export-jobs/${id}` });
    expect(res.statusCode).toBe(200);
    const job = res.json().data as ExportJob;
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`export job ${id} did not finish`);
}

export async function sheetOf(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

/** Column n's values below the header, as text. */
export const column = (sheet: ExcelJS.Worksheet, n: number) => {
  const values: string[] = [];
  sheet.eachRow((row, i) => { if (i > 1) values.push(String(row.getCell(n).value)); });
  return values;
};

/** The header row's texts. */
export const headers = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1).map(String);

/** Every row below the header, each as its cells' texts ('' for an empty cell), in the file's order. */
export function bodyRows(sheet: ExcelJS.Worksheet): string[][] {
  const width = sheet.getRow(1).cellCount;
  const out: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, i) => {
    if (i > 1) out.push(Array.from({ length: width }, (_, c) => { const v = row.getCell(c + 1).value; return v === null || v === undefined ? '' : String(v); }));
  });
  return out;
}

/**
 * An export that answered 202: the job is followed to done, holds `rows` rows, is its requester's
 * only (`other` gets 404 on the status and the file), and its file is read back.
 */
export async function jobFile(t: TestApp, token: string, res: { statusCode: number; json: () => { data: ExportJob } }, other: string) {
  expect(res.statusCode).toBe(202);
  const job = await settled(t, token, res.json().data.id);
  expect(job).toMatchObject({ status: 'done', error: null });
  expect(job.rows_written).toBe(job.rows_total);
  const file = await t.call(token, { method: 'GET', url: `/api/export-jobs/${job.id}/file` });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-disposition']).toBe(contentDisposition(job.file_name));
  expect((await t.call(other, { method: 'GET', url: `/api/export-jobs/${job.id}` })).statusCode).toBe(404);
  expect((await t.call(other, { method: 'GET', url: `/api/export-jobs/${job.id}/file` })).statusCode).toBe(404);
  return { job, sheet: await sheetOf(file.rawPayload) };
}
