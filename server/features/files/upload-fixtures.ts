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
