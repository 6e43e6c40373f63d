import PDFDocument from 'pdfkit';
import { reportFonts } from './fonts';
import type { AuditReportModel, ReportFinding, ReportPhoto, ReportSection } from './report-model';

/**
 * An audit report as a PDF (spec 2 §2 report pages, §7 report calls): a company header, then each
 * section (project) with its findings — rating, title, personnel and photos — and "Sayfa n / m" on
 * every page. Pure: the same model gives the same pages; nothing is read but the font files.
 */

type Doc = InstanceType<typeof PDFDocument>;

export const REPORT_LABELS = {
  auditCode: 'Denetim kodu',
  auditTitle: 'Başlık',
  startedAt: 'Başlangıç',
  endedAt: 'Bitiş',
  projects: 'Proje',
  supervisors: 'Sorumlu',
  finding: 'Bulgu',
  rating: 'Derece',
  personnel: 'Personel',
  photos: 'Fotoğraflar',
  noFindings: 'Bu bölümde rapora alınmış bulgu bulunmamaktadır.',
  noSections: 'Raporda gösterilecek kayıt bulunmamaktadır.',
  photoSkipped: 'Fotoğraf PDF\'e eklenemedi (yalnızca JPEG ve PNG eklenebilir)',
  page: 'Sayfa',
  generated: 'Oluşturulma',
  empty: '—',
} as const;

const FONT = 'DejaVu';
const BOLD = 'DejaVu-Bold';
const MARGIN = 45;
const LABEL_WIDTH = 105;
const PHOTO_COLUMNS = 3;
const PHOTO_HEIGHT = 140;
const GAP = 8;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const BAND = '#e4e7eb';

export type ImageKind = 'jpeg' | 'png';

/** pdfkit embeds JPEG and PNG only; the store also keeps WebP and GIF photos. */
export function imageKindOf(bytes: Buffer): ImageKind | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return undefined;
}

