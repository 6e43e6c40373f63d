import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { Zip, ZipPassThrough } from 'fflate';

/**
 * A small streaming XLSX writer for the large list exports (issue 10: the employee list's 100,000
 * rows). exceljs's WorkbookWriter spent 6× the database read per row; this writes the sheet's XML
 * as plain strings (inline strings, no shared-string table, one fixed style sheet) into fflate's
 * streaming zip (its container; the deflating is Node's zlib, see NativeDeflate), so memory stays
 * one 64 KB text chunk however many rows come.
 * One sheet: a bold, frozen header row, column widths, then strings and numbers; null is an empty cell.
 */

/** A column: its header and width in characters. */
export interface XlsxColumn {
  header: string;
  width: number;
}

/** null/undefined leave the cell empty; numbers are written as numbers, everything else as text. */
export type XlsxCell = string | number | null | undefined;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
  + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
  + '<Default Extension="xml" ContentType="application/xml"/>'
  + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
  + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
  + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
  + '</Types>';
const ROOT_RELS = `${HEAD}<Relationships xmlns="${PKG_REL}">`
  + `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${HEAD}<Relationships xmlns="${PKG_REL}">`
  + `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`
  + `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
/** Style 0: Calibri 11; style 1: the same, bold (the header). Excel wants the two default fills. */
const STYLES = `${HEAD}<styleSheet xmlns="${MAIN}">`
  + '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>'
  + '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>'
  + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
  + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
  + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
  + '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
  + '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>'
  + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

const workbookXml = (sheetName: string) => `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}">`
  + `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetter(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

// Characters XML 1.0 cannot carry at all (C0 controls but tab/LF/CR, U+FFFE/FFFF, lone surrogates)
// are dropped; markup characters are escaped; CR is escaped so parsers do not turn it into LF.
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const SPECIAL_ALL = /[&<>"\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** A cheap first look (no lookaround): any surrogate, even a well-paired emoji, takes the slow path. */
// eslint-disable-next-line no-control-regex
const MAYBE = /[&<>"\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };

export function escapeXml(text: string): string {
  // Most cells hold nothing to escape: one test, no copy.
  return MAYBE.test(text) ? text.replace(SPECIAL_ALL, (c) => ENTITY[c] ?? '') : text;
}

/** Leading or trailing white space survives only with xml:space="preserve". */
const padded = (text: string) => text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32;

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
    small('xl/workbook.xml', workbookXml(sheetName));
    small('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    small('xl/styles.xml', STYLES);
    this.sheet = new NativeDeflate('xl/worksheets/sheet1.xml', level);
    this.zip.add(this.sheet);
    this.letters = columns.map((_, i) => columnLetter(i));
    // No <dimension>: it is optional, and the row count is unknown until the end.
    this.text = `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">`
      + '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>'
      + '<selection pane="bottomLeft"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>'
      + (columns.length ? `<cols>${columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('')}</cols>` : '')
      + '<sheetData>';
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
    this.text += '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';
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
