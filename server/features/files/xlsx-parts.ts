/**
 * The fixed parts of the one-sheet XLSX package that xlsx-stream.ts writes, and the XML text helpers.
 * Kept apart from the writer so each stays small.
 */

/** A column: its header and width in characters. */
export interface XlsxColumn {
  header: string;
  width: number;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export const CONTENT_TYPES = `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
  + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
  + '<Default Extension="xml" ContentType="application/xml"/>'
  + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
  + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
  + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
  + '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
  + '</Types>';
export const ROOT_RELS = `${HEAD}<Relationships xmlns="${PKG_REL}">`
  + `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>`
  + `<Relationship Id="rId2" Type="${PKG_REL}/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;
export const WORKBOOK_RELS = `${HEAD}<Relationships xmlns="${PKG_REL}">`
  + `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`
  + `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
/** The file's author, as exceljs's `creator` wrote it (File > Info in Excel shows it). */
export const CORE = `${HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"`
  + ' xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Apron</dc:creator></cp:coreProperties>';
/** Style 0: Calibri 11; style 1: the same, bold (the header). Excel wants the two default fills. */
export const STYLES = `${HEAD}<styleSheet xmlns="${MAIN}">`
  + '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>'
  + '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>'
  + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
  + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
  + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
  + '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
  + '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>'
  + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** The header row's range, e.g. A1:K1; null without columns. */
const headerRange = (columns: number, absolute = '') =>
  (columns ? `${absolute}A${absolute}1:${absolute}${columnLetter(columns - 1)}${absolute}1` : null);

/**
 * The workbook part. With a filter it also holds the hidden `_xlnm._FilterDatabase` name Excel itself
 * writes beside a sheet's autoFilter (exceljs leaves it out; Excel adds it on the next save).
 */
export function workbookXml(sheetName: string, columns: number): string {
  const range = headerRange(columns, '$');
  const quoted = `'${sheetName.replace(/'/g, "''")}'`;
  return `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}">`
    + `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets>`
    + (range ? `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${escapeXml(quoted)}!${range}</definedName></definedNames>` : '')
    + '</workbook>';
}

/** The sheet's opening: the frozen first row, the widths, the start of the data. No <dimension>: it is optional, and the row count is unknown until the end. */
export const sheetHead = (columns: readonly XlsxColumn[]) => `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">`
  + '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>'
  + '<selection pane="bottomLeft"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>'
  + (columns.length ? `<cols>${columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('')}</cols>` : '')
  + '<sheetData>';

/** The sheet's end: the header row's filter (after the data, as the schema orders it), the margins. */
export function sheetTail(columns: number): string {
  const range = headerRange(columns);
  return `</sheetData>${range ? `<autoFilter ref="${range}"/>` : ''}`
    + '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';
}

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
export const padded = (text: string) => text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32;
