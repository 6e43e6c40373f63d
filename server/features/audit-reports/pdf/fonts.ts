import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * pdfkit's built-in (standard 14) fonts are WinAnsi: they cannot write ğ, ş, ı, İ (ARCHITECTURE §8).
 * The report embeds DejaVu Sans, shipped as TrueType files in the `dejavu-fonts-ttf` npm package
 * (no network at run time); pdfkit subsets it and writes a ToUnicode map, so the text stays
 * searchable and copyable.
 */
export interface ReportFonts {
  regular: Buffer;
  bold: Buffer;
}

const require = createRequire(import.meta.url);
let cached: ReportFonts | undefined;

export function reportFonts(): ReportFonts {
  cached ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return cached;
}
