import PDFDocument from 'pdfkit';
import { reportFonts } from './fonts';

/**
 * A one-off A4 document in DejaVu Sans (Turkish letters: ./fonts.ts) as a Buffer: the card report, a
 * partner's form, the demo documents. `draw` writes the content; the document is ended here.
 */
export function a4Pdf(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Creator: 'Apron' } });
  doc.registerFont('R', reportFonts().regular);
  doc.font('R');
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
