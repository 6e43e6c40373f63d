import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import { Zip, ZipPassThrough } from 'fflate';
import {
  columnLetter, CONTENT_TYPES, CORE, escapeXml, padded, ROOT_RELS, sheetHead, sheetTail, STYLES, WORKBOOK_RELS, workbookXml, type XlsxColumn,
} from './xlsx-parts';

/**
 * A small streaming XLSX writer for the large list exports (issue 10: the employee list's 100,000
 * rows). exceljs's WorkbookWriter spent 6× the database read per row; this writes the sheet's XML
 * as plain strings (inline strings, no shared-string table, one fixed style sheet) into fflate's
 * streaming zip (its container; the deflating is Node's zlib, see NativeDeflate), so memory stays
 * one 64 KB text chunk however many rows come.
 * One sheet: a bold, frozen, filterable header row, column widths, then strings and numbers; null is an
 * empty cell. Every Excel export writes through it: streamed to a reply (xlsx-export.ts) or, for the
 * small ones, into a Buffer (xlsxBuffer, workbook.ts).
 */

/** null/undefined leave the cell empty; numbers are written as numbers, everything else as text. */
export type XlsxCell = string | number | null | undefined;

/**
 * The sheet's entry in fflate's zip, deflated by Node's zlib (C) instead of fflate's JavaScript
 * deflater, which was half of the writer's time. Each chunk is deflated on its own and ends on a
 * byte boundary (Z_SYNC_FLUSH); the last ends the stream (Z_FINISH): together one valid deflate
 * stream, a little larger than one pass (no history across 64 KB chunks). CRC and size by zlib too.
 */
class NativeDeflate extends ZipPassThrough {
  private sum = 0;
  constructor(filename: string, private readonly level: number) {
    super(filename);
    this.compression = 8;
  }

  override push(chunk: Uint8Array, final?: boolean) {
    this.sum = zlib.crc32(chunk, this.sum);
    this.size += chunk.length;
    if (final) this.crc = this.sum >>> 0;
    this.process(chunk, final ?? false);
  }

  override process(chunk: Uint8Array, final: boolean) {
    const flush = final ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH;
    this.ondata(null, zlib.deflateRawSync(chunk, { level: this.level, finishFlush: flush }), final);
  }
}

const CHUNK = 64 * 1024; // characters of sheet XML gathered before one push into the deflater

export class XlsxStream {
  private readonly zip: Zip;
  private readonly sheet: ZipPassThrough;
  private readonly letters: string[];
  private text = '';
  private row = 0;
  private failed: Error | null = null;
  private finished: Promise<void>;

  /** level: deflate level 1–9; 1 is the fastest and still shrinks the XML about 12×. */
  constructor(private readonly out: Writable, sheetName: string, columns: readonly XlsxColumn[], level = 1) {
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    this.finished = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
    this.finished.catch(() => undefined); // awaited in end(); a failure before then is not "unhandled"
    this.zip = new Zip((error, chunk, final) => {
      if (error) { this.failed = error; reject(error); return; }
      if (chunk.length) out.write(chunk);
      if (final) resolve();
    });
    const small = (name: string, xml: string) => {
      const file = new NativeDeflate(name, level);
      this.zip.add(file);
      file.push(Buffer.from(xml, 'utf8'), true);
    };
    small('[Content_Types].xml', CONTENT_TYPES);
    small('_rels/.rels', ROOT_RELS);
    small('docProps/core.xml', CORE);
    small('xl/workbook.xml', workbookXml(sheetName, columns.length));
    small('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    small('xl/styles.xml', STYLES);
    this.sheet = new NativeDeflate('xl/worksheets/sheet1.xml', level);
    this.zip.add(this.sheet);
    this.letters = columns.map((_, i) => columnLetter(i));
    this.text = sheetHead(columns);
    this.append(columns.map((c) => c.header), ' s="1" customFormat="1"', ' s="1"');
  }

  /** Writes rows; resolves once the destination can take more (backpressure), so a slow download slows the reads. */
  async addRows(rows: Iterable<readonly XlsxCell[]>): Promise<void> {
    for (const cells of rows) {
      this.append(cells, '', '');
      if (this.text.length >= CHUNK) await this.flush(false);
    }
  }

  /** Closes the sheet and the package, then ends the destination (as exceljs's commit did). */
  async end(): Promise<void> {
    this.text += sheetTail(this.letters.length);
    await this.flush(true);
    this.zip.end();
    await this.finished;
    this.out.end();
  }

  private append(cells: readonly XlsxCell[], rowStyle: string, cellStyle: string) {
    const r = ++this.row;
    let xml = `<row r="${r}"${rowStyle}>`;
    for (let i = 0; i < cells.length; i++) {
      const v = cells[i];
      if (v === null || v === undefined) continue;
      const ref = `${this.letters[i] ?? columnLetter(i)}${r}`;
      if (typeof v === 'number') {
        if (Number.isFinite(v)) xml += `<c r="${ref}"${cellStyle}><v>${v}</v></c>`;
      } else {
        const s = String(v);
        xml += `<c r="${ref}"${cellStyle} t="inlineStr"><is><t${padded(s) ? ' xml:space="preserve"' : ''}>${escapeXml(s)}</t></is></c>`;
      }
    }
    this.text += `${xml}</row>`;
  }

  private async flush(final: boolean) {
    if (this.failed) throw this.failed;
    this.sheet.push(Buffer.from(this.text, 'utf8'), final);
    this.text = '';
    if (this.failed) throw this.failed;
    await this.drained();
  }

  /** Waits for 'drain' when the destination's buffer is full; a destination closed meanwhile (the client left) is an error. */
  private drained(): Promise<void> {
    const out = this.out;
    if (out.destroyed) return Promise.reject(new Error('xlsx: the destination was closed'));
    if (!out.writableNeedDrain) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        out.off('drain', onDrain).off('close', onClose).off('error', done);
        if (error) reject(error); else resolve();
      };
      const onDrain = () => done();
      const onClose = () => done(new Error('xlsx: the destination was closed'));
      out.on('drain', onDrain).on('close', onClose).on('error', done);
    });
  }
}

/** A small sheet into memory, for callers that attach or keep the file (workbook.ts). */
export async function xlsxBuffer(sheetName: string, columns: readonly XlsxColumn[], rows: Iterable<readonly XlsxCell[]>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new Writable({ write(chunk: Buffer, _encoding, done) { chunks.push(chunk); done(); } });
  const sheet = new XlsxStream(out, sheetName, columns);
  await sheet.addRows(rows);
  await sheet.end();
  await finished(out);
  return Buffer.concat(chunks);
}
