import { create as parseFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { MONTH_NAMES } from '../../../src/contracts/payroll';
import { displayDateTime } from '../../../src/contracts/display-dates';
import { reportFonts } from '../audit-reports/pdf/fonts';
import type { SlipLine } from './payroll.table';

/**
 * A payslip as a PDF (pdfkit + DejaVu Sans for Turkish letters). Every page carries a diagonal
 * watermark with the viewer's name and the time, and a footer line saying the same.
 */
export interface SlipModel {
  companyName: string;
  fullName: string;
  nationalId: string;
  year: number;
  month: number;
  lines: SlipLine[];
  gross: number;
  deductions: number;
  net: number;
  viewerName: string;
  viewedAt: Date;
}

const money = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** When the slip was opened, in the app's one format (dd/mm/yyyy HH:mm, Türkiye's time). */
export const slipStamp = (d: Date) => displayDateTime(d);
export const maskNationalId = (v: string) => (v.length === 11 ? `${v.slice(0, 3)}*****${v.slice(8)}` : '***');

/**
 * DejaVu Sans parsed once per process. Given the file's bytes, pdfkit parses the font again for
 * every document (fontkit decodes its cmap, GSUB and GPOS tables on first layout): that was most
 * of a slip's time and garbage (a CPU profile of 60 slips: restructure's Struct/Number decoding
 * and the collector on top). pdfkit accepts a parsed fontkit font in place of the bytes; the
 * font object is read-only for pdfkit (each document makes its own subset), so documents share it.
 */
let slipFont: Font | undefined;
const font = () => (slipFont ??= parseFont(reportFonts().regular));

export function renderPayslip(m: SlipModel): Promise<Buffer> {
  // The default font is the slip's own too: otherwise pdfkit opens Helvetica (parsing its AFM
  // metrics) for every document before the first text.
  const doc = new PDFDocument({ size: 'A4', margin: 50, font: font() as never, info: { Title: `Bordro ${MONTH_NAMES[m.month - 1]} ${m.year}`, Author: m.companyName, Creator: 'Apron' } });
  // One embedded font (the default, so no font switch: pdfkit compares a newly opened font with
  // the open ones by serialising their name tables): each embedded TrueType font is subset and
  // compressed per document; headings differ by size instead of weight.
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const mark = `${m.viewerName} · ${slipStamp(m.viewedAt)}`;
  const watermark = () => {
    doc.save();
    doc.fontSize(26).fillColor('#9aa5b1').fillOpacity(0.18);
    doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
    for (let i = -1; i <= 3; i++) doc.text(mark, 40, 180 + i * 170, { width: doc.page.width - 80, align: 'center', lineBreak: false });
    doc.restore();
    doc.fillOpacity(1).fillColor('#1f2933');
  };
  watermark();
  doc.on('pageAdded', watermark);

  doc.fontSize(15).text(m.companyName);
  doc.moveDown(0.3).fontSize(13).text(`Ücret Bordrosu — ${MONTH_NAMES[m.month - 1]} ${m.year}`);
  doc.moveDown(0.6).fontSize(10);
  doc.text(`Ad Soyad: ${m.fullName}`);
  doc.text(`TC Kimlik No: ${maskNationalId(m.nationalId)}`);
  doc.moveDown();
  const table = (title: string, rows: SlipLine[], total: number, totalLabel: string) => {
    doc.fontSize(11).text(title);
    doc.fontSize(10);
    for (const r of rows) {
      const y = doc.y;
      doc.text(r.label, 60, y, { width: 330 });
      doc.text(money.format(r.amount), 400, y, { width: 140, align: 'right' });
    }
    const y = doc.y + 2;
    doc.text(totalLabel, 60, y, { width: 330 });
    doc.text(money.format(total), 400, y, { width: 140, align: 'right' });
    doc.moveDown();
    doc.x = 50;
  };
  table('Kazançlar', m.lines.filter((l) => l.kind === 'earning'), m.gross, 'Toplam Kazanç');
  table('Kesintiler', m.lines.filter((l) => l.kind === 'deduction'), m.deductions, 'Toplam Kesinti');
  const y = doc.y + 4;
  doc.fontSize(12).text('Net Ödenen', 60, y, { width: 330 });
  doc.text(`${money.format(m.net)} TL`, 360, y, { width: 180, align: 'right' });
  doc.x = 50;
  doc.moveDown(2).fontSize(8).fillColor('#52606d')
    .text(`Bu belge ${m.viewerName} tarafından ${slipStamp(m.viewedAt)} tarihinde görüntülenmiştir. Kişiye özeldir; paylaşılamaz.`);
  doc.end();
  return done;
}
