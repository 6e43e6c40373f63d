import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * Reads a produced PDF back the way a viewer does (pdf.js, a devDependency): the text of each page
 * (decoded through the embedded fonts' ToUnicode maps) and how many images each page paints.
 * Test support only: the server never imports it.
 */
export interface InspectedPdf {
  pages: number;
  /** Page texts, items joined by spaces. */
  texts: string[];
  /** Image XObjects painted on each page. */
  images: number[];
  text: string;
}

const require = createRequire(import.meta.url);

export async function inspectPdf(bytes: Uint8Array): Promise<InspectedPdf> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')).href;
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  const images: number[] = [];
  try {
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ').trim());
      const operators = await page.getOperatorList();
      images.push(operators.fnArray.filter((fn) => fn === pdfjs.OPS.paintImageXObject || fn === pdfjs.OPS.paintInlineImageXObject).length);
    }
  } finally {
    await document.destroy();
  }
  return { pages: document.numPages, texts, images, text: texts.join('\n') };
}
