import PDFDocument from 'pdfkit';
import { MONTH_NAMES } from '../../../src/contracts/payroll';
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
const stamp = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
export const slipStamp = (d: Date) => stamp.format(d).replace(',', '');
export const maskNationalId = (v: string) => (v.length === 11 ? `${v.slice(0, 3)}*****${v.slice(8)}` : '***');

export function renderPayslip(m: SlipModel): Promise<Buffer> {
  const fonts = reportFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Bordro ${MONTH_NAMES[m.month - 1]} ${m.year}`, Author: m.companyName, Creator: 'Apron' } });
  doc.registerFont('R', fonts.regular);
  // One embedded font: each embedded TrueType font is subset and compressed per document, the
  // main cost of a slip (tests/bench/payroll.ts); headings differ by size instead of weight.
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const mark = `${m.viewerName} · ${slipStamp(m.viewedAt)}`;
  const watermark = () => {
    doc.save();
    doc.font('R').fontSize(26).fillColor('#9aa5b1').fillOpacity(0.18);
    doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
    for (let i = -1; i <= 3; i++) doc.text(mark, 40, 180 + i * 170, { width: doc.page.width - 80, align: 'center', lineBreak: false });
    doc.restore();
    doc.fillOpacity(1).fillColor('#1f2933');
  };
  watermark();
  doc.on('pageAdded', watermark);

  doc.font('R').fontSize(15).text(m.companyName);
  doc.moveDown(0.3).font('R').fontSize(13).text(`Ücret Bordrosu — ${MONTH_NAMES[m.month - 1]} ${m.year}`);
  doc.moveDown(0.6).font('R').fontSize(10);
  doc.text(`Ad Soyad: ${m.fullName}`);
  doc.text(`TC Kimlik No: ${maskNationalId(m.nationalId)}`);
  doc.moveDown();
  const table = (title: string, rows: SlipLine[], total: number, totalLabel: string) => {
    doc.font('R').fontSize(11).text(title);
    doc.font('R').fontSize(10);
    for (const r of rows) {
      const y = doc.y;
      doc.text(r.label, 60, y, { width: 330 });
      doc.text(money.format(r.amount), 400, y, { width: 140, align: 'right' });
    }
    const y = doc.y + 2;
    doc.font('R').text(totalLabel, 60, y, { width: 330 });
    doc.text(money.format(total), 400, y, { width: 140, align: 'right' });
    doc.font('R').moveDown();
    doc.x = 50;
  };
  table('Kazançlar', m.lines.filter((l) => l.kind === 'earning'), m.gross, 'Toplam Kazanç');
  table('Kesintiler', m.lines.filter((l) => l.kind === 'deduction'), m.deductions, 'Toplam Kesinti');
  const y = doc.y + 4;
  doc.font('R').fontSize(12).text('Net Ödenen', 60, y, { width: 330 });
  doc.text(`${money.format(m.net)} TL`, 360, y, { width: 180, align: 'right' });
  doc.x = 50;
  doc.moveDown(2).font('R').fontSize(8).fillColor('#52606d')
    .text(`Bu belge ${m.viewerName} tarafından ${slipStamp(m.viewedAt)} tarihinde görüntülenmiştir. Kişiye özeldir; paylaşılamaz.`);
  doc.end();
  return done;
}