export function renderAuditReport(model: AuditReportModel): Promise<Buffer> {
  const fonts = reportFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 15, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: [model.familyTitle, model.auditCode].filter(Boolean).join(' — '),
      Author: model.companyName,
      Creator: 'Apron',
    },
  });
  doc.registerFont(FONT, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  try {
    header(doc, model);
    if (!model.sections.length) paragraph(doc, REPORT_LABELS.noSections, MUTED);
    for (const section of model.sections) sectionBlock(doc, section);
    footers(doc, model.generatedAt);
  } catch (error) {
    doc.end();
    return Promise.reject(error);
  }
  doc.end();
  return done;
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** A new page when `height` more points would not fit on this one. */
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function paragraph(doc: Doc, text: string, color = INK, size = 10) {
  doc.font(FONT).fontSize(size).fillColor(color).text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
}

/** A label in bold and its value beside it, wrapping within the value column. */
function row(doc: Doc, label: string, value: string) {
  const x = doc.page.margins.left;
  const width = contentWidth(doc) - LABEL_WIDTH;
  const shown = value.trim() || REPORT_LABELS.empty;
  doc.font(FONT).fontSize(9.5);
  const height = Math.max(doc.heightOfString(shown, { width }), doc.heightOfString(label, { width: LABEL_WIDTH - 6 }));
  ensureSpace(doc, height + 2);
  const y = doc.y;
  doc.font(BOLD).fontSize(9.5).fillColor(MUTED).text(label, x, y, { width: LABEL_WIDTH - 6 });
  doc.font(FONT).fontSize(9.5).fillColor(INK).text(shown, x + LABEL_WIDTH, y, { width });
  doc.x = x;
  doc.y = y + height + 3;
}

function rule(doc: Doc, color = RULE) {
  const y = doc.y;
  doc.moveTo(doc.page.margins.left, y).lineTo(doc.page.width - doc.page.margins.right, y).lineWidth(0.7).strokeColor(color).stroke();
  doc.y = y + 6;
}

function header(doc: Doc, model: AuditReportModel) {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font(BOLD).fontSize(16).fillColor(INK).text(model.companyName, x, doc.y, { width, align: 'center' });
  doc.moveDown(0.2);
  doc.font(BOLD).fontSize(12.5).fillColor(MUTED).text(model.familyTitle, x, doc.y, { width, align: 'center' });
  doc.moveDown(0.6);
  rule(doc, INK);
  row(doc, REPORT_LABELS.auditCode, model.auditCode ?? '');
  if (model.auditTitle) row(doc, REPORT_LABELS.auditTitle, model.auditTitle);
  row(doc, REPORT_LABELS.startedAt, model.startedAt ?? '');
  row(doc, REPORT_LABELS.endedAt, model.endedAt ?? '');
  row(doc, REPORT_LABELS.projects, model.projects.join(', '));
  row(doc, REPORT_LABELS.supervisors, model.supervisors.join(', '));
  for (const detail of model.details ?? []) row(doc, detail.label, detail.value);
  doc.moveDown(0.3);
  rule(doc, INK);
  doc.moveDown(0.4);
}

function sectionBlock(doc: Doc, section: ReportSection) {
  // The heading never sits alone at the foot of a page.
  ensureSpace(doc, 90);
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font(BOLD).fontSize(12);
  const height = doc.heightOfString(section.title, { width: width - 12 }) + 10;
  const y = doc.y;
  doc.rect(x, y, width, height).fill(BAND);
  doc.fillColor(INK).text(section.title, x + 6, y + 5, { width: width - 12 });
  doc.x = x;
  doc.y = y + height + 5;
  for (const detail of section.details ?? []) row(doc, detail.label, detail.value);
  if (!section.findings.length) {
    paragraph(doc, REPORT_LABELS.noFindings, MUTED, 9.5);
    doc.moveDown(0.8);
    return;
  }
  section.findings.forEach((finding, index) => findingBlock(doc, finding, index + 1));
  doc.moveDown(0.4);
}

function findingBlock(doc: Doc, finding: ReportFinding, number: number) {
  ensureSpace(doc, 60);
  doc.moveDown(0.3);
  const x = doc.page.margins.left;
  doc.font(BOLD).fontSize(10.5).fillColor(INK).text(`${REPORT_LABELS.finding} ${number}${finding.title ? `: ${finding.title}` : ''}`, x, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.2);
  row(doc, REPORT_LABELS.rating, finding.rating ?? '');
  row(doc, REPORT_LABELS.personnel, finding.personnel.join(', '));
  for (const detail of finding.details ?? []) row(doc, detail.label, detail.value);
  photoGrid(doc, finding.photos);
  doc.moveDown(0.2);
  rule(doc);
}

/** Photos three to a row, each scaled to fit its cell with its proportions kept. */
function photoGrid(doc: Doc, photos: ReportPhoto[]) {
  const embeddable = photos.filter((p) => imageKindOf(p.bytes));
  let skipped = photos.length - embeddable.length;
  const x0 = doc.page.margins.left;
  const cell = (contentWidth(doc) - GAP * (PHOTO_COLUMNS - 1)) / PHOTO_COLUMNS;
  for (let i = 0; i < embeddable.length; i += PHOTO_COLUMNS) {
    ensureSpace(doc, PHOTO_HEIGHT + GAP);
    const y = doc.y + 2;
    embeddable.slice(i, i + PHOTO_COLUMNS).forEach((photo, column) => {
      const x = x0 + column * (cell + GAP);
      try {
        doc.image(photo.bytes, x, y, { fit: [cell, PHOTO_HEIGHT], align: 'center', valign: 'center' });
      } catch {
        // Bytes that look like an image but do not decode: named below, the report still renders.
        skipped += 1;
      }
      doc.rect(x, y, cell, PHOTO_HEIGHT).lineWidth(0.5).strokeColor(RULE).stroke();
    });
    doc.x = x0;
    doc.y = y + PHOTO_HEIGHT + GAP;
  }
  if (skipped > 0) paragraph(doc, `${REPORT_LABELS.photoSkipped}: ${skipped}`, MUTED, 8.5);
}

/** "Sayfa n / m" and the generation time on every page, written once all pages exist. */
function footers(doc: Doc, generatedAt: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { left, right } = doc.page.margins;
    const width = doc.page.width - left - right;
    const y = doc.page.height - MARGIN;
    // Writing below the bottom margin would otherwise open a new page.
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    doc.text(`${REPORT_LABELS.generated}: ${generatedAt}`, left, y, { width: width / 2, lineBreak: false });
    doc.text(`${REPORT_LABELS.page} ${i - range.start + 1} / ${range.count}`, left + width / 2, y, { width: width / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = saved;
  }
}
