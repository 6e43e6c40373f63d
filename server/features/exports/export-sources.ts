import type { FastifyInstance } from 'fastify';
import type { XlsxColumn } from '../files/xlsx-parts';
import type { XlsxCell } from '../files/xlsx-stream';

/**
 * What an Excel export writes, read from plain `params` (JSON, so an export job can store them and
 * read the same rows later): the sheet's name, its columns and its rows page by page. The request
 * that streams a small export and the job that writes a large one open the same source, so both
 * files come out of the same code and the same writer (files/xlsx-export.ts).
 */
export interface ExportSheet {
  sheetName: string;
  columns: readonly XlsxColumn[];
  pages: AsyncIterable<Iterable<readonly XlsxCell[]>>;
}

export type ExportSource<P> = (app: FastifyInstance, params: P) => ExportSheet | Promise<ExportSheet>;

/** A source declared by its feature, under the kind its export jobs carry. */
export interface ExportKind<P> {
  kind: string;
  open: ExportSource<P>;
}

const sources = new Map<string, ExportSource<never>>();

/**
 * Declares a feature's export source (at module load, beside the export's columns): the job finds
 * it by kind, so adding one edits no central list.
 */
export function exportSource<P>(kind: string, open: ExportSource<P>): ExportKind<P> {
  sources.set(kind, open as ExportSource<never>);
  return { kind, open };
}

export function sourceOf(kind: string): ExportSource<unknown> {
  const open = sources.get(kind);
  if (!open) throw new Error(`unknown export kind '${kind}'`);
  return open as ExportSource<unknown>;
}
