import { FILE_NAME_MAX, UPLOAD_TYPES, type UploadMimeType } from '../../../src/contracts/files';

/**
 * Uploads are judged by their bytes: the declared content type and the file name come from
 * the client and are never trusted. Anything not recognised here is refused.
 */
const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const utf16 = (text: string) => Buffer.from(text, 'utf16le');

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Office documents are containers: look inside for the part that says which one. */
function sniffOffice(bytes: Buffer): UploadMimeType | undefined {
  if (startsWith(bytes, ZIP)) {
    // OpenDocument stores its type uncompressed as the first entry, named "mimetype".
    if (startsWith(bytes, ascii('mimetype'), 30)) {
      const kind = bytes.subarray(38, 38 + 60).toString('latin1');
      for (const type of ['text', 'spreadsheet', 'presentation'] as const) {
        if (kind.startsWith(`application/vnd.oasis.opendocument.${type}`)) return `application/vnd.oasis.opendocument.${type}`;
      }
      return undefined;
    }
    // Office Open XML: entry names are stored as plain text in the zip headers.
    if (!bytes.includes('[Content_Types].xml', 0, 'latin1')) return undefined;
    if (bytes.includes('word/', 0, 'latin1')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (bytes.includes('xl/', 0, 'latin1')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    if (bytes.includes('ppt/', 0, 'latin1')) return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
    return undefined;
  }
  if (startsWith(bytes, OLE2)) {
    // Legacy Office: the compound file's directory names its main stream (UTF-16).
    if (bytes.includes(utf16('WordDocument'))) return 'application/msword';
    if (bytes.includes(utf16('Workbook'))) return 'application/vnd.ms-excel';
    if (bytes.includes(utf16('PowerPoint Document'))) return 'application/vnd.ms-powerpoint';
  }
  return undefined;
}

function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * A real video container by its bytes: ISO BMFF (`ftyp` box at offset 4 with an mp4/QuickTime-free
 * brand) or Matroska/WebM (EBML header whose DocType is `webm`). Anything else is undefined.
 */
const MP4_BRANDS = ['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'mmp4', 'MSNV'];
export function sniffVideoType(bytes: Buffer): 'video/mp4' | 'video/webm' | undefined {
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const boxSize = bytes.readUInt32BE(0);
    const brands = [bytes.subarray(8, 12).toString('latin1')];
    for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length, 64); at += 4) brands.push(bytes.subarray(at, at + 4).toString('latin1'));
    return brands.some((b) => MP4_BRANDS.includes(b)) ? 'video/mp4' : undefined;
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    // The DocType element (0x4282) inside the EBML header names the flavour: only webm is accepted.
    const head = bytes.subarray(0, 64);
    const at = head.indexOf(Buffer.from([0x42, 0x82]));
    if (at < 0) return undefined;
    const length = head[at + 2]! & 0x7f;
    return head.subarray(at + 3, at + 3 + length).toString('latin1') === 'webm' ? 'video/webm' : undefined;
  }
  return undefined;
}

/** The type of the bytes, or undefined when they are not one of the accepted kinds (never a video: see sniffVideoType). */
export function sniffMimeType(bytes: Buffer, name: string): UploadMimeType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  const office = sniffOffice(bytes);
  if (office) return office;
  if (startsWith(bytes, ZIP) || startsWith(bytes, OLE2)) return undefined;
  if (isPlainText(bytes)) return /\.csv$/i.test(name) ? 'text/csv' : 'text/plain';
  return undefined;
}

// Control characters, and the bidirectional overrides that make 'x\u202Efdp.exe' read as 'xexe.pdf'.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The uploaded name kept as metadata: no directories, no control characters, no leading dots,
 * at most FILE_NAME_MAX characters (the extension kept), never empty.
 */
export function cleanFileName(raw: string | undefined, fallback = 'dosya'): string {
  const base = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = base.replace(UNSAFE_CHARACTERS, '').replace(/[<>:"|?*]/g, '_').replace(/\s+/g, ' ').trim().replace(/^[.\s]+/, '');
  const chars = [...name];
  if (chars.length > FILE_NAME_MAX) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? [...name.slice(dot)] : [];
    name = chars.slice(0, FILE_NAME_MAX - extension.length).join('') + extension.join('');
  }
  return name || fallback;
}

/** The name a download is offered under: the cleaned name, with the true extension when it lies. */
export function downloadName(name: string, mimeType: UploadMimeType): string {
  const extension = UPLOAD_TYPES[mimeType];
  const accepted = mimeType === 'image/jpeg' ? ['jpg', 'jpeg'] : [extension];
  const current = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return current && accepted.includes(current) ? name : `${name}.${extension}`;
}

/**
 * Content-Disposition with an ASCII fallback and the exact UTF-8 name (RFC 6266 / RFC 5987),
 * so 'Sağlık Raporu.pdf' arrives intact and no name can break out of the header.
 */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name
    .normalize('NFKD')
    .replace(/ı/g, 'i').replace(/İ/g, 'I')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
