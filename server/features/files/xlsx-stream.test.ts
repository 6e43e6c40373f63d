import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnLetter, escapeXml, type XlsxColumn } from './xlsx-parts';
import { xlsxBuffer, XlsxStream, type XlsxCell } from './xlsx-stream';

/** Writes a sheet into memory and opens it with exceljs's reader (as the export tests and Excel users do). */
async function roundTrip(columns: XlsxColumn[], rows: XlsxCell[][], sheetName = 'Sayfa') {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const writer = new XlsxStream(out, sheetName, columns);
  await writer.addRows(rows);
  await writer.end();
  await ended;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book;
}

const values = (sheet: ExcelJS.Worksheet) => {
  const all: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => { all[n - 1] = (row.values as unknown[]).slice(1); });
  return all;
};

describe('xlsx-stream', () => {
  it('escapes markup, drops characters XML cannot carry, keeps emoji and Turkish letters', async () => {
    const tricky = ['Ali & Veli <b>"x"</b> \'y\'', 'a\u0000b\u0001c\u000Bd\u001Fe\uFFFEf', 'Dağ 🛫✈️ 👩🏽‍✈️', 'İıŞşĞğÜüÖöÇç', '  boşluklu  ', 'satır\nsonu\ttab', 'lone\uD800x\uDC00y', ']]> end'];
    const book = await roundTrip([{ header: 'Metin', width: 30 }], tricky.map((t) => [t]));
    const got = values(book.worksheets[0]!).map((r) => r[0]);
    expect(got).toEqual(['Metin', 'Ali & Veli <b>"x"</b> \'y\'', 'abcdef', 'Dağ 🛫✈️ 👩🏽‍✈️', 'İıŞşĞğÜüÖöÇç', '  boşluklu  ', 'satır\nsonu\ttab', 'lonexy', ']]> end']);
    expect(escapeXml('a&b<c>"\r')).toBe('a&amp;b&lt;c&gt;&quot;&#13;');
    expect(escapeXml('plain İş')).toBe('plain İş');
  });

  it('writes numbers as numbers, strings of digits as text, null/undefined as empty cells', async () => {
    const book = await roundTrip(
      [{ header: 'A', width: 5 }, { header: 'B', width: 5 }, { header: 'C', width: 5 }, { header: 'D', width: 5 }],
      [[1, '00123', null, 2.5], [undefined, -7, '12345678901', Number.NaN]],
    );
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A2').value).toBe(1);
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('B2').value).toBe('00123');
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getCell('D2').value).toBe(2.5);
    expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getCell('B3').value).toBe(-7);
    expect(sheet.getCell('C3').value).toBe('12345678901');
    expect(sheet.getCell('D3').type).toBe(ExcelJS.ValueType.Null); // NaN has no spelling in a sheet
  });

  it('has a bold, frozen header row and the column widths', async () => {
    const book = await roundTrip([{ header: 'Ad Soyad', width: 28 }, { header: 'İşe Giriş', width: 12 }], [['Ayşe Yılmaz', '10/03/2026']], 'Personel');
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Personel');
    expect(sheet.getCell('A1').value).toBe('Ad Soyad');
    expect(sheet.getCell('B1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(28);
    expect(sheet.getColumn(2).width).toBe(12);
  });

  it('filters on the header row: the autoFilter and Excel\'s hidden _FilterDatabase name', async () => {
    const columns = Array.from({ length: 11 }, (_, i) => ({ header: `K${i}`, width: 8 }));
    const book = await roundTrip(columns, [Array.from({ length: 11 }, (_, i) => i)], "Ali'nin Listesi");
    expect(book.worksheets[0]!.autoFilter).toBe('A1:K1');
    const unzipped = unzipSync(new Uint8Array(await xlsxBuffer("Ali'nin Listesi", columns, [])));
    const text = (name: string) => strFromU8(unzipped[name]!);
    expect(text('xl/worksheets/sheet1.xml')).toMatch(/<\/sheetData><autoFilter ref="A1:K1"\/><pageMargins/);
    expect(text('xl/workbook.xml')).toContain(`<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'Ali''nin Listesi'!$A$1:$K$1</definedName>`);
    // No columns, no filter (an empty range would not open).
    expect(strFromU8(unzipSync(new Uint8Array(await xlsxBuffer('S', [], [])))['xl/workbook.xml']!)).not.toContain('definedName');
  });

  it('collects a small sheet into a Buffer that opens with its author', async () => {
    const buffer = await xlsxBuffer('Roller', [{ header: 'Rol', width: 20 }], [['Denetçi'], ['Şef']]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(book.creator).toBe('Apron');
    expect(values(book.worksheets[0]!)).toEqual([['Rol'], ['Denetçi'], ['Şef']]);
  });

  it('writes an empty sheet: the header alone, or nothing at all', async () => {
    const headerOnly = await roundTrip([{ header: 'Ad', width: 10 }], []);
    expect(values(headerOnly.worksheets[0]!)).toEqual([['Ad']]);
    const bare = await roundTrip([], []);
    expect(bare.worksheets[0]!.actualRowCount).toBe(0);
  });

  it('gives the same cells as exceljs WorkbookWriter, the employee export\'s former writer', async () => {
    const columns = [{ header: 'Ad Soyad', width: 28 }, { header: 'T.C. Kimlik No', width: 14 }, { header: 'İşe Giriş', width: 12 }, { header: 'Not', width: 10 }];
    const rows: XlsxCell[][] = [['Ayşe & Işık', '01234567890', '10/03/2026', null], ['<Şule> "Ş"', '98765432109', null, 'İ̇ 🛫'], ['Ömer', '11111111110', '01/01/2000', '  a  ']];
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const old = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = old.addWorksheet('Personel', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c, i) => ({ ...c, key: `k${i}` }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (const r of rows) sheet.addRow(Object.fromEntries(r.map((v, i) => [`k${i}`, v]))).commit();
    sheet.commit();
    await old.commit();
    const before = new ExcelJS.Workbook();
    await before.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const after = await roundTrip(columns, rows, 'Personel');
    const [a, b] = [before.worksheets[0]!, after.worksheets[0]!];
    expect(values(b)).toEqual(values(a));
    for (let r = 1; r <= rows.length + 1; r++) {
      for (let c = 1; c <= columns.length; c++) {
        expect([r, c, b.getCell(r, c).type, Boolean(b.getCell(r, c).font?.bold)]).toEqual([r, c, a.getCell(r, c).type, Boolean(a.getCell(r, c).font?.bold)]);
      }
    }
    expect(b.name).toBe(a.name);
    expect(b.views[0]).toMatchObject({ state: a.views[0]!.state, ySplit: 1 });
    expect(b.columns.map((c) => c.width)).toEqual(a.columns.map((c) => c.width));
  });

  it('names columns past Z as Excel does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('streams 10,000 rows that exceljs reads back exactly', async () => {
    const columns = Array.from({ length: 6 }, (_, i) => ({ header: `Kolon ${i + 1}`, width: 12 }));
    const rows = Array.from({ length: 10_000 }, (_, n) => [`Çalışan ${n}`, n, `${n} & <${n}>`, null, n % 3 ? 'İstanbul' : 'Şanlıurfa', n / 4]);
    const sheet = (await roundTrip(columns, rows)).worksheets[0]!;
    expect(sheet.actualRowCount).toBe(10_001);
    for (const n of [0, 1, 4_999, 9_999]) {
      expect((sheet.getRow(n + 2).values as unknown[]).slice(1)).toEqual([`Çalışan ${n}`, n, `${n} & <${n}>`, undefined, n % 3 ? 'İstanbul' : 'Şanlıurfa', n / 4]);
    }
  });

  it('waits for a slow destination (backpressure) and fails when it is closed midway', async () => {
    let writes = 0;
    const slow = new Writable({ highWaterMark: 1024, write(_chunk, _enc, done) { writes++; setTimeout(done, 1); } });
    const writer = new XlsxStream(slow, 'S', [{ header: 'A', width: 10 }]);
    const rows = Array.from({ length: 20_000 }, (_, n) => [`satır ${n} ${'x'.repeat(20)}`]);
    await writer.addRows(rows);
    expect(slow.writableLength).toBeLessThan(256 * 1024); // never the whole sheet queued
    await writer.end();
    expect(writes).toBeGreaterThan(1);

    const gone = new PassThrough({ highWaterMark: 1024 });
    const cut = new XlsxStream(gone, 'S', [{ header: 'A', width: 10 }]);
    setTimeout(() => gone.destroy(), 5);
    await expect(cut.addRows(rows)).rejects.toThrow(/closed/);
  });
});
