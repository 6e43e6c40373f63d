/** Builds multipart/form-data bodies for app.inject (tests only). */
export interface Part {
  name: string;
  /** Present for a file part; `encodedName` sends it as RFC 5987 filename* instead. */
  filename?: string;
  encodedName?: string;
  type?: string;
  content: Buffer | string;
}

export function multipart(parts: Part[]) {
  const boundary = `----apron${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let disposition = `form-data; name="${part.name}"`;
    if (part.filename !== undefined) disposition += `; filename="${part.filename}"`;
    if (part.encodedName !== undefined) disposition += `; filename*=utf-8''${part.encodedName}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.type) head.push(`Content-Type: ${part.type}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'utf8'), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A stored (uncompressed) zip with the given entries: enough to be an Office or OpenDocument container. */
export function zipOf(entries: Record<string, string>): Buffer {
  const out: Buffer[] = [];
  for (const [name, content] of Object.entries(entries)) {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(10, 4);
    header.writeUInt32LE(Buffer.byteLength(content), 18);
    header.writeUInt32LE(Buffer.byteLength(content), 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    out.push(header, Buffer.from(name), Buffer.from(content));
  }
  return Buffer.concat(out);
}

/** The start of a WebM file: an EBML header whose DocType is "webm", then a Segment (enough for sniffing). */
export const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08,
    0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x02, 0x42, 0x85, 0x81, 0x02]),
  Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
  Buffer.alloc(2048, 0x5a),
]);
/** An EBML file that is Matroska, not WebM (refused: only webm and mp4 are accepted). */
export const MATROSKA = Buffer.from(WEBM.toString('latin1').replace('\x84webm', '\x88matroska').slice(0, 40), 'latin1');
/** An MP4 file: an ftyp box (brand isom) then an empty mdat box. */
export const MP4 = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]), Buffer.from('ftypisom'), Buffer.from([0x00, 0x00, 0x02, 0x00]), Buffer.from('isomiso2'),
  Buffer.from([0x00, 0x00, 0x04, 0x08]), Buffer.from('mdat'), Buffer.alloc(1024, 0x11),
]);
